import { POLICY } from '@portal/domain';
import { routes } from '../../routes';
import { TUGAS } from '../../menu-groups';
import { surveyRoutes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('survey routes', () => {
  it('keeps the spec’s /survey entry for managers and adds the employees’ pages', () => {
    expect(byPath('/survey')).toMatchObject({
      name: 'survey.index',
      meta: { policy: POLICY.manageSurveys, title: 'Survei', menu: { group: TUGAS } },
    });
    expect(byPath('/survey/:id/hasil').meta).toMatchObject({ policy: POLICY.manageSurveys, menu: false });
    expect(byPath('/survey/isi').meta).toMatchObject({ policy: POLICY.answerSurveys, title: 'Isi Survei' });
    expect(byPath('/survey/isi').meta.menu).not.toBe(false);
    expect(byPath('/survey/isi/:id').meta).toMatchObject({ policy: POLICY.answerSurveys, menu: false });
  });

  it('lazy-loads every survey page', async () => {
    for (const route of surveyRoutes) expect(typeof (await route.load!()).default).toBe('function');
  });
});
