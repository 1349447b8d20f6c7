/**
 * The registers' use cases: lists across the organisation (the route's policy already admitted the
 * caller to every row), one family member (its own employee for everyone without role 8, any
 * employee's for HR, like the CV), one achievement, and how many records use each master entry.
 */
import type {
  FamilyCountBy,
  FamilyRegisterAnswer,
  FamilyRegisterQuery,
  FamilyShowAnswer,
  PendidikanCountBy,
  PendidikanRegisterAnswer,
  PendidikanRegisterQuery,
  PrestasiRegisterAnswer,
  PrestasiRegisterQuery,
  PrestasiShowAnswer,
  RegisterCountAnswer,
} from '@portal/contracts';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as family from './family.repo.js';
import * as pendidikan from './pendidikan.repo.js';
import * as prestasi from './prestasi.repo.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';

export const REGISTER_MESSAGES = {
  familyNotFound: 'Data keluarga tidak ditemukan',
  prestasiNotFound: 'Data prestasi tidak ditemukan',
} as const;

const window = (q: { page: number; per_page: number }) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
const searchOf = (q: { search?: string }) => q.search?.trim() || undefined;

export class PegawaiRegistersService {
  constructor(private readonly ctx: AppContext) {}

  async listFamily(q: FamilyRegisterQuery): Promise<FamilyRegisterAnswer> {
    const { rows, total } = await family.listFamily(this.ctx.db, {
      search: searchOf(q),
      hubungan: q.hubungan,
      status: q.status,
      tahun: q.tahun,
      pegawai_id: q.pegawai_id,
      sort: listSort(q),
      ...window(q),
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  /**
   * HR (who may open any CV) sees every member; anyone else only those of their own employee. A
   * member of another employee answers 404 like a missing one, so ids cannot be probed.
   */
  async showFamily(auth: AuthContext, id: number): Promise<FamilyShowAnswer> {
    const row = await family.findFamily(this.ctx.db, id);
    if (!row) throw new HttpError(404, REGISTER_MESSAGES.familyNotFound);
    if (hasAccess(auth, POLICY.seeAnyCv)) return { data: row };
    if ((await pegawaiIdOfUser(this.ctx.db, auth.userId)) !== row.pegawai_id)
      throw new HttpError(404, REGISTER_MESSAGES.familyNotFound);
    return { data: row };
  }

  async countFamily(by: FamilyCountBy): Promise<RegisterCountAnswer> {
    return { data: await family.countFamilyBy(this.ctx.db, by) };
  }

  async listPendidikan(q: PendidikanRegisterQuery): Promise<PendidikanRegisterAnswer> {
    const { rows, total } = await pendidikan.listPendidikan(this.ctx.db, {
      search: searchOf(q),
      jenjang: q.jenjang,
      institusi: q.institusi,
      tahun: q.tahun,
      pegawai_id: q.pegawai_id,
      sort: listSort(q),
      ...window(q),
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  async countPendidikan(by: PendidikanCountBy): Promise<RegisterCountAnswer> {
    return { data: await pendidikan.countPendidikanBy(this.ctx.db, by) };
  }

  async listPrestasi(q: PrestasiRegisterQuery): Promise<PrestasiRegisterAnswer> {
    const { rows, total } = await prestasi.listPrestasi(this.ctx.db, {
      search: searchOf(q),
      nama: q.nama,
      tahun: q.tahun,
      pegawai_id: q.pegawai_id,
      sort: listSort(q),
      ...window(q),
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  async showPrestasi(id: number): Promise<PrestasiShowAnswer> {
    const row = await prestasi.findPrestasi(this.ctx.db, id);
    if (!row) throw new HttpError(404, REGISTER_MESSAGES.prestasiNotFound);
    return { data: row };
  }
}
