import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-absen routes', () => {
  it('is a sound route table inside the absen prefixes', () => {
    expect(checkRouteTable(routes, 'mf_absen')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/absen/deleted').meta).toMatchObject({ policy: { hasRolesId: [59, 9] } });
    expect(byPath('/absen/export').meta.policy?.hasRolesId).toEqual([1, 59, 9, 4, 57]);
    expect(byPath('/absen/delete/request')).toMatchObject({
      name: 'absen.deleteRequest.index',
      meta: { policy: { hasRolesId: [10] }, title: 'Pengajuan Hapus Absen' },
    });
    expect(byPath('/pegawai/izin').meta).toMatchObject({
      policy: { doesntHaveRolesId: [8, 52] },
      menu: { group: 'Absensi & Cuti' },
    });
    expect(byPath('/pegawai/izin').meta.policy?.hasRolesId).toBeUndefined();
    expect(byPath('/izin/:token')).toMatchObject({ name: 'izin.show', meta: { menu: false } });
  });
});
