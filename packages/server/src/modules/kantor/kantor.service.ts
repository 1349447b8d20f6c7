/** Office lists for every signed-in user: paged table rows, select options, one office, levels, classes. */
import type { KantorListAnswer, KantorOptionsAnswer, KantorRow, KantorShowAnswer } from '@portal/contracts';
import { KANTOR_LEVELS_OFFERED, kantorDisplayNameWithParent } from '../../platform/domain.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError } from '../../platform/errors.js';
import { listSort, toPaged, totalOfPage } from '../../platform/paging.js';
import * as repo from './kantor.repo.js';

export const KANTOR_NOT_FOUND = 'Kantor tidak ditemukan';

export interface KantorListParams {
  page: number;
  per_page: number;
  search?: string;
  sortby?: repo.KantorSortColumn;
  sortbydesc?: repo.KantorSortColumn;
  levels?: number[];
  kelas_id?: number;
  parent_id?: number;
}

export function toRow(r: repo.KantorDbRow): KantorRow {
  return {
    id: r.id,
    nama: r.nama,
    kode: r.kode,
    kelas: r.class_name === null ? null : { nama: r.class_name },
    class_name: r.class_name,
    kantor_level_id: r.kantor_level_id,
    level_id: r.kantor_level_id,
    parent_id: r.parent_id,
    parent_name: r.parent_name,
    kantor_induk: r.kantor_induk_nama === null ? null : { nama: r.kantor_induk_nama },
    is_kantor_absen: r.is_kantor_absen,
    is_kantor_induk: r.is_kantor_induk,
    is_allow_absence: r.is_allow_absence,
    is_allow_salary_deduction: r.is_allow_salary_deduction,
    is_link_issuer: r.is_link_issuer,
    is_parent: r.is_parent,
    latitude: r.latitude,
    longitude: r.longitude,
    display_name: kantorDisplayNameWithParent({
      nama: r.nama,
      class_name: r.class_name,
      kantor_level_id: r.kantor_level_id,
      parent: r.parent_name === null ? null : { nama: r.parent_name, class_name: r.parent_class_name },
    }),
  };
}

export class KantorService {
  constructor(private readonly ctx: AppContext) {}

  async list(p: KantorListParams): Promise<KantorListAnswer> {
    const filters = {
      search: p.search?.trim() || undefined,
      levels: p.levels,
      kelasId: p.kelas_id,
      parentId: p.parent_id,
    };
    const sort = listSort(p);
    const rows = await repo.listKantor(this.ctx.db, {
      ...filters,
      sort,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    // Past the last page the window count has no row to ride on; count separately (rare).
    const total = await totalOfPage(rows, p.page, () => repo.countKantor(this.ctx.db, filters));
    return toPaged(rows.map(toRow), total, p.page, p.per_page);
  }

  /** Offices offered in pickers: only the levels of spec section 9, whatever else was asked for. */
  async options(p: { search?: string; levels?: number[] }): Promise<KantorOptionsAnswer> {
    const levels = p.levels?.length
      ? p.levels.filter((l) => KANTOR_LEVELS_OFFERED.includes(l))
      : [...KANTOR_LEVELS_OFFERED];
    if (levels.length === 0) return { data: [] };
    return { data: await repo.listKantorOptions(this.ctx.db, { search: p.search?.trim() || undefined, levels }) };
  }

  async show(id: number): Promise<KantorShowAnswer> {
    const row = await repo.findKantor(this.ctx.db, id);
    if (!row) throw new HttpError(404, KANTOR_NOT_FOUND);
    return { data: toRow(row) };
  }

  async levels(): Promise<KantorOptionsAnswer> {
    return { data: await repo.listLevels(this.ctx.db) };
  }

  async kelas(): Promise<KantorOptionsAnswer> {
    return { data: await repo.listKelas(this.ctx.db) };
  }
}
