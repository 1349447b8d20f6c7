/**
 * Attendance use cases: check-in/out (geofence, temporary location, dispensation), the daily list
 * and activity, the own calendar, the monthly matrix per office, attendance offices and where the
 * caller may check in. Scope: admins (POLICY.seeAllAttendance) see everyone; other employees only
 * themselves (daily list, activity) or their own office (matrix).
 */
import type {
  AbsenActivityQuery,
  AbsenCalendarDay,
  AbsenCheckAnswer,
  AbsenCheckInput,
  AbsenErrorQuery,
  AbsenErrorRow,
  AbsenKantorQuery,
  AbsenKantorRow,
  AbsenMatrix,
  AbsenMatrixRow,
  AbsenRow,
  LokasiAbsen,
  Paged,
} from '@portal/contracts';
import { DateTime } from 'luxon';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { checkInOut, latestToday, linkedToInactivePegawai, type CheckDecision } from './absen-check.repo.js';
import { errorList, recordRefusal } from './absen-error.repo.js';
import { ABSEN_MESSAGES as M, formatDistance } from './absen.messages.js';
import * as repo from './absen.repo.js';
import { formatTime, POLICY } from '../../platform/domain.js';

/** A repeat of the same check within this window is the same check (recorded once, answered as done). */
const DUPLICATE_WINDOW_MS = 60_000;

/** Attendance and HR admins: see every employee's attendance. */
export const ZONE = 'Asia/Jakarta';

type DailyParams = repo.DailyFilter & { page: number; per_page: number };

/** Why a check was refused, one message per reason (shown one toast each). */
export function refusalReasons(d: CheckDecision, hasPosition: boolean, accuracy: number | null = null): string[] {
  if (!hasPosition) return [M.noLocation];
  const reasons: string[] = [];
  const tooCoarse = (distance: number, radius: number) => distance <= radius && accuracy !== null && accuracy > radius;
  if (d.office_nama !== null && d.office_distance !== null && d.office_radius !== null) {
    reasons.push(
      tooCoarse(d.office_distance, d.office_radius)
        ? M.inaccurate(accuracy!, d.office_nama, d.office_radius)
        : M.outsideOffice(formatDistance(d.office_distance), d.office_nama, d.office_radius),
    );
  } else if (!d.has_office) reasons.push(M.noOffice);
  else reasons.push(M.noAbsenOffice(d.own_kantor_nama ?? '-'));
  if (d.temporer_nama !== null && d.temporer_distance !== null && d.temporer_radius !== null) {
    reasons.push(
      tooCoarse(d.temporer_distance, d.temporer_radius)
        ? M.inaccurate(accuracy!, d.temporer_nama, d.temporer_radius)
        : M.outsideTemporer(formatDistance(d.temporer_distance), d.temporer_nama, d.temporer_radius),
    );
  }
  return reasons;
}

function monthRange(tahun: number, bulan: number): { from: string; to: string; days: number } {
  const start = DateTime.fromObject({ year: tahun, month: bulan, day: 1 }, { zone: ZONE });
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()!, days: start.daysInMonth! };
}

export class AbsenService {
  constructor(private readonly ctx: AppContext) {}

  isAdmin(auth: AuthContext): boolean {
    return hasAccess(auth, POLICY.seeAllAttendance);
  }

  async check(auth: AuthContext, input: AbsenCheckInput): Promise<AbsenCheckAnswer> {
    const latitude = input.latitude ?? null;
    const longitude = input.longitude ?? null;
    if ((latitude === null) !== (longitude === null)) {
      throw validationError({
        [latitude === null ? 'latitude' : 'longitude']: ['Latitude dan longitude harus diisi bersama'],
      });
    }
    const d = await checkInOut(this.ctx.db, {
      userId: auth.userId,
      jenis: input.jenis,
      latitude,
      longitude,
      accuracy: input.accuracy ?? null,
      mocked: input.mocked ?? false,
    });
    if (d.pegawai_id === null) {
      // The refusal path only: say why — no employee at all, or one whose termination took effect.
      const message = (await linkedToInactivePegawai(this.ctx.db, auth.userId)) ? M.pegawaiInactive : M.noPegawai;
      throw validationError({ absen: [message] }, message);
    }
    if (d.sumber === null) {
      const reasons = refusalReasons(d, latitude !== null, input.accuracy ?? null);
      // Kept for the admins' error list; its own statement after the check, which inserted nothing.
      await recordRefusal(this.ctx.db, {
        pegawaiId: d.pegawai_id,
        jenis: input.jenis,
        latitude,
        longitude,
        accuracy: input.accuracy ?? null,
        mocked: input.mocked ?? false,
        messages: reasons,
      });
      throw validationError({ absen: reasons }, reasons[0]);
    }
    if (d.inserted) return { message: M.created, duplicate: false, data: d.inserted };
    const id = await latestToday(this.ctx.db, d.pegawai_id, input.jenis);
    const row = id === undefined ? undefined : await repo.findRow(this.ctx.db, id);
    // A duplicate whose original was just deleted: nothing to show, say so plainly.
    if (!row) throw new HttpError(409, M.duplicate);
    // Within a minute it is the same check sent twice (a double tap, a retry): answered as done.
    // Later it is a second check of the kind today, which the day does not have room for.
    if (Date.now() - new Date(row.waktu).getTime() > DUPLICATE_WINDOW_MS)
      throw new HttpError(409, M.alreadyToday(input.jenis, formatTime(row.waktu)));
    return { message: M.duplicate, duplicate: true, data: row };
  }

