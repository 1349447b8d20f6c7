/**
 * Attendance reports: the monthly report (rincian per day + totals), akumulasi (totals over a
 * period), doubles and their cleanup, the deleted rows and their restore. Scoping (ADR 0017): roles
 * 1, 57, 59, 9 see any employee; everyone else only themselves, whatever they ask for.
 */
import { DateTime } from 'luxon';
import type {
  AbsenAkumulasiRow,
  AbsenDeleteDoublesAnswer,
  AbsenDeletedRow,
  AbsenDoubleRow,
  AbsenExportRow,
  AbsenMonthQuery as MonthQuery,
  AbsenPegawaiRef,
  AbsenPeriodQuery as PeriodQuery,
  AbsenRenewAnswer,
  AbsenReportAnswer,
  AbsenReportRow,
  AbsenRestoreAnswer,
  AbsenTotals,
  Paged,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
import type { AppContext } from '../../platform/context.js';
import { ABSEN_JAM_MASUK } from './absen-domain.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import * as records from './absen-records.repo.js';
import * as repo from './absen-reports.repo.js';
import { POLICY } from '../../platform/domain.js';
import { DELETE_REQUEST_TYPE } from '../absen-delete-request/public.js';

export const NO_PEGAWAI_MESSAGE = 'Akun Anda tidak terhubung dengan data pegawai';
const MAX_PERIOD_DAYS = 366;

export function monthPeriod(tahun: number, bulan: number): repo.Period {
  const first = DateTime.fromObject({ year: tahun, month: bulan, day: 1 });
  return { start: first.toISODate()!, end: first.endOf('month').toISODate()! };
}

/** date_start..date_end: valid dates, in order, at most a year (422 otherwise). */
export function checkPeriod(start: string, end: string): repo.Period {
  const a = DateTime.fromISO(start);
  const b = DateTime.fromISO(end);
  if (!a.isValid) throw validationError({ date_start: ['Tanggal mulai tidak valid'] });
  if (!b.isValid) throw validationError({ date_end: ['Tanggal selesai tidak valid'] });
  if (b < a) throw validationError({ date_end: ['Tanggal selesai harus sama atau setelah tanggal mulai'] });
  if (b.diff(a, 'days').days >= MAX_PERIOD_DAYS) throw validationError({ date_end: ['Periode paling lama 1 tahun'] });
  return { start: a.toISODate()!, end: b.toISODate()! };
}

export function toPegawaiRef(r: repo.PegawaiRefRow): AbsenPegawaiRef {
  return {
    id: r.pegawai_id,
    nama: r.nama,
    npp: r.npp === '00000000' ? null : r.npp,
    kantor: r.kantor_id === null ? null : { id: r.kantor_id, nama: r.kantor_nama ?? '' },
  };
}

function totalsOf(r: repo.TotalsRow): AbsenTotals {
  return {
    hari_kerja: r.hari_kerja,
    hadir: r.hadir,
    terlambat: r.terlambat,
    izin: r.izin,
    libur: r.libur,
    weekend: r.weekend,
    alpa: r.alpa,
  };
}

/** Kept under this name for the modules that import it from absen-reports/public.ts. */
export const pegawaiIdOf = pegawaiIdOfUser;

export class AbsenReportsService {
  constructor(private readonly ctx: AppContext) {}

  /** The scope the caller may read: admins what they ask; others only themselves. */
  async scopeFor(
    auth: AuthContext,
    q: { kantor_id?: number; pegawai_id?: number; search?: string },
  ): Promise<repo.ReportScope> {
    const search = q.search?.trim() ? containsPattern(q.search.trim()) : undefined;
    if (hasAccess(auth, POLICY.seeAllAttendance)) return { kantorId: q.kantor_id, pegawaiId: q.pegawai_id, search };
    const own = await pegawaiIdOf(this.ctx.db, auth.userId);
    if (own === null) throw new HttpError(403, NO_PEGAWAI_MESSAGE);
    return { pegawaiId: own };
  }

  async monthReport(auth: AuthContext, q: MonthQuery): Promise<AbsenReportAnswer> {
    const scope = await this.scopeFor(auth, q);
    const period = monthPeriod(q.tahun, q.bulan);
    const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
    const db = this.ctx.db;
    const [total, summary, totals, cells] = await Promise.all([
      repo.countPegawai(db, scope),
      repo.summaryTotals(db, scope, period, ABSEN_JAM_MASUK),
      repo.pegawaiTotals(db, scope, period, ABSEN_JAM_MASUK, page),
      repo.pageCells(db, scope, period, ABSEN_JAM_MASUK, page),
    ]);
    const byPegawai = new Map<number, AbsenReportRow['rincian']>();
    for (const c of cells) {
      const list = byPegawai.get(c.pegawai_id) ?? [];
      list.push({ tanggal: c.tanggal, status: c.status, masuk: c.masuk, pulang: c.pulang, keterangan: c.keterangan });
      byPegawai.set(c.pegawai_id, list);
    }
    const data = totals.map((r) => ({
      pegawai: toPegawaiRef(r),
      totals: totalsOf(r),
      rincian: byPegawai.get(r.pegawai_id) ?? [],
    }));
    return {
      ...toPaged(data, total, q.page, q.per_page),
      tahun: q.tahun,
      bulan: q.bulan,
      summary: { ...totalsOf(summary), pegawai: total },
    };
  }

  async akumulasi(auth: AuthContext, q: PeriodQuery): Promise<Paged<AbsenAkumulasiRow>> {
    const scope = await this.scopeFor(auth, q);
    const period = checkPeriod(q.date_start, q.date_end);
    const page = { limit: q.per_page, offset: (q.page - 1) * q.per_page };
    const [total, rows] = await Promise.all([
      repo.countPegawai(this.ctx.db, scope),
      repo.pegawaiTotals(this.ctx.db, scope, period, ABSEN_JAM_MASUK, page),
    ]);
    return toPaged(
      rows.map((r) => ({ pegawai: toPegawaiRef(r), totals: totalsOf(r) })),
      total,
      q.page,
      q.per_page,
    );
  }

  private recordFilter(q: PeriodQuery): records.RecordFilter {
    const period = checkPeriod(q.date_start, q.date_end);
    const search = q.search?.trim() ? containsPattern(q.search.trim()) : undefined;
    return { ...period, kantorId: q.kantor_id, pegawaiId: q.pegawai_id, search };
  }

  async doubles(q: PeriodQuery): Promise<Paged<AbsenDoubleRow>> {
    const rows = await records.listDoubles(this.ctx.db, this.recordFilter(q), q.per_page, (q.page - 1) * q.per_page);
    const data = rows.map((r) => ({
      pegawai: toPegawaiRef(r),
      tanggal: r.tanggal,
      jenis: r.jenis,
      jumlah: r.jumlah,
      waktu: r.waktu,
    }));
    return toPaged(data, rows[0]?.total ?? (q.page > 1 ? await this.countDoubles(q) : 0), q.page, q.per_page);
  }

  /** A page past the end has no window total to read it from. */
  private async countDoubles(q: PeriodQuery): Promise<number> {
    const first = await records.listDoubles(this.ctx.db, this.recordFilter(q), 1, 0);
    return first[0]?.total ?? 0;
  }

  async deleteDoubles(
    actor: Actor,
    q: Omit<PeriodQuery, 'page' | 'per_page' | 'search'>,
  ): Promise<AbsenDeleteDoublesAnswer> {
    const filter = this.recordFilter({ ...q, page: 1, per_page: 1 });
    const ids = await this.ctx.db.transaction().execute(async (trx) => {
      const deleted = await records.deleteDoubles(trx, filter);
      if (deleted.length > 0)
        await recordAudit(trx, {
          ...actor,
          entity: 'absen',
          entityId: 'double',
          after: { action: 'update_delete_double', filter, ids: deleted },
        });
      return deleted;
    });
    return { message: 'Absen updated', data: { deleted: ids.length } };
  }

  async deleted(q: PeriodQuery): Promise<Paged<AbsenDeletedRow>> {
    const { rows, total } = await records.listDeleted(
      this.ctx.db,
      this.recordFilter(q),
      q.per_page,
      (q.page - 1) * q.per_page,
    );
    const data = rows.map((r) => ({
      id: r.id,
      pegawai: toPegawaiRef(r),
      tanggal: r.tanggal,
      jenis: r.jenis,
      waktu: r.waktu.toISOString(),
      deleted_at: r.deleted_at.toISOString(),
      delete_request_id: r.delete_request_id,
    }));
    return toPaged(data, total, q.page, q.per_page);
  }

  /** update_set_active: deleted rows become live again; 404 when none of the ids is a deleted row. */
  async restore(actor: Actor, ids: string[]): Promise<AbsenRestoreAnswer> {
    const restored = await this.ctx.db.transaction().execute(async (trx) => {
      const done = await records.restoreRows(trx, ids);
      if (done.length === 0) throw new HttpError(404, 'Absen tidak ditemukan');
      await recordAudit(trx, {
        ...actor,
        entity: 'absen',
        entityId: done.join(','),
        after: { action: 'update_set_active', ids: done },
      });
      return done;
    });
    return { message: 'Absen updated', data: { restored } };
  }

  /** index_export_excel: the export's rows as a page, so the screen can show what the file will hold. */
  async exportRows(q: PeriodQuery): Promise<Paged<AbsenExportRow>> {
    const filter = this.recordFilter(q);
    const [rows, total] = await Promise.all([
      records.listExportRows(this.ctx.db, filter, q.per_page, (q.page - 1) * q.per_page),
      records.countExportRows(this.ctx.db, filter),
    ]);
    return toPaged(rows, total, q.page, q.per_page);
  }

  /** renew: the period's rows brought back in line with their delete requests (see renewRows). */
  async renew(actor: Actor, q: Omit<PeriodQuery, 'page' | 'per_page' | 'search'>): Promise<AbsenRenewAnswer> {
    const filter = this.recordFilter({ ...q, page: 1, per_page: 1 });
    const counts = await this.ctx.db.transaction().execute(async (trx) => {
      const changed = await records.renewRows(trx, filter, DELETE_REQUEST_TYPE);
      if (changed.released + changed.deleted + changed.held > 0) {
        await recordAudit(trx, {
          ...actor,
          entity: 'absen',
          entityId: 'renew',
          after: { action: 'renew', filter, ...changed },
        });
      }
      return changed;
    });
    return { message: 'Absen updated', data: counts };
  }
}
