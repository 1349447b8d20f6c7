import { POLICY } from './policies';
import type { PortalRoute } from './route-meta';
import { checkRouteTable } from './route-table-checks';

const ok: PortalRoute[] = [
  { path: '/absen', name: 'absen.index', meta: { title: 'Rekap Absensi', menu: { group: 'Absensi & Cuti' } } },
  { path: '/absen/delete/request/:id', name: 'absen.deleteRequest.show', meta: { title: 'Detail', menu: false } },
  { path: '/pegawai/izin/:token', name: 'pegawai.izin.show', meta: { title: 'Detail Izin' } },
  {
    path: '/pegawai/izin/calendar',
    name: 'pegawai.izin.calendar',
    meta: { title: 'Kalender Cuti', policy: POLICY.employee },
  },
];

describe('checkRouteTable', () => {
  it('accepts a sound table', () => {
    expect(checkRouteTable(ok, 'mf_absen')).toEqual([]);
  });

  it('reports duplicate names', () => {
    const routes = [...ok, { path: '/absen/libur', name: 'absen.index', meta: { title: 'Hari Libur' } }];
    expect(checkRouteTable(routes, 'mf_absen')).toEqual(["duplicate name 'absen.index'"]);
  });

  it('reports duplicate paths, whatever the parameter names, case or optional segments', () => {
    const routes: PortalRoute[] = [
      ...ok,
      { path: '/Absen', name: 'a', meta: { title: 'A' } },
      { path: '/absen/delete/request/:token', name: 'b', meta: { title: 'B' } },
      { path: '/absen/libur/:id?', name: 'c', meta: { title: 'C' } },
      { path: '/absen/libur', name: 'd', meta: { title: 'D' } },
    ];
    expect(checkRouteTable(routes, 'mf_absen')).toEqual([
      "duplicate path '/Absen' (matches the same URLs as '/absen')",
      "duplicate path '/absen/delete/request/:token' (matches the same URLs as '/absen/delete/request/:id')",
      "duplicate path '/absen/libur' (matches the same URLs as '/absen/libur/:id?')",
    ]);
  });

  it('reports paths owned by another bundle or by nobody', () => {
    const routes: PortalRoute[] = [
      { path: '/pegawai/sanksi', name: 'x', meta: { title: 'X' } },
      { path: '/tidak-ada', name: 'y', meta: { title: 'Y' } },
    ];
    expect(checkRouteTable(routes, 'mf_absen')).toEqual([
      "'/pegawai/sanksi': outside the prefixes of mf_absen (owned by mf_pegawai)",
      "'/tidak-ada': outside the prefixes of mf_absen (owned by nobody)",
    ]);
  });

  it("reports a path that does not start with '/'", () => {
    const routes: PortalRoute[] = [{ path: 'absen/libur', name: 'absen.libur', meta: { title: 'Hari Libur' } }];
    expect(checkRouteTable(routes, 'mf_absen')).toEqual(["'absen/libur': path does not start with '/'"]);
  });

  it('reports a missing title, a menu entry without group, a missing name and a rule that is not a named policy', () => {
    const routes = [
      { path: '/absen/a', name: 'absen.a', meta: { title: '  ' } },
      { path: '/absen/b', name: 'absen.b', meta: { title: 'B', menu: { group: '' } } },
      { path: '/absen/c', name: '', meta: { title: 'C', policy: { name: 'adHoc', hasRolesId: [] } } },
    ] as PortalRoute[];
    expect(checkRouteTable(routes, 'mf_absen')).toEqual([
      "'/absen/a': title missing",
      "'/absen/b': menu entry without group",
      "'/absen/c': name missing",
      "'/absen/c': empty hasRolesId in policy adHoc",
      "'/absen/c': policy 'adHoc' is not one of POLICY",
    ]);
  });

  it('reports an unknown owner', () => {
    expect(checkRouteTable([], 'mf_nope')).toEqual(["unknown owner 'mf_nope'"]);
  });
});
