/** The employee list (spec /pegawai index, role 57): paged, searchable, filterable, sortable rows. */
import type { PegawaiListAnswer, PegawaiListItem, PegawaiListQuery } from '@portal/contracts';
import type { AppContext } from '../../platform/context.js';
import { listSort, toPaged, totalOfPage } from '../../platform/paging.js';
import { NPP_PLACEHOLDER } from './pegawai-export.service.js';
import * as repo from './pegawai-list.repo.js';

/** The wire row is the contract's (@portal/contracts), shared with the browser. */
export type PegawaiListRow = PegawaiListItem;

export type PegawaiListParams = PegawaiListQuery;

function toRow(r: repo.PegawaiListDbRow): PegawaiListRow {
  return {
    id: r.id,
    nama: r.nama,
    npp: r.npp === NPP_PLACEHOLDER ? null : r.npp,
    tanggal_lahir: r.tanggal_lahir,
    jenis_kelamin: r.jenis_kelamin,
    jabatan: r.jabatan_id === null || r.jabatan_nama === null ? null : { id: r.jabatan_id, nama: r.jabatan_nama },
    kantor: r.kantor_id === null || r.kantor_nama === null ? null : { id: r.kantor_id, nama: r.kantor_nama },
    pangkat:
      r.pangkat_nama === null
        ? null
        : { nama: r.pangkat_nama, grade: r.grade ?? '', corporate_title: r.corporate_title ?? '' },
    photo: r.photo || null,
  };
}

export class PegawaiListService {
  constructor(private readonly ctx: AppContext) {}

  async list(p: PegawaiListParams): Promise<PegawaiListAnswer> {
    const filters = { search: p.search?.trim() || undefined, kantorId: p.kantor_id, jabatanId: p.jabatan_id };
    const sort = listSort(p);
    const rows = await repo.listPegawai(this.ctx.db, {
      ...filters,
      sort,
      limit: p.per_page,
      offset: (p.page - 1) * p.per_page,
    });
    // Past the last page the total has no row to ride on; count separately (rare).
    const total = await totalOfPage(rows, p.page, () => repo.countPegawaiList(this.ctx.db, filters));
    return toPaged(rows.map(toRow), total, p.page, p.per_page);
  }
}
