import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-kpi routes', () => {
  it('is a sound route table inside the kpi prefixes', () => {
    expect(checkRouteTable(routes, 'mf_kpi')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/penilaian').meta).toMatchObject({ policy: { hasRolesId: [10], doesntHaveRolesId: [8, 52] } });
    expect(byPath('/penilaian/kpi/indikator_jabatan_non').meta.policy?.hasRolesId).toEqual([64]);
    expect(byPath('/penilaian/kpi/event').meta.menu).toMatchObject({ query: { is_invalid: 0 } });
    expect(byPath('/penilaian/kpi/periode_pegawai').meta.policy?.hasRolesId).toBeUndefined();
    expect(byPath('/penilaian/target_pegawai_kontrak/register').meta).toMatchObject({
      policy: { hasRolesId: [50, 51, 64] },
      title: 'Upload',
    });
    expect(byPath('/pegawai/wla/:id').meta).toMatchObject({ policy: { hasRolesId: [63] }, fluid: true, menu: false });
  });
});
