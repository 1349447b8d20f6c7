import { ALL_ROLE_IDS, ROLE, ROLE_NAMES, roleName } from './roles';

const SPEC_ROLE_IDS = [1, 3, 4, 7, 8, 9, 10, 12, 13, 14, 15, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66];

describe('roles', () => {
  it('defines exactly the role ids of spec section 6, each once', () => {
    expect(ALL_ROLE_IDS).toEqual(SPEC_ROLE_IDS);
    expect(new Set(Object.values(ROLE)).size).toBe(SPEC_ROLE_IDS.length);
  });

  it('names every role, with the meanings the spec hints at', () => {
    for (const id of SPEC_ROLE_IDS) expect(ROLE_NAMES[id]).toMatch(/\S/);
    expect(
      Object.keys(ROLE_NAMES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(SPEC_ROLE_IDS);
    expect(ROLE_NAMES[57]).toBe('Admin SDM');
    expect(ROLE_NAMES[62]).toBe('Admin Sanksi');
    expect(ROLE_NAMES[63]).toBe('Admin Pengembangan');
    expect(ROLE_NAMES[10]).toBe('Pegawai');
    expect(ROLE_NAMES[8]).toMatch(/^Akses Terbatas/);
    expect(ROLE_NAMES[52]).toMatch(/^Akses Terbatas/);
    expect(ROLE_NAMES[61]).toBe('Admin Diklat');
    expect(ROLE_NAMES[4]).toBe('Admin Umum');
    expect(ROLE_NAMES[1]).toBe('Super Admin');
    expect(ROLE_NAMES[66]).toBe('Admin User');
  });

  it('keeps role names unique so pickers can tell them apart', () => {
    const names = Object.values(ROLE_NAMES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('falls back to a generic label for an unknown id', () => {
    expect(roleName(57)).toBe('Admin SDM');
    expect(roleName(99)).toBe('Role 99');
  });
});
