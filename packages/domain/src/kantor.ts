/** Office (kantor) naming rules of spec sections 3, 6 and 9. */

/** Levels offered in office pickers (level 4 is never offered). */
export const KANTOR_LEVELS_OFFERED: readonly number[] = [1, 2, 3, 5, 6, 7, 8, 9];
/** Small offices (levels 5 to 9) are ambiguous by name alone, so their parent office is shown too. */
export const LEVELS_SHOWING_PARENT: readonly number[] = [5, 6, 7, 8, 9];

export interface KantorNameParts {
  nama: string;
  class_name?: string | null;
  kelas?: { nama?: string | null } | null;
}

export interface KantorWithParent extends KantorNameParts {
  level_id?: number | null;
  kantor_level_id?: number | null;
  parent_name?: string | null;
  parent?: KantorNameParts | null;
}

/** Class name + ' ' + name ('KC' + 'Bandung' → 'KC Bandung'), just the name when both read the same. */
export function kantorDisplayName(kantor: KantorNameParts): string {
  const nama = (kantor.nama ?? '').trim();
  const className = (kantor.class_name ?? kantor.kelas?.nama ?? '').trim();
  if (!className || className.toLowerCase() === nama.toLowerCase()) return nama;
  if (!nama) return className;
  return `${className} ${nama}`;
}

export function kantorLevel(kantor: Pick<KantorWithParent, 'level_id' | 'kantor_level_id'>): number | null {
  return kantor.kantor_level_id ?? kantor.level_id ?? null;
}

/** 'Kantor Kas Sudirman (KC Bandung)' for levels 5 to 9 with a known parent, else the display name. */
export function kantorDisplayNameWithParent(kantor: KantorWithParent): string {
  const name = kantorDisplayName(kantor);
  const level = kantorLevel(kantor);
  if (level == null || !LEVELS_SHOWING_PARENT.includes(level)) return name;
  const parentName = (kantor.parent ? kantorDisplayName(kantor.parent) : (kantor.parent_name ?? '')).trim();
  return parentName ? `${name} (${parentName})` : name;
}
