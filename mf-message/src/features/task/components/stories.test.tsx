// Every story of the task components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as calendar from './TaskCalendarGrid.stories';
import * as form from './TaskFormDialog.stories';
import * as chat from './TaskHistoryChat.stories';
import * as badge from './TaskStatusBadge.stories';

describe('task stories', () => {
  itRendersEveryStory([calendar, form, chat, badge]);
});
