import { canAccessRoute, type RouteMeta } from './route-meta';
import { ROLE } from './roles';

const pegawai = { rolesId: [ROLE.PEGAWAI], jabatanId: 7 };
const terbatas = { rolesId: [ROLE.PEGAWAI, ROLE.AKSES_TERBATAS], jabatanId: 7 };
const hr = { rolesId: [ROLE.PEGAWAI, ROLE.ADMIN_SDM], jabatanId: null };

describe('canAccessRoute', () => {
  it('allows a route without rules to anyone, even without roles', () => {
    expect(canAccessRoute({}, { rolesId: [] })).toBe(true);
    expect(canAccessRoute({ hasRolesId: [], doesntHaveRolesId: [], hasJabatanId: [] }, { rolesId: [] })).toBe(true);
  });

  it('needs at least one of hasRolesId', () => {
    const meta: RouteMeta = { title: 'Pegawai', hasRolesId: [57, 61, 62] };
    expect(canAccessRoute(meta, pegawai)).toBe(false);
    expect(canAccessRoute(meta, hr)).toBe(true);
  });

  it('rejects anyone having one of doesntHaveRolesId, even when the having rule passes', () => {
    const faq: RouteMeta = { title: 'FAQ', hasRolesId: [10], doesntHaveRolesId: [8] };
    expect(canAccessRoute(faq, pegawai)).toBe(true);
    expect(canAccessRoute(faq, terbatas)).toBe(false);
    expect(canAccessRoute({ doesntHaveRolesId: [8, 52] }, { rolesId: [52] })).toBe(false);
  });

  it('applies the position rule: the jabatan must be listed, and a missing jabatan fails', () => {
    const meta: RouteMeta = { title: 'x', hasJabatanId: [7, 9] };
    expect(canAccessRoute(meta, pegawai)).toBe(true);
    expect(canAccessRoute(meta, { rolesId: [10], jabatanId: 8 })).toBe(false);
    expect(canAccessRoute(meta, hr)).toBe(false);
    expect(canAccessRoute(meta, { rolesId: [10] })).toBe(false);
  });

  it('requires all three rules to pass together', () => {
    const meta: RouteMeta = { title: 'x', hasRolesId: [57], doesntHaveRolesId: [8], hasJabatanId: [7] };
    expect(canAccessRoute(meta, { rolesId: [57], jabatanId: 7 })).toBe(true);
    expect(canAccessRoute(meta, { rolesId: [57, 8], jabatanId: 7 })).toBe(false);
    expect(canAccessRoute(meta, { rolesId: [10], jabatanId: 7 })).toBe(false);
    expect(canAccessRoute(meta, { rolesId: [57], jabatanId: 1 })).toBe(false);
  });
});
