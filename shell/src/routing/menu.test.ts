import { buildMenu, type PortalRoute } from '@portal/domain';
import { shellRoutes } from './shell-routes';

// The spec's rows for /pegawai (57, 61, 62 — here as mf-pegawai declares the index) next to the shell's own table.
const remoteFixture: PortalRoute[] = [
  {
    path: '/pegawai',
    name: 'pegawai.index',
    meta: {
      title: 'Daftar Pegawai',
      policy: { name: 'fixture', hasRolesId: [57, 61, 62] },
      menu: { group: 'Kepegawaian' },
    },
  },
  {
    path: '/pegawai/show/:id?',
    name: 'pegawai.cv',
    meta: { title: 'CV Pegawai', policy: { name: 'fixture', doesntHaveRolesId: [8] }, menu: false },
  },
  { path: '/sppd/:id', name: 'sppd.show', meta: { title: 'Detail SPPD', menu: { group: 'Perjalanan Dinas' } } },
  {
    path: '/pegawai/skmd',
    name: 'pegawai.skmd.index',
    meta: {
      title: 'SKMD',
      policy: { name: 'fixture', hasRolesId: [10], doesntHaveRolesId: [8, 52] },
      menu: { group: 'Perjalanan Dinas', query: { page: 1, per_page: 10, is_myturn: true } },
    },
  },
  {
    path: '/absen/kantorTemporer',
    name: 'absen.kantorTemporer',
    meta: { title: 'Kantor Temporer', policy: { name: 'fixture', hasJabatanId: [7] }, menu: { group: 'Absensi' } },
  },
];
const table = [...shellRoutes, ...remoteFixture];

const hrefs = (groups: ReturnType<typeof buildMenu>) => groups.flatMap((group) => group.items.map((item) => item.href));

describe('buildMenu', () => {
  it('shows pegawai (roles [10]) the dashboard but no /pegawai entry', () => {
    const menu = hrefs(buildMenu(table, { rolesId: [10] }));
    expect(menu).toContain('/dashboard');
    expect(menu).toContain('/home');
    expect(menu).not.toContain('/pegawai');
    expect(menu).not.toContain('/user');
    expect(menu).not.toContain('/dev');
  });

  it('lists /pegawai for HR (57) and the admin pages for role 1', () => {
    expect(hrefs(buildMenu(table, { rolesId: [10, 57] }))).toContain('/pegawai');
    expect(hrefs(buildMenu(table, { rolesId: [1] }))).toEqual(
      expect.arrayContaining(['/user', '/user/roles', '/user/verification']),
    );
  });

  it('drops routes the not-having rule excludes (terbatas: roles 8 and 10 has no FAQ)', () => {
    const menu = hrefs(buildMenu(table, { rolesId: [8, 10] }));
    expect(menu).not.toContain('/faq');
    expect(menu).toContain('/dashboard');
    expect(hrefs(buildMenu(table, { rolesId: [10] }))).toContain('/faq');
  });

  it('applies the position rule', () => {
    expect(hrefs(buildMenu(table, { rolesId: [10], jabatanId: 3 }))).not.toContain('/absen/kantorTemporer');
    expect(hrefs(buildMenu(table, { rolesId: [10], jabatanId: 7 }))).toContain('/absen/kantorTemporer');
  });

  it('never lists detail routes with parameters or hidden routes, and keeps menu queries', () => {
    const menu = hrefs(buildMenu(table, { rolesId: [10, 57] }));
    expect(menu.some((href) => href.includes(':'))).toBe(false);
    expect(menu).not.toContain('/unauthorized');
    expect(menu).toContain('/pegawai/skmd?page=1&per_page=10&is_myturn=true');
  });

  it('groups entries in the order of their first route', () => {
    const groups = buildMenu(table, { rolesId: [10, 57] }).map((group) => group.group);
    const firstGroup = shellRoutes.flatMap((route) => (route.meta.menu ? [route.meta.menu.group] : []))[0];
    expect(groups[0]).toBe(firstGroup);
    expect(new Set(groups).size).toBe(groups.length);
  });
});
