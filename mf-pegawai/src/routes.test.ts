import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-pegawai routes', () => {
  it('is a sound route table inside the pegawai prefixes', () => {
    expect(checkRouteTable(routes, 'mf_pegawai')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/pegawai/sanksi').meta).toMatchObject({ hasRolesId: [57, 62], doesntHaveRolesId: [8], fluid: true });
    expect(byPath('/pegawai').meta).toMatchObject({ title: 'Daftar Pegawai', hasRolesId: [57] });
    expect(byPath('/pegawai/show/:id?')).toMatchObject({ name: 'pegawai.cv', meta: { doesntHaveRolesId: [8], menu: false } });
    expect(byPath('/pegawai/show/:id?').meta.hasRolesId).toBeUndefined();
    expect(byPath('/pegawai/diklat/required').meta).toMatchObject({ title: 'Gap Kompetensi', hasRolesId: [57, 61] });
    expect(byPath('/pegawai/pgs/show/:id')).toMatchObject({ name: 'pgs.show', meta: { menu: false } });
    expect(byPath('/pegawai/perawatan/flow').meta).toMatchObject({ title: 'Flowchart', hasRolesId: [1, 57] });
  });

  it('loads built pages lazily and keeps their meta', () => {
    const route = byPath('/pegawai/export');
    expect(route).toMatchObject({ name: 'pegawai.export', meta: { hasRolesId: [57], doesntHaveRolesId: [8] } });
    expect(typeof route.load).toBe('function');
    const list = byPath('/pegawai');
    expect(list).toMatchObject({ name: 'pegawai.index', meta: { title: 'Daftar Pegawai', hasRolesId: [57] } });
    expect(typeof list.load).toBe('function');
  });
});
