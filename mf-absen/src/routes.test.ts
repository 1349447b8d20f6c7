import { checkRouteTable } from '@portal/domain';
import { routes } from './routes';

const byPath = (path: string) => routes.find((r) => r.path === path)!;

describe('mf-absen routes', () => {
  it('is a sound route table inside the absen prefixes', () => {
    expect(checkRouteTable(routes, 'mf_absen')).toEqual([]);
  });

  it('carries the spec meta', () => {
    expect(byPath('/absen/deleted').meta).toMatchObject({ hasRolesId: [59, 9] });
    expect(byPath('/absen/export').meta.hasRolesId).toEqual([1, 59, 9, 4, 57]);
    expect(byPath('/absen/delete/request')).toMatchObject({ name: 'absen.deleteRequest.index', meta: { title: 'Pengajuan Hapus Absen', hasRolesId: [10] } });
    expect(byPath('/pegawai/izin').meta).toMatchObject({ doesntHaveRolesId: [8, 52], menu: { group: 'Absensi & Cuti' } });
    expect(byPath('/pegawai/izin').meta.hasRolesId).toBeUndefined();
    expect(byPath('/izin/:token')).toMatchObject({ name: 'izin.show', meta: { menu: false } });
  });
});
