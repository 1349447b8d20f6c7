/**
 * Dashboard statistics (spec section 3 "Dashboard topics"). Every topic is answered with `value`
 * and `updated_at`. The refresh job (every 15 minutes, or on an admin's request) computes them
 * all and stores them in dashboard_stats in one transaction, so GET /api/dashboard is one read.
 * Topics whose data does not exist yet answer `value: null` with `note: 'Belum tersedia'`:
 * no invented numbers. `profile` is the caller's own employee record, read live.
 */
import { DateTime } from 'luxon';
import { DASHBOARD_TOPICS, kantorDisplayNameWithParent } from '../../platform/domain.js';
import type { Actor } from '../../platform/audit.js';
import { recordAudit } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { JobContext } from '../../platform/jobs/job-service.js';
import * as repo from './dashboard.repo.js';
import type { DashboardAnswer, DashboardProfile, DashboardRefreshAnswer, DashboardTopicValue } from '@portal/contracts';
import type { DashboardTopic } from '@portal/domain';

export const DASHBOARD_REFRESH_JOB = 'dashboard.refresh';
/** pg-boss cron (Asia/Jakarta). */
export const DASHBOARD_REFRESH_CRON = '*/15 * * * *';

export const DASHBOARD_MESSAGES = {
  refreshQueued: 'Job executed',
  notAvailable: 'Belum tersedia',
  noPegawai: 'Akun ini tidak terhubung dengan data pegawai',
  headcountNote:
    'Dihitung dari pegawai aktif menurut tanggal pegawai tetap; pegawai yang keluar belum tercatat (data PHK belum tersedia)',
  refreshed: (topics: number) => `${topics} topik dashboard diperbarui`,
} as const;

/** Spec sections 4/9 (RETIREMENT_AGE of @portal/domain). */
const RETIREMENT_AGE = 56;
const RETIREMENT_YEARS_AHEAD = 5;
const BIRTHDAYS_LISTED = 100;
const NPP_PLACEHOLDER = '00000000';

export { DASHBOARD_TOPICS };

type TopicValue = DashboardTopicValue;

interface ComputedTopic {
  value: unknown;
  note?: string;
}

type Computers = Partial<Record<DashboardTopic, (db: Db) => Promise<ComputedTopic>>>;

/** 'Januari 2026'. */
const monthName = (tahun: number, bulan: number) =>
  DateTime.fromObject({ year: tahun, month: bulan }).setLocale('id').toFormat('LLLL yyyy');

const plain = (f: (db: Db) => Promise<unknown>) => async (db: Db) => ({ value: await f(db) });

/** Topics the current schema can answer; every other topic is "Belum tersedia". */
const COMPUTED: Computers = {
  pegawaiGender: plain(repo.countByGender),
  pegawaiBirthday: plain((db) => repo.birthdaysToday(db, BIRTHDAYS_LISTED)),
  pegawaiJabatanLevel: plain(repo.countByJabatanLevel),
  pegawaiUmur: plain(repo.countByAge),
  pegawaiPangkat: plain(repo.countByPangkat),
  pegawaiPangkatGrade: plain(repo.countByGrade),
  pegawaiServiceDuration: plain(repo.countByServiceYears),
  pegawaiPangkatCorporateTitle: plain(repo.countByCorporateTitle),
  pegawaiKantorLevel: plain(repo.countByKantorLevel),
  pegawaiKantorLevel2: plain(repo.countByKantorLevel2),
  pegawaiPurnabakti: plain(async (db) => ({
    usia_pensiun: RETIREMENT_AGE,
    ...(await repo.retirements(db, RETIREMENT_AGE, RETIREMENT_YEARS_AHEAD)),
  })),
  pegawaiJumlahPerbulan: async (db) => ({
    value: (await repo.headcountAtPeriodEnds(db, 'month', 12)).map((r) => ({
      ...r,
      nama: monthName(r.tahun, r.bulan ?? 1),
    })),
    note: DASHBOARD_MESSAGES.headcountNote,
  }),
  pegawaiJumlahPertahun: async (db) => ({
    value: (await repo.headcountAtPeriodEnds(db, 'year', 10)).map(({ tahun, jumlah }) => ({
      tahun,
      nama: String(tahun),
      jumlah,
    })),
    note: DASHBOARD_MESSAGES.headcountNote,
  }),
  pegawaiPeriodeMasuk: plain((db) => repo.joinersPerYear(db, 10)),
};

