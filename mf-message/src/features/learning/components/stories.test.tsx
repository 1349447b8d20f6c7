// Every story of the learning components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as quizForm from './QuizFormDialog.stories';

describe('learning stories', () => {
  itRendersEveryStory([quizForm]);
});
