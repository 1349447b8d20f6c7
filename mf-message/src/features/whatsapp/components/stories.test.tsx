// Every story of the WhatsApp components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as list from './WhatsappMessageList.stories';

describe('WhatsApp stories', () => {
  itRendersEveryStory([list]);
});
