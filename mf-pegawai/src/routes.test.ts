import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-pegawai routes', () => {
  it('is a sound route table inside the pegawai prefixes', () => {
    expect(checkRouteTable(routes, 'mf_pegawai')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/pegawai/sanksi').meta).toMatchObject({
      policy: { hasRolesId: [57, 62], doesntHaveRolesId: [8] },
      fluid: true,
    });
    expect(byPath('/pegawai').meta).toMatchObject({ policy: { hasRolesId: [57] }, title: 'Daftar Pegawai' });
    expect(byPath('/pegawai/show/:id?')).toMatchObject({
      name: 'pegawai.cv',
      meta: { policy: { doesntHaveRolesId: [8] }, menu: false },
    });
    expect(byPath('/pegawai/show/:id?').meta.policy?.hasRolesId).toBeUndefined();
    expect(byPath('/pegawai/diklat/required').meta).toMatchObject({
      policy: { hasRolesId: [57, 61] },
      title: 'Gap Kompetensi',
    });
    expect(byPath('/pegawai/pgs/show/:id')).toMatchObject({ name: 'pgs.show', meta: { menu: false } });
    expect(byPath('/pegawai/perawatan/flow').meta).toMatchObject({
      policy: { hasRolesId: [1, 57] },
      title: 'Flowchart',
    });
  });

  it('loads built pages lazily and keeps their meta', () => {
    const route = byPath('/pegawai/export');
    expect(route).toMatchObject({
      name: 'pegawai.export',
      meta: { policy: { hasRolesId: [57], doesntHaveRolesId: [8] } },
    });
    expect(typeof route.load).toBe('function');
    const list = byPath('/pegawai');
    expect(list).toMatchObject({
      name: 'pegawai.index',
      meta: { policy: { hasRolesId: [57] }, title: 'Daftar Pegawai' },
    });
    expect(typeof list.load).toBe('function');
  });
});
