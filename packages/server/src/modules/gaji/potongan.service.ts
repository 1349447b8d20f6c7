/**
 * Deductions' use cases (both kinds): who sees which rows, the deadline rule, hapus, and the
 * answers' shapes. Scoping: callers with POLICY.manageSalaryDeductions or exportSalaryDeductions see
 * every office allowing deductions (filters kantor_id, search); everyone else only their own rows,
 * whatever they ask for.
 */
import type {
  BatasUpload,
  BatasUploadInput,
  BatasUploadMutation,
  BelumUploadAnswer,
  DeductionErrorAnswer,
  DeductionHapusAnswer,
  DeductionHapusInput,
  DeductionJenis,
  DeductionKantorAnswer,
  DeductionKantorQuery,
  DeductionKind,
  DeductionLaporanAnswer,
  DeductionLaporanQuery,
  DeductionListAnswer,
  DeductionListQuery,
  DeductionOfficeMonthQuery,
  DeductionPivotAnswer,
  DeductionPivotQuery,
  DeductionUploadListAnswer,
  DeductionUploadListQuery,
  DeductionUploadRow,
  GajiPegawaiRef,
  ImportRowError,
  OwnDeductionAnswer,
  OwnDeductionMonth,
} from '@portal/contracts';
import { GAJI_MESSAGES } from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { MONTHS, POLICY, formatDate, portalNow } from '../../platform/domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, listSort, toPaged } from '../../platform/paging.js';
import { NO_PEGAWAI_MESSAGE, pegawaiIdOf } from '../absen-reports/public.js';
import * as repo from './potongan.repo.js';

export const POTONGAN_MESSAGES = {
  kantorNotAllowed: 'Kantor tidak ditemukan atau tidak diizinkan potongan gaji',
  batasLewat: (kind: DeductionKind, tahun: number, bulan: number, tanggal: string) =>
    `Batas upload potongan ${kind === 'gaji' ? 'gaji' : 'service'} bulan ${MONTHS[bulan]} ${tahun} adalah ${formatDate(tanggal)} dan sudah lewat; data bulan tersebut tidak dapat diubah`,
  tanggalInvalid: 'Tanggal tidak valid',
  tanggalMonth: 'Tanggal batas upload harus dalam bulan tersebut atau setelahnya',
  nothingToDelete: 'Tidak ada potongan kantor dan bulan tersebut',
} as const;

/** A list's `search` as an ILIKE pattern; none when blank. */
export function searchPattern(search: string | undefined): string | undefined {
  return search?.trim() ? containsPattern(search.trim()) : undefined;
}

/** This year in the portal's zone (Asia/Jakarta): the default `tahun` of the yearly views. */
export function thisYear(): number {
  return portalNow().year;
}

/** Whether the caller sees every office's rows (otherwise only their own). */
export function isDeductionAdmin(auth: AuthContext): boolean {
  return hasAccess(auth, POLICY.seeAllSalaryDeductions);
}

export function pegawaiRef(r: {
  pegawai_id: number;
  nama?: string;
  pegawai_nama?: string;
  npp: string;
  kantor_id?: number | null;
  kantor_nama?: string | null;
}): GajiPegawaiRef {
  return {
    id: r.pegawai_id,
    nama: r.pegawai_nama ?? r.nama ?? '',
    npp: r.npp === '00000000' ? null : r.npp,
    kantor: r.kantor_id == null || r.kantor_nama == null ? null : { id: r.kantor_id, nama: r.kantor_nama },
  };
}

function jenisOf(r: { jenis_id: number; jenis_kode: string; jenis_nama: string }, kind: DeductionKind): DeductionJenis {
  return { id: r.jenis_id, kind, kode: r.jenis_kode, nama: r.jenis_nama };
}

function batasView(kind: DeductionKind, tahun: number, bulan: number, b: repo.BatasDbRow): BatasUpload {
  return {
    kind,
    tahun,
    bulan,
    tanggal: b.tanggal,
    is_default: b.is_default,
    is_lewat: b.is_lewat,
    updated_at: b.updated_at ? b.updated_at.toISOString() : null,
  };
}

function uploadView(r: repo.UploadDbRow): DeductionUploadRow {
  return {
    id: r.id,
    kind: r.kind,
    tahun: r.tahun,
    bulan: r.bulan,
    kantor: { id: r.kantor_id, nama: r.kantor_nama },
    status: r.status,
    row_count: r.row_count,
    total: r.total,
    error_count: r.error_count,
    job_id: r.job_id,
    user: r.user_name,
    created_at: r.created_at.toISOString(),
    finished_at: r.finished_at ? r.finished_at.toISOString() : null,
  };
}

export class PotonganService {
  constructor(private readonly ctx: AppContext) {}