  /** Non-admins are pinned to their own rows; an admin's filters apply as given. */
  private async scoped(auth: AuthContext, q: DailyParams): Promise<DailyParams> {
    if (this.isAdmin(auth)) return q;
    const me = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    if (q.pegawai_id !== undefined && q.pegawai_id !== me?.id) throw new HttpError(403, M.forbiddenOther);
    return { ...q, ownPegawaiId: me?.id ?? -1 };
  }

  async daily(auth: AuthContext, q: DailyParams): Promise<Paged<AbsenRow>> {
    const { rows, total } = await repo.dailyList(this.ctx.db, await this.scoped(auth, q));
    return toPaged(rows, total, q.page, q.per_page);
  }

  /** Refused check-ins (selector `error`), scoped like the daily list. */
  async errors(auth: AuthContext, q: AbsenErrorQuery): Promise<Paged<AbsenErrorRow>> {
    const { rows, total } = await errorList(this.ctx.db, await this.scoped(auth, q));
    return toPaged(rows, total, q.page, q.per_page);
  }

  async activity(auth: AuthContext, q: AbsenActivityQuery): Promise<Paged<AbsenRow>> {
    const start = DateTime.fromISO(q.dateStart);
    const end = DateTime.fromISO(q.dateEnd);
    if (end < start) throw validationError({ dateEnd: [M.dateRange] });
    if (end.diff(start, 'days').days > 366) throw validationError({ dateEnd: [M.rangeTooLong] });
    return this.daily(auth, {
      page: q.page,
      per_page: q.per_page,
      dateStart: q.dateStart,
      dateEnd: q.dateEnd,
      pegawai_id: q.pegawaiId,
      sortby: 'waktu',
    });
  }

  async pegawaiIdsWithAbsen(auth: AuthContext, q: DailyParams): Promise<number[]> {
    return repo.pegawaiIdsWithAbsen(this.ctx.db, await this.scoped(auth, q));
  }

  async calendar(auth: AuthContext, tahun: number, bulan: number): Promise<AbsenCalendarDay[]> {
    const me = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    if (!me) return [];
    const { from, to } = monthRange(tahun, bulan);
    const [checks, leave] = await Promise.all([
      repo.dayChecks(this.ctx.db, [me.id], from, to),
      repo.leaveDays(this.ctx.db, [me.id], from, to),
    ]);
    const days = new Map<string, AbsenCalendarDay>();
    for (const c of checks)
      days.set(c.tanggal, { tanggal: c.tanggal, masuk: c.masuk, pulang: c.pulang, izin_jenis_id: null });
    for (const l of leave) {
      const day = days.get(l.tanggal) ?? { tanggal: l.tanggal, masuk: null, pulang: null, izin_jenis_id: null };
      days.set(l.tanggal, { ...day, izin_jenis_id: l.jenis_id });
    }
    return [...days.values()].sort((a, b) => a.tanggal.localeCompare(b.tanggal));
  }

  async matrix(auth: AuthContext, kantorId: number, tahun: number, bulan: number): Promise<AbsenMatrix> {
    const kantor = await repo.kantorById(this.ctx.db, kantorId);
    if (!kantor) throw new HttpError(404, M.kantorNotFound);
    if (!this.isAdmin(auth)) {
      const me = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
      if (me?.kantor_id !== kantorId) throw new HttpError(403, M.forbiddenKantor);
    }
    const { from, to, days } = monthRange(tahun, bulan);
    const pegawai = await repo.pegawaiOfKantor(this.ctx.db, kantorId);
    const ids = pegawai.map((p) => p.id);
    const [checks, leave] = await Promise.all([
      repo.dayChecks(this.ctx.db, ids, from, to),
      repo.leaveDays(this.ctx.db, ids, from, to),
    ]);
    const rows = new Map<number, AbsenMatrixRow>(
      pegawai.map((p) => [
        p.id,
        { pegawai_id: p.id, pegawai_nama: p.nama, npp: p.npp, jabatan_nama: p.jabatan_nama, hari: {}, total_hadir: 0 },
      ]),
    );
    const day = (tanggal: string) => String(Number(tanggal.slice(8, 10)));
    for (const c of checks) {
      const row = rows.get(c.pegawai_id)!;
      row.hari[day(c.tanggal)] = { masuk: c.masuk, pulang: c.pulang, izin_jenis_id: null };
      if (c.masuk !== null) row.total_hadir += 1;
    }
    for (const l of leave) {
      const row = rows.get(l.pegawai_id)!;
      const d = day(l.tanggal);
      row.hari[d] = { ...(row.hari[d] ?? { masuk: null, pulang: null }), izin_jenis_id: l.jenis_id };
    }
    return { kantor, tahun, bulan, days, data: [...rows.values()] };
  }

  async kantor(q: AbsenKantorQuery): Promise<Paged<AbsenKantorRow>> {
    const { rows, total } = await repo.absenKantorList(this.ctx.db, q);
    return toPaged(rows, total, q.page, q.per_page);
  }

  lokasiAbsen(auth: AuthContext): Promise<LokasiAbsen> {
    return repo.lokasiAbsen(this.ctx.db, auth.userId);
  }
}
