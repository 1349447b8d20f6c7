import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-sppd routes', () => {
  it('is a sound route table inside the sppd prefixes', () => {
    expect(checkRouteTable(routes, 'mf_sppd')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/pegawai/sppd').meta).toMatchObject({ policy: { hasRolesId: [10], doesntHaveRolesId: [8] } });
    expect(byPath('/pegawai/sppd').meta.menu).toMatchObject({ query: { is_biaya_pending: 0, is_bukti_empty: 0 } });
    expect(byPath('/pegawai/sppd/biaya/outsourching').meta.policy?.hasRolesId).toEqual([1]);
    expect(byPath('/pegawai/sppd/export').meta.policy?.hasRolesId).toEqual([1, 12, 14, 13, 15]);
    expect(byPath('/pegawai/skmd').meta).toMatchObject({
      policy: { hasRolesId: [10], doesntHaveRolesId: [8, 52] },
      fluid: true,
      menu: { query: { page: 1, per_page: 10, search: '', is_myturn: 0, is_penerbitan: 0 } },
    });
    expect(byPath('/pegawai/skmd/include/pegawai').meta).toMatchObject({
      policy: { hasRolesId: [57], doesntHaveRolesId: [8, 52] },
      fluid: true,
    });
    expect(byPath('/notadinas/:token')).toMatchObject({ name: 'notadinas.show', meta: { menu: false } });
  });
});
