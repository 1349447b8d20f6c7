import { KANTOR_LEVELS_OFFERED, LEVELS_SHOWING_PARENT, kantorDisplayName, kantorDisplayNameWithParent } from './kantor';

describe('kantorDisplayName', () => {
  it('joins class name and name', () => {
    expect(kantorDisplayName({ nama: 'Bandung', class_name: 'KC' })).toBe('KC Bandung');
    expect(kantorDisplayName({ nama: 'Sudirman', kelas: { nama: 'Kantor Kas' } })).toBe('Kantor Kas Sudirman');
  });

  it('prefers class_name over kelas.nama', () => {
    expect(kantorDisplayName({ nama: 'Bandung', class_name: 'KC', kelas: { nama: 'Cabang' } })).toBe('KC Bandung');
  });

  it('shows the name once when class and name are identical, ignoring case and spaces', () => {
    expect(kantorDisplayName({ nama: 'Kantor Pusat', class_name: 'Kantor Pusat' })).toBe('Kantor Pusat');
    expect(kantorDisplayName({ nama: 'KANTOR PUSAT', class_name: 'kantor pusat ' })).toBe('KANTOR PUSAT');
  });

  it('copes with a missing class or name', () => {
    expect(kantorDisplayName({ nama: 'Bandung' })).toBe('Bandung');
    expect(kantorDisplayName({ nama: 'Bandung', class_name: null, kelas: null })).toBe('Bandung');
    expect(kantorDisplayName({ nama: '', class_name: 'KC' })).toBe('KC');
  });
});

describe('kantorDisplayNameWithParent', () => {
  const parent = { nama: 'Bandung', class_name: 'KC' };

  it('adds the parent for levels 5 to 9', () => {
    for (const level of LEVELS_SHOWING_PARENT) {
      expect(kantorDisplayNameWithParent({ nama: 'Sudirman', class_name: 'Kantor Kas', level_id: level, parent })).toBe(
        'Kantor Kas Sudirman (KC Bandung)',
      );
    }
  });

  it('reads kantor_level_id before level_id and parent_name when no parent object is given', () => {
    expect(
      kantorDisplayNameWithParent({
        nama: 'Dago',
        class_name: 'KCP',
        kantor_level_id: 5,
        level_id: 2,
        parent_name: 'KC Bandung',
      }),
    ).toBe('KCP Dago (KC Bandung)');
    expect(
      kantorDisplayNameWithParent({
        nama: 'Dago',
        class_name: 'KCP',
        kantor_level_id: 2,
        level_id: 5,
        parent_name: 'KC Bandung',
      }),
    ).toBe('KCP Dago');
  });

  it('omits the parent for levels 1 to 4, without a level, or without a parent', () => {
    for (const level of [1, 2, 3, 4]) {
      expect(kantorDisplayNameWithParent({ nama: 'Bandung', class_name: 'KC', level_id: level, parent })).toBe(
        'KC Bandung',
      );
    }
    expect(kantorDisplayNameWithParent({ nama: 'Bandung', class_name: 'KC', parent })).toBe('KC Bandung');
    expect(kantorDisplayNameWithParent({ nama: 'Sudirman', class_name: 'Kantor Kas', level_id: 9 })).toBe(
      'Kantor Kas Sudirman',
    );
  });

  it('lists the offered levels without level 4', () => {
    expect(KANTOR_LEVELS_OFFERED).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
    expect(LEVELS_SHOWING_PARENT).toEqual([5, 6, 7, 8, 9]);
  });
});
