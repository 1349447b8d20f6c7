// Every story of the notification components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as adminList from './NotificationAdminList.stories';
import * as list from './NotificationList.stories';

describe('notification stories', () => {
  itRendersEveryStory([adminList, list]);
});
