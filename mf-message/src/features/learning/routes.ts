/**
 * Learning (spec section 2 /learning/quiz/index and /learning/materi/index (63); ADR 0045: the
 * employees' pages with useLearning); src/routes.ts composes them.
 */
import { POLICY, type PortalRoute } from '@portal/domain';
import { TUGAS } from '../../menu-groups';

export const learningManageRoutes: PortalRoute[] = [
  {
    path: '/learning/quiz/index',
    name: 'learning.quiz.index',
    meta: { policy: POLICY.manageLearning, title: 'Kuis', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "learning-quiz-index" */ './pages/QuizManagePage'),
  },
  {
    path: '/learning/materi/index',
    name: 'learning.materi.index',
    meta: { policy: POLICY.manageLearning, title: 'Materi Pembelajaran', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "learning-materi-index" */ './pages/MateriManagePage'),
  },
];

/** The employees' pages (ADR 0045): read materials, list and take quizzes. */
export const learningEmployeeRoutes: PortalRoute[] = [
  {
    path: '/learning/materi/baca',
    name: 'learning.materi.baca',
    meta: { policy: POLICY.useLearning, title: 'Materi Saya', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "learning-materi-baca" */ './pages/MateriReaderPage'),
  },
  {
    path: '/learning/quiz/saya',
    name: 'learning.quiz.saya',
    meta: { policy: POLICY.useLearning, title: 'Kuis Saya', menu: { group: TUGAS } },
    load: () => import(/* webpackChunkName: "learning-quiz-saya" */ './pages/MyQuizPage'),
  },
  {
    path: '/learning/quiz/kerjakan',
    name: 'learning.quiz.kerjakan',
    meta: { policy: POLICY.useLearning, title: 'Kerjakan Kuis', menu: false },
    load: () => import(/* webpackChunkName: "learning-quiz-kerjakan" */ './pages/QuizTakePage'),
  },
];
