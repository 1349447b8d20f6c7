// Every story of the mail components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as boxList from './MailBoxList.stories';
import * as form from './MailForm.stories';
import * as thread from './MailThread.stories';

describe('mail stories', () => {
  itRendersEveryStory([boxList, form, thread]);
});
