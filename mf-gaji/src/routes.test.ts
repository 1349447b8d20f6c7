import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-gaji routes', () => {
  it('is a sound route table inside the gaji prefixes', () => {
    expect(checkRouteTable(routes, 'mf_gaji')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/gaji').meta).toMatchObject({ policy: { hasRolesId: [10], doesntHaveRolesId: [8, 52] } });
    expect(byPath('/gaji/potongan/belum_upload').meta.policy?.hasRolesId).toEqual([3, 53]);
    expect(byPath('/gaji/potongan/pegawai').meta.policy?.hasRolesId).toBeUndefined();
    expect(byPath('/gaji/penghasilan').meta).toMatchObject({
      policy: { hasRolesId: [63, 53], doesntHaveRolesId: [8, 52] },
    });
    expect(byPath('/gaji/penghasilan/imbalan_kerja').meta.policy?.doesntHaveRolesId).toBeUndefined();
    expect(byPath('/pegawai/plafond/index').meta).toMatchObject({ policy: { doesntHaveRolesId: [8] } });
  });
});
