/**
 * An employee's family status (spec /sdm/pegawai/x/family_status): married or not and how many
 * children they support, as the 'kawin' code payroll and tax forms use (TK/0, K/0 … K/3: at most
 * three dependants count). Derived from the CV's family records, so there is one truth to edit.
 */

export const FAMILY_STATUS = {
  tanggungan: 'Tanggungan',
  bukanTanggungan: 'Bukan Tanggungan',
  meninggal: 'Meninggal',
} as const;
const SPOUSES = ['Suami', 'Istri'];
const CHILD = 'Anak';
/** Dependants beyond three do not change the code. */
export const MAX_COUNTED_DEPENDANTS = 3;

export interface FamilyMemberStatus {
  hubungan: string;
  /** A name of the 'family_status' list, or null when nobody has said yet. */
  status: string | null;
}

export interface FamilyStatusSummary {
  /** 'K/2': K married, TK not; the number of dependent children, at most 3. */
  kawin: string;
  menikah: boolean;
  /** Children marked Tanggungan (all of them, also beyond three). */
  tanggungan: number;
  /** Children whose status is still empty: the code may be too low until someone fills it in. */
  belum_diisi: number;
}

export function familyStatusOf(members: readonly FamilyMemberStatus[]): FamilyStatusSummary {
  const menikah = members.some((m) => SPOUSES.includes(m.hubungan) && m.status !== FAMILY_STATUS.meninggal);
  const children = members.filter((m) => m.hubungan === CHILD);
  const tanggungan = children.filter((m) => m.status === FAMILY_STATUS.tanggungan).length;
  const belum_diisi = children.filter((m) => m.status === null).length;
  return {
    kawin: `${menikah ? 'K' : 'TK'}/${Math.min(tanggungan, MAX_COUNTED_DEPENDANTS)}`,
    menikah,
    tanggungan,
    belum_diisi,
  };
}
