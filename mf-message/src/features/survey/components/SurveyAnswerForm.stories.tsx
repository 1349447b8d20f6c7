// The answer form of GET /api/general/survey/x/isi/{id}; sending is answered in the story itself.
import { withStoryApi } from '@portal/design-system/storybook';
import { surveyQuestions } from '../survey-fixtures';
import { SurveyAnswerForm } from './SurveyAnswerForm';

const meta = {
  title: 'mf-message/Survey/SurveyAnswerForm',
  component: SurveyAnswerForm,
  decorators: [withStoryApi],
  args: { questions: surveyQuestions(), onSubmit: async () => undefined },
};

export default meta;

/** The four question types: single choice, multiple choice, scale 1–5 and free text. */
export const AllTypes = {};

/** Sent (or answered before): nothing can be changed. */
export const Disabled = { args: { disabled: true } };
