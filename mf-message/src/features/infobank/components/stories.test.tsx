// Every story of the info board components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as form from './InfobankForm.stories';

describe('info board stories', () => {
  itRendersEveryStory([form]);
});