  /** The caller's own pegawai id (403 for an account without one). */
  async ownPegawaiId(auth: AuthContext): Promise<number> {
    const own = await pegawaiIdOf(this.ctx.db, auth.userId);
    if (own === null) throw new HttpError(403, NO_PEGAWAI_MESSAGE);
    return own;
  }

  async list(auth: AuthContext, kind: DeductionKind, q: DeductionListQuery): Promise<DeductionListAnswer> {
    const base = { kind, tahun: q.tahun, bulan: q.bulan, jenisId: q.jenis_id };
    const scope: repo.DeductionScope = isDeductionAdmin(auth)
      ? { ...base, kantorId: q.kantor_id, search: searchPattern(q.search) }
      : { ...base, pegawaiId: await this.ownPegawaiId(auth) };
    const { rows, total, totalJumlah } = await repo.listDeductions(this.ctx.db, scope, {
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
      sort: listSort(q),
    });
    const data = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      tahun: r.tahun,
      bulan: r.bulan,
      pegawai: pegawaiRef({ ...r, kantor_id: r.pegawai_kantor_id, kantor_nama: r.pegawai_kantor_nama }),
      kantor: { id: r.kantor_id, nama: r.kantor_nama },
      jenis: jenisOf(r, r.kind),
      jumlah: r.jumlah,
      keterangan: r.keterangan,
      upload_id: r.upload_id,
      created_at: r.created_at.toISOString(),
    }));
    return { ...toPaged(data, total, q.page, q.per_page), total_jumlah: totalJumlah };
  }

  /** The offices taking part, for the admins' pickers (the route admits POLICY.seeAllSalaryDeductions). */
  async kantor(q: DeductionKantorQuery): Promise<DeductionKantorAnswer> {
    return { data: await repo.listAllowedKantor(this.ctx.db, searchPattern(q.search)) };
  }

  async jenis(kind: DeductionKind): Promise<DeductionJenis[]> {
    return repo.listJenis(this.ctx.db, kind);
  }

  async batas(kind: DeductionKind, tahun: number, bulan: number, db: Db = this.ctx.db): Promise<BatasUpload> {
    return batasView(kind, tahun, bulan, await repo.batasOf(db, kind, tahun, bulan));
  }

  /** Refuses (422, naming the deadline) a change to a month whose deadline has passed. */
  async assertOpen(kind: DeductionKind, tahun: number, bulan: number, db: Db = this.ctx.db): Promise<void> {
    const b = await repo.batasOf(db, kind, tahun, bulan);
    if (b.is_lewat) {
      const message = POTONGAN_MESSAGES.batasLewat(kind, tahun, bulan, b.tanggal);
      throw validationError({ batas_upload: [message] }, message);
    }
  }

  async assertKantor(kantorId: number): Promise<{ id: number; nama: string }> {
    const kantor = await repo.allowedKantor(this.ctx.db, kantorId);
    if (!kantor) throw validationError({ kantor_id: [POTONGAN_MESSAGES.kantorNotAllowed] });
    return kantor;
  }

  async setBatas(
    kind: DeductionKind,
    input: BatasUploadInput,
    actor: Actor & { userId: number },
  ): Promise<BatasUploadMutation> {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.tanggal);
    const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!m || !date || date.getUTCDate() !== Number(m[3]) || date.getUTCMonth() !== Number(m[2]) - 1)
      throw validationError({ tanggal: [POTONGAN_MESSAGES.tanggalInvalid] });
    // A deadline before the month itself would close a month that has not started.
    if (input.tanggal < `${input.tahun}-${String(input.bulan).padStart(2, '0')}-01`)
      throw validationError({ tanggal: [POTONGAN_MESSAGES.tanggalMonth] });
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.batasOf(trx, kind, input.tahun, input.bulan);
      await repo.saveBatas(trx, { kind, ...input, userId: actor.userId });
      await recordAudit(trx, {
        ...actor,
        entity: 'gaji_batas_upload',
        entityId: `${kind}:${input.tahun}-${input.bulan}`,
        before: before.is_default ? null : { tanggal: before.tanggal },
        after: { tanggal: input.tanggal },
      });
      return { message: GAJI_MESSAGES.tanggalUpdated, data: await this.batas(kind, input.tahun, input.bulan, trx) };
    });
  }

  async uploads(kind: DeductionKind, q: DeductionUploadListQuery): Promise<DeductionUploadListAnswer> {
    const { rows, total } = await repo.listUploads(
      this.ctx.db,
      { kind, tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id, status: q.status },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page },
    );
    return toPaged(rows.map(uploadView), total, q.page, q.per_page);
  }

  async lastError(kind: DeductionKind, q: DeductionOfficeMonthQuery): Promise<DeductionErrorAnswer> {
    const r = await repo.lastFailedUpload(this.ctx.db, { kind, tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id });
    if (!r) return { data: null };
    return {
      data: {
        upload_id: r.id,
        kantor: { id: r.kantor_id, nama: r.kantor_nama },
        tahun: r.tahun,
        bulan: r.bulan,
        created_at: r.created_at.toISOString(),
        error_count: r.error_count,
        errors: Array.isArray(r.errors) ? (r.errors as ImportRowError[]) : [],
      },
    };
  }

  async pivot(kind: DeductionKind, q: DeductionPivotQuery): Promise<DeductionPivotAnswer> {
    const scope: repo.DeductionScope = {
      kind,
      tahun: q.tahun,
      bulan: q.bulan,
      kantorId: q.kantor_id,
      search: searchPattern(q.search),
    };
    const [jenis, p] = await Promise.all([
      repo.listJenis(this.ctx.db, kind),
      repo.pivot(this.ctx.db, scope, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    ]);
    const data = p.rows.map((r) => ({ pegawai: pegawaiRef(r), jumlah: r.jumlah, total: r.total }));
    return {
      ...toPaged(data, p.total, q.page, q.per_page),
      jenis,
      total_per_jenis: p.perJenis,
      total_jumlah: p.grandTotal,
    };
  }

  async laporan(kind: DeductionKind, q: DeductionLaporanQuery): Promise<DeductionLaporanAnswer> {
    const { rows, total } = await repo.laporan(this.ctx.db, {
      kind,
      tahun: q.tahun,
      bulan: q.bulan,
      kantorId: q.kantor_id,
    });
    return {
      data: rows.map((r) => ({
        kantor: { id: r.kantor_id, nama: r.kantor_nama },
        jenis: jenisOf(r, kind),
        pegawai_count: r.pegawai_count,
        total: r.total,
      })),
      total,
    };
  }

  async belumUpload(kind: DeductionKind, q: DeductionLaporanQuery): Promise<BelumUploadAnswer> {
    const [rows, batas] = await Promise.all([
      repo.belumUpload(this.ctx.db, { kind, tahun: q.tahun, bulan: q.bulan, kantorId: q.kantor_id }),
      this.batas(kind, q.tahun, q.bulan),
    ]);
    return {
      data: rows.map((r) => ({
        kantor: { id: r.id, nama: r.nama },
        pegawai_count: r.pegawai_count,
        last_status: r.last_status,
      })),
      batas,
    };
  }

  async own(auth: AuthContext, kind: DeductionKind, tahun: number): Promise<OwnDeductionAnswer> {
    const pegawaiId = await this.ownPegawaiId(auth);
    const [p, rows] = await Promise.all([
      this.ctx.db
        .selectFrom('pegawai as p')
        .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
        .select(['p.id as pegawai_id', 'p.nama', 'p.npp', 'p.kantor_id', 'k.nama as kantor_nama'])
        .where('p.id', '=', pegawaiId)
        .executeTakeFirstOrThrow(),
      repo.ownDeductions(this.ctx.db, kind, pegawaiId, tahun),
    ]);
    const months: OwnDeductionMonth[] = [];
    for (const r of rows) {
      let month = months[months.length - 1];
      if (!month || month.bulan !== r.bulan) {
        month = { tahun: r.tahun, bulan: r.bulan, total: r.month_total, items: [] };
        months.push(month);
      }
      month.items.push({
        jenis: jenisOf(r, kind),
        jumlah: r.jumlah,
        keterangan: r.keterangan,
        kantor: { id: r.kantor_id, nama: r.kantor_nama },
      });
    }
    return { pegawai: pegawaiRef(p), data: months, total: rows[0]?.year_total ?? '0.00' };
  }

  async hapus(
    kind: DeductionKind,
    input: DeductionHapusInput,
    actor: Actor & { userId: number },
  ): Promise<DeductionHapusAnswer> {
    await this.assertKantor(input.kantor_id);
    return this.ctx.db.transaction().execute(async (trx) => {
      await this.assertOpen(kind, input.tahun, input.bulan, trx);
      const s = { kind, tahun: input.tahun, bulan: input.bulan, kantorId: input.kantor_id };
      const { deleted, total } = await repo.deleteOfficeMonth(trx, s);
      if (deleted === 0) throw new HttpError(404, POTONGAN_MESSAGES.nothingToDelete);
      await recordAudit(trx, {
        ...actor,
        entity: 'gaji_potongan',
        entityId: `${kind}:${input.kantor_id}:${input.tahun}-${input.bulan}`,
        before: { rows: deleted, total },
        after: null,
      });
      return { message: GAJI_MESSAGES.deleted, data: { deleted } };
    });
  }
}
