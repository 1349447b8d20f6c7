/**
 * Dashboard statistics (spec section 3 "Dashboard topics"). Every topic is answered with `value`
 * and `updated_at`. The refresh job (every 15 minutes, or on an admin's request) computes them
 * all, for the whole organisation (dashboard_stats) and for each office with the offices below it
 * (dashboard_stats_kantor), in one transaction; GET /api/dashboard reads the caller's set by key.
 * Who sees every office: POLICY.seeAllDashboard; everyone else sees their own office's subtree.
 * Topics whose data does not exist yet answer `value: null` with a note that says why: no
 * invented numbers. `profile` is the caller's own employee record, read live.
 */
import { DASHBOARD_TOPICS, kantorDisplayNameWithParent, POLICY } from '../../platform/domain.js';
import type { Actor } from '../../platform/audit.js';
import { recordAudit } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import type { JobContext } from '../../platform/jobs/job-service.js';
import * as repo from './dashboard.repo.js';
import * as statsRepo from './dashboard-stats.repo.js';
import { computeAllTopics, RETIREMENT_AGE, SCOPED_TOPICS } from './dashboard-stats.js';
import type { DashboardAnswer, DashboardProfile, DashboardRefreshAnswer, DashboardTopicValue } from '@portal/contracts';
import type { DashboardTopic } from '@portal/domain';

export const DASHBOARD_REFRESH_JOB = 'dashboard.refresh';
/** pg-boss cron (Asia/Jakarta). */
export const DASHBOARD_REFRESH_CRON = '*/15 * * * *';

export const DASHBOARD_MESSAGES = {
  refreshQueued: 'Job executed',
  notAvailable: 'Belum tersedia',
  noPegawai: 'Akun ini tidak terhubung dengan data pegawai',
  noKantor: 'Belum tersedia: akun ini tidak terhubung dengan kantor, jadi statistik kantornya tidak dapat ditampilkan',
  noOfficeStats: 'Belum tersedia: statistik kantor ini belum dihitung (dihitung ulang setiap 15 menit)',
  allOffices: 'Seluruh kantor',
  noScope: 'Tanpa kantor',
  refreshed: (topics: number) => `${topics} topik dashboard diperbarui`,
} as const;

const NPP_PLACEHOLDER = '00000000';

export { DASHBOARD_TOPICS };

type TopicValue = DashboardTopicValue;

/** Stored topics: everything but `profile`, which belongs to the caller. */
const STORED_TOPICS = DASHBOARD_TOPICS.filter((t) => t !== 'profile');
const SCOPED = new Set<string>(SCOPED_TOPICS);

/** Computes every stored topic for every scope and saves them in one transaction. */
export async function refreshDashboardStats(db: Db, onProgress?: (percent: number) => Promise<void>): Promise<number> {
  const run = async (trx: Db): Promise<number> => {
    await statsRepo.lockRefresh(trx);
    const results = await computeAllTopics(trx, STORED_TOPICS, onProgress);
    await repo.saveStats(
      trx,
      results.map((r) => ({
        topic: r.topic,
        value: r.values.get(statsRepo.ORGANISATION_SCOPE) ?? null,
        note: r.note,
      })),
    );
    const offices: statsRepo.ScopedStat[] = [];
    for (const r of results) {
      if (!SCOPED.has(r.topic)) continue;
      for (const [scope, value] of r.values)
        if (scope !== statsRepo.ORGANISATION_SCOPE) offices.push({ kantor_id: scope, topic: r.topic, value });
    }
    await statsRepo.saveOfficeStats(trx, offices);
    await onProgress?.(99);
    return results.length;
  };
  // The temporary scope table and the lock live in one transaction (the caller's, if it has one).
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export function registerDashboardRefreshJob(ctx: AppContext): void {
  ctx.jobs.register<Record<string, never>>({
    name: DASHBOARD_REFRESH_JOB,
    handler: async (job: JobContext<Record<string, never>>) => {
      const started = performance.now();
      const topics = await refreshDashboardStats(ctx.db, (p) => job.reportProgress(p));
      return {
        message: DASHBOARD_MESSAGES.refreshed(topics),
        result: { topics, ms: Math.round(performance.now() - started) },
      };
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

  async show(auth: Pick<AuthContext, 'userId' | 'roles' | 'jabatanId'>): Promise<DashboardAnswer> {
    let stored = await repo.readStats(this.ctx.db);
    // Before the first refresh ran (fresh install), compute once here rather than answer blanks.
    if (stored.length === 0) {
      await refreshDashboardStats(this.ctx.db);
      stored = await repo.readStats(this.ctx.db);
    }
    const profile = await repo.profileOfUser(this.ctx.db, auth.userId, RETIREMENT_AGE);
    const seesAll = hasAccess(auth, POLICY.seeAllDashboard);
    const kantorId = seesAll ? null : (profile?.kantor_id ?? null);
    const office = kantorId === null ? [] : await statsRepo.readOfficeStats(this.ctx.db, kantorId);
    const byTopic = new Map(stored.map((s) => [s.topic, s]));
    const officeByTopic = new Map(office.map((s) => [s.topic, s]));
    const scopedNote = kantorId === null ? DASHBOARD_MESSAGES.noKantor : DASHBOARD_MESSAGES.noOfficeStats;

    const data = {} as Record<DashboardTopic, TopicValue>;
    for (const topic of DASHBOARD_TOPICS) {
      if (topic === 'profile') {
        data.profile = profile
          ? { value: toProfile(profile), updated_at: profile.updated_at.toISOString() }
          : { value: null, updated_at: null, note: DASHBOARD_MESSAGES.noPegawai };
        continue;
      }
      const row = byTopic.get(topic);
      const note = row?.note ? { note: row.note } : {};
      if (!seesAll && SCOPED.has(topic)) {
        const own = officeByTopic.get(topic);
        data[topic] = own
          ? { value: own.value, updated_at: own.updated_at.toISOString(), ...note }
          : { value: null, updated_at: row ? row.updated_at.toISOString() : null, note: scopedNote };
        continue;
      }
      data[topic] = row
        ? { value: row.value, updated_at: row.updated_at.toISOString(), ...note }
        : { value: null, updated_at: null, note: DASHBOARD_MESSAGES.notAvailable };
    }
    return {
      data,
      scope: seesAll
        ? { kantor_id: null, nama: DASHBOARD_MESSAGES.allOffices }
        : { kantor_id: kantorId, nama: (profile && toProfile(profile).kantor) ?? DASHBOARD_MESSAGES.noScope },
    };
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
