import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-message routes', () => {
  it('is a sound route table inside the message prefixes', () => {
    expect(checkRouteTable(routes, 'mf_message')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/message/link').meta).toMatchObject({ hasRolesId: [10], doesntHaveRolesId: [8] });
    expect(byPath('/message/broadcast').meta.hasRolesId).toEqual([7]);
    expect(byPath('/message/inbox').meta).not.toHaveProperty('hasRolesId');
    expect(byPath('/webhook_whatsapp').meta).toMatchObject({ title: 'Ultramsg', hasRolesId: [63] });
    expect(byPath('/learning/quiz/index').meta.hasRolesId).toEqual([63]);
    expect(byPath('/task/show').meta.menu).toBe(false);
  });

  it('lazy-loads the link board pages and keeps their meta', async () => {
    expect(byPath('/message/link/:id').meta).toEqual({ title: 'Detail Tautan Informasi', menu: false });
    expect(typeof (await byPath('/message/link').load!()).default).toBe('function');
    expect(typeof (await byPath('/message/link/:id').load!()).default).toBe('function');
  });
});
