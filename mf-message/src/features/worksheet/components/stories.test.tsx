// Every story of the worksheet components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as attributeForm from './AttributeFormDialog.stories';
import * as bars from './MeterBars.stories';

describe('worksheet stories', () => {
  itRendersEveryStory([attributeForm, bars]);
});
