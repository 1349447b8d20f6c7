// One question's results as GET /api/general/survey/{id}/x/result answers them.
import { withStoryApi } from '@portal/design-system/storybook';
import { choiceResult, surveyResult } from '../survey-fixtures';
import { SurveyResultBars } from './SurveyResultBars';

const [, skala, teks] = surveyResult().data.questions;

const meta = {
  title: 'mf-message/Survey/SurveyResultBars',
  component: SurveyResultBars,
  decorators: [withStoryApi],
  args: { question: choiceResult(), number: 1 },
};

export default meta;

/** A single-choice question: a bar per option with its count and percentage ('Tampilkan tabel'). */
export const Choice = {};

/** A scale question: the 1–5 distribution and the average. */
export const Scale = { args: { question: skala, number: 2 } };

/** A free-text question: the answers listed. */
export const FreeText = { args: { question: teks, number: 3 } };

/** Nobody answered yet: zero bars (0%). */
export const NoAnswers = {
  args: {
    question: {
      ...choiceResult(),
      jumlah_jawaban: 0,
      options: choiceResult().options.map((o) => ({ ...o, jumlah: 0 })),
    },
  },
};
