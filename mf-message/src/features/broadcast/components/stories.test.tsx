// Every story of the broadcast components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as form from './BroadcastForm.stories';
import * as history from './BroadcastHistory.stories';

describe('broadcast stories', () => {
  itRendersEveryStory([form, history]);
});
