/**
 * The list events of GET /api/sdm/pegawai (spec section 7): options, multiple, kantor_absen, umur,
 * hirarki, rules, and GET /api/sdm/pegawai/link/kantor/{id}. Picker-shaped answers carry only
 * id, nama, npp, jabatan and kantor (PegawaiOption).
 */
import {
  PEGAWAI_SELECTOR_LIMITS,
  type PegawaiHirarkiAnswer,
  type PegawaiKantorAbsenQuery,
  type PegawaiOfficeQuery,
  type PegawaiOptionPage,
  type PegawaiOptionsAnswer,
  type PegawaiRules,
  type PegawaiUmurAnswer,
  type PegawaiUmurItem,
  type PegawaiUmurQuery,
} from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { MAX_PER_PAGE, toPaged } from '../../platform/paging.js';
import { NPP_PLACEHOLDER } from './pegawai-export.service.js';
import { findPegawaiHierarchy } from './pegawai-hierarchy.repo.js';
import * as repo from './pegawai-options.repo.js';
import { RETIREMENT_AGE } from './pegawai-retirement.js';
import { pegawaiUmur, type PegawaiUmurDbRow } from './pegawai-umur.repo.js';

const LIMITS = PEGAWAI_SELECTOR_LIMITS;

export const PEGAWAI_SELECTOR_MESSAGES = {
  kantorNotFound: 'Kantor tidak ditemukan',
  pegawaiNotFound: 'Pegawai tidak ditemukan',
  notKantorAbsen: 'Kantor ini bukan kantor absen',
  umurRange: 'Umur minimal tidak boleh lebih besar dari umur maksimal',
} as const;

/** Spec section 5: what the pickers and forms use (documented so the client need not guess). */
export const PEGAWAI_RULES: PegawaiRules = {
  npp: { pattern: '^[0-9]{8}$', length: 8, placeholder: NPP_PLACEHOLDER },
  nama: { max_length: 255 },
  search: { min_length: 4, max_length: 100, debounce_ms: 1000 },
  options: { default_limit: LIMITS.optionsDefault, max_limit: LIMITS.optionsMax },
  per_page: { default: 10, max: MAX_PER_PAGE },
  retirement_age: RETIREMENT_AGE,
  umur: { min: 0, max: LIMITS.umurMax },
  pensiun_bulan: { max: LIMITS.pensiunBulanMax },
};

function toUmurItem(r: PegawaiUmurDbRow): PegawaiUmurItem {
  return {
    ...repo.toPegawaiOption(r),
    tanggal_lahir: r.tanggal_lahir,
    umur: r.umur,
    tanggal_pensiun: r.tanggal_pensiun,
    lewat_pensiun: r.lewat_pensiun,
    pangkat:
      r.pangkat_nama === null
        ? null
        : { nama: r.pangkat_nama, grade: r.grade ?? '', corporate_title: r.corporate_title ?? '' },
  };
}

/** event=options after its query schema, with both spellings of `ids` merged. */
export interface OptionsParams {
  search?: string;
  limit: number;
  kantor_id?: number;
  ids?: number[];
}

export type OfficeParams = PegawaiOfficeQuery | PegawaiKantorAbsenQuery;

export class PegawaiSelectorService {
  constructor(private readonly ctx: AppContext) {}

  async options(p: OptionsParams): Promise<PegawaiOptionsAnswer> {
    const rows = await repo.pegawaiOptions(this.ctx.db, {
      search: p.search?.trim() || undefined,
      limit: p.limit,
      kantorId: p.kantor_id,
      ids: p.ids,
    });
    return { data: rows.map(repo.toPegawaiOption) };
  }

  async multiple(ids: readonly number[]): Promise<PegawaiOptionsAnswer> {
    return { data: (await repo.pegawaiByIds(this.ctx.db, [...new Set(ids)])).map(repo.toPegawaiOption) };
  }

  /** Employees of an office (`link/kantor/{id}`), or of an attendance office with its payment points (`kantor_absen`). */
  async officeMembers(kantorId: number, p: OfficeParams, attendance: boolean): Promise<PegawaiOptionPage> {
    const kantor = await repo.findKantor(this.ctx.db, kantorId);
    if (!kantor) throw new HttpError(404, PEGAWAI_SELECTOR_MESSAGES.kantorNotFound);
    if (attendance && !kantor.is_kantor_absen)
      throw validationError({ kantor_id: [PEGAWAI_SELECTOR_MESSAGES.notKantorAbsen] });
    const query = { kantorId, withNonAttendanceChildren: attendance, search: p.search?.trim() || undefined };
    const rows = await repo.officeMembers(this.ctx.db, {
      ...query,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    // Past the last page no row carries the total: read it from the first row instead (rare).
    const total =
      rows[0]?.total ??
      (p.page > 1 ? ((await repo.officeMembers(this.ctx.db, { ...query, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return toPaged(rows.map(repo.toPegawaiOption), total, p.page, p.per_page);
  }

  async umur(p: PegawaiUmurQuery): Promise<PegawaiUmurAnswer> {
    if (p.umur_min !== undefined && p.umur_max !== undefined && p.umur_min > p.umur_max) {
      throw validationError({ umur_min: [PEGAWAI_SELECTOR_MESSAGES.umurRange] });
    }
    const filter = {
      search: p.search?.trim() || undefined,
      kantorId: p.kantor_id,
      umurMin: p.umur_min,
      umurMax: p.umur_max,
      pensiunBulan: p.pensiun_bulan,
      retirementAge: RETIREMENT_AGE,
    };
    const rows = await pegawaiUmur(this.ctx.db, { ...filter, limit: p.per_page, offset: (p.page - 1) * p.per_page });
    const total =
      rows[0]?.total ??
      (p.page > 1 ? ((await pegawaiUmur(this.ctx.db, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
    return toPaged(rows.map(toUmurItem), total, p.page, p.per_page);
  }

  async hirarki(pegawaiId: number): Promise<PegawaiHirarkiAnswer> {
    const answer = await findPegawaiHierarchy(this.ctx.db, pegawaiId);
    if (!answer) throw new HttpError(404, PEGAWAI_SELECTOR_MESSAGES.pegawaiNotFound);
    return answer;
  }

  /** The caller's own employee record (hirarki for ordinary employees), or null. */
  ownPegawaiId(userId: number): Promise<number | null> {
    return repo.pegawaiIdOfUser(this.ctx.db, userId);
  }
}
