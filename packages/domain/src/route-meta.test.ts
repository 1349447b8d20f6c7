import { canAccessRoute, type RouteMeta } from './route-meta';
import { allows, POLICY, type Policy } from './policies';
import { ROLE } from './roles';

const pegawai = { rolesId: [ROLE.PEGAWAI], jabatanId: 7 };
const terbatas = { rolesId: [ROLE.PEGAWAI, ROLE.AKSES_TERBATAS], jabatanId: 7 };
const hr = { rolesId: [ROLE.PEGAWAI, ROLE.ADMIN_SDM], jabatanId: null };
const rule = (r: Omit<Policy, 'name'>): Policy => ({ name: 'test', ...r });

describe('allows (the one predicate of pages, menu and API)', () => {
  it('allows a rule without conditions to anyone, even without roles', () => {
    expect(allows({}, { rolesId: [] })).toBe(true);
    expect(allows({ hasRolesId: [], doesntHaveRolesId: [], hasJabatanId: [] }, { rolesId: [] })).toBe(true);
  });

  it('needs at least one of hasRolesId', () => {
    const p = rule({ hasRolesId: [57, 61, 62] });
    expect(allows(p, pegawai)).toBe(false);
    expect(allows(p, hr)).toBe(true);
  });

  it('rejects anyone having one of doesntHaveRolesId, even when the having rule passes', () => {
    expect(allows(POLICY.employeeUnrestricted, pegawai)).toBe(true);
    expect(allows(POLICY.employeeUnrestricted, terbatas)).toBe(false);
    expect(allows(POLICY.servicesUnrestricted, { rolesId: [52] })).toBe(false);
  });

  it('applies the position rule: the jabatan must be listed, and a missing jabatan fails', () => {
    const p = rule({ hasJabatanId: [7, 9] });
    expect(allows(p, pegawai)).toBe(true);
    expect(allows(p, { rolesId: [10], jabatanId: 8 })).toBe(false);
    expect(allows(p, hr)).toBe(false);
    expect(allows(p, { rolesId: [10] })).toBe(false);
  });

  it('requires all three rules to pass together', () => {
    const p = rule({ hasRolesId: [57], doesntHaveRolesId: [8], hasJabatanId: [7] });
    expect(allows(p, { rolesId: [57], jabatanId: 7 })).toBe(true);
    expect(allows(p, { rolesId: [57, 8], jabatanId: 7 })).toBe(false);
    expect(allows(p, { rolesId: [10], jabatanId: 7 })).toBe(false);
    expect(allows(p, { rolesId: [57], jabatanId: 1 })).toBe(false);
  });
});

describe('canAccessRoute', () => {
  it('lets any signed-in user open a page without a policy', () => {
    expect(canAccessRoute({}, { rolesId: [] })).toBe(true);
  });

  it("decides with the page's policy", () => {
    const meta: RouteMeta = { title: 'Pegawai', policy: POLICY.hrAdmin };
    expect(canAccessRoute(meta, pegawai)).toBe(false);
    expect(canAccessRoute(meta, hr)).toBe(true);
  });
});

describe('POLICY', () => {
  it('names every policy by its key and freezes it', () => {
    for (const [key, policy] of Object.entries(POLICY)) {
      expect(policy.name).toBe(key);
      expect(Object.isFrozen(policy)).toBe(true);
    }
  });

  it("keeps the spec's role rules (section 2) for a sample of pages", () => {
    expect(POLICY.exportAttendance.hasRolesId).toEqual([1, 59, 9, 4, 57]);
    expect(POLICY.requestLeave).toMatchObject({ doesntHaveRolesId: [8, 52] });
    expect(POLICY.requestLeave.hasRolesId).toBeUndefined();
    expect(POLICY.readCv).toMatchObject({ doesntHaveRolesId: [8] });
    expect(POLICY.manageUsers.hasRolesId).toEqual([1, 66]);
    expect(POLICY.useAiAssistant.hasRolesId).toEqual([9, 64, 57]);
  });
});