/** Stored topics: everything but `profile`, which belongs to the caller. */
const STORED_TOPICS = DASHBOARD_TOPICS.filter((t) => t !== 'profile');

/** Computes every stored topic and saves them in one transaction. */
export async function refreshDashboardStats(db: Db, onProgress?: (percent: number) => Promise<void>): Promise<number> {
  const stats: { topic: string; value: unknown; note: string | null }[] = [];
  for (const [i, topic] of STORED_TOPICS.entries()) {
    const compute = COMPUTED[topic];
    const computed = compute ? await compute(db) : { value: null, note: DASHBOARD_MESSAGES.notAvailable };
    stats.push({ topic, value: computed.value, note: computed.note ?? null });
    await onProgress?.(((i + 1) / STORED_TOPICS.length) * 95);
  }
  await db.transaction().execute((trx) => repo.saveStats(trx, stats));
  return stats.length;
}

export function registerDashboardRefreshJob(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>({
    name: DASHBOARD_REFRESH_JOB,
    handler: async (job: JobContext<Record<string, never>>) => {
      const topics = await refreshDashboardStats(ctx.db, (p) => job.reportProgress(p));
      return { message: DASHBOARD_MESSAGES.refreshed(topics), result: { topics } };
    },
    retryLimit: 1,
    expireInSeconds: 5 * 60,
    schedule: { cron: DASHBOARD_REFRESH_CRON },
  });
}

function toProfile(row: repo.ProfileRow): DashboardProfile {
  return {
    id: row.id,
    nama: row.nama,
    npp: row.npp === NPP_PLACEHOLDER ? null : row.npp,
    photo: row.photo,
    tanggal_lahir: row.tanggal_lahir,
    umur: row.umur,
    permanent_date: row.permanent_date,
    masa_kerja: row.masa_kerja,
    tanggal_pensiun: row.tanggal_pensiun,
    jabatan: row.jabatan,
    kantor:
      row.kantor === null
        ? null
        : kantorDisplayNameWithParent({
            nama: row.kantor,
            class_name: row.kantor_kelas,
            kantor_level_id: row.kantor_level_id,
            parent:
              row.kantor_parent === null ? null : { nama: row.kantor_parent, class_name: row.kantor_parent_kelas },
          }),
    pangkat: row.pangkat,
    grade: row.grade,
    corporate_title: row.corporate_title,
  };
}

export class DashboardService {
  constructor(private readonly ctx: AppContext) {}

  async show(userId: number): Promise<DashboardAnswer> {
    let stored = await repo.readStats(this.ctx.db);
    // Before the first refresh ran (fresh install), compute once here rather than answer blanks.
    if (stored.length === 0) {
      await refreshDashboardStats(this.ctx.db);
      stored = await repo.readStats(this.ctx.db);
    }
    const byTopic = new Map(stored.map((s) => [s.topic, s]));
    const profile = await repo.profileOfUser(this.ctx.db, userId, RETIREMENT_AGE);
    const data = {} as Record<DashboardTopic, TopicValue>;
    for (const topic of DASHBOARD_TOPICS) {
      if (topic === 'profile') {
        data.profile = profile
          ? { value: toProfile(profile), updated_at: profile.updated_at.toISOString() }
          : { value: null, updated_at: null, note: DASHBOARD_MESSAGES.noPegawai };
        continue;
      }
      const row = byTopic.get(topic);
      data[topic] = row
        ? { value: row.value, updated_at: row.updated_at.toISOString(), ...(row.note ? { note: row.note } : {}) }
        : { value: null, updated_at: null, note: DASHBOARD_MESSAGES.notAvailable };
    }
    return { data };
  }

  /** Queues a refresh now (or returns the caller's one still pending). */
  async requestRefresh(actor: Actor & { userId: number }): Promise<DashboardRefreshAnswer> {
    const jobId = await this.ctx.db.transaction().execute(async (trx) => {
      const job = await this.ctx.jobs.enqueueOnce(DASHBOARD_REFRESH_JOB, {}, { userId: actor.userId, db: trx });
      if (job.created)
        await recordAudit(trx, { ...actor, entity: 'dashboard_refresh', entityId: job.id, after: { job_id: job.id } });
      return job.id;
    });
    this.ctx.jobs.wake(DASHBOARD_REFRESH_JOB);
    return { message: DASHBOARD_MESSAGES.refreshQueued, data: { job_id: jobId } };
  }
}
