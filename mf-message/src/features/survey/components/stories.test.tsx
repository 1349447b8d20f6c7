// Every story of the survey components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as form from './SurveyAnswerForm.stories';
import * as bars from './SurveyResultBars.stories';

describe('survey stories', () => {
  itRendersEveryStory([form, bars]);
});
