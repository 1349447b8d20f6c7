/**
 * Surveys (spec section 2 /survey (63); issue #20, ADR 0045): the managers' list and the results
 * (hidden from menus), and the employees' open surveys and answer form (POLICY.answerSurveys).
 * src/routes.ts composes it.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { TUGAS } from '../../menu-groups';

export const surveyRoutes: PortalRoute[] = [
  {
    path: '/survey',
    name: 'survey.index',
    meta: { policy: POLICY.manageSurveys, title: 'Survei', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "survey-list" */ './pages/SurveyListPage'),
  },
  {
    path: '/survey/:id/hasil',
    name: 'survey.result',
    meta: { policy: POLICY.manageSurveys, title: 'Hasil Survei', menu: false },
    load: () => import(/* webpackChunkName: "survey-result" */ './pages/SurveyResultPage'),
  },
  {
    path: '/survey/isi',
    name: 'survey.answer.index',
    meta: { policy: POLICY.answerSurveys, title: 'Isi Survei', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "survey-open" */ './pages/SurveyOpenListPage'),
  },
  {
    path: '/survey/isi/:id',
    name: 'survey.answer.show',
    meta: { policy: POLICY.answerSurveys, title: 'Isi Survei', menu: false },
    load: () => import(/* webpackChunkName: "survey-answer" */ './pages/SurveyAnswerPage'),
  },
];
