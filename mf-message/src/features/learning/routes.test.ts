import { POLICY } from '@portal/domain';
import { learningEmployeeRoutes, learningManageRoutes } from './routes';

describe('learning routes', () => {
  it('keeps the spec paths for managers and adds the employees pages (ADR 0045)', () => {
    expect(learningManageRoutes.map((r) => [r.path, r.name, r.meta.policy])).toEqual([
      ['/learning/quiz/index', 'learning.quiz.index', POLICY.manageLearning],
      ['/learning/materi/index', 'learning.materi.index', POLICY.manageLearning],
    ]);
    for (const route of learningEmployeeRoutes) expect(route.meta.policy).toBe(POLICY.useLearning);
    expect(learningEmployeeRoutes.find((r) => r.path === '/learning/quiz/kerjakan')?.meta.menu).toBe(false);
  });

  it('lazy-loads every page', async () => {
    for (const route of [...learningManageRoutes, ...learningEmployeeRoutes])
      expect(typeof (await route.load!()).default).toBe('function');
  });
});
