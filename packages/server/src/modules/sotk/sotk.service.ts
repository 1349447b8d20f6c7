/** SOTK use cases: structure, differences, factual verification and the reset requests. */
import type {
  JobQueuedAnswer,
  SotkDiffAnswer,
  SotkDiffKantorAnswer,
  SotkOptionsAnswer,
  SotkSavedAnswer,
  SotkStructureAnswer,
  SotkVerifikasiAnswer,
  SotkVerifikasiInput,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { toPaged } from '../../platform/paging.js';
import { SOTK_MESSAGES, SOTK_VERIFIKASI_STATUS } from '../../platform/domain.js';
import { displayName, KANTOR_NOT_FOUND } from '../kantor/public.js';
import * as repo from './sotk.repo.js';
import {
  SOTK_RESET_STRUCTURE_JOB,
  SOTK_RESET_VERIFIKASI_JOB,
  type ResetStructureData,
  type ResetVerifikasiData,
} from './sotk-reset.jobs.js';

export interface SotkListQuery {
  page: number;
  per_page: number;
  search?: string;
  kantor_id?: number;
  kantor_level_id?: number[];
  tahun?: number;
  bulan?: number;
}

export type VerifikasiBody = Omit<SotkVerifikasiInput, 'action'>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export class SotkService {
  constructor(private readonly ctx: AppContext) {}

  async structure(q: SotkListQuery): Promise<SotkStructureAnswer> {
    if (q.kantor_id !== undefined) await this.kantor(q.kantor_id);
    const { rows, total } = await repo.listStructure(this.ctx.db, {
      kantorId: q.kantor_id,
      search: q.search?.trim() || undefined,
      ...this.page(q),
    });
    const names = new Map(
      (await repo.namesOf(this.ctx.db, [...new Set(rows.map((r) => r.kantor_id))])).map((k) => [k.id, displayName(k)]),
    );
    return toPaged(
      rows.map((r) => ({ ...r, kantor: names.get(r.kantor_id) ?? '', updated_at: iso(r.updated_at)! })),
      total,
      q.page,
      q.per_page,
    );
  }

  async diff(q: SotkListQuery): Promise<SotkDiffAnswer> {
    const { rows, names, total } = await repo.listDiff(this.ctx.db, {
      search: q.search?.trim() || undefined,
      levels: q.kantor_level_id?.length ? q.kantor_level_id : undefined,
      ...this.page(q),
    });
    const byId = new Map(names.map((k) => [k.id, k]));
    return toPaged(
      rows.map((r) => {
        const k = byId.get(r.kantor_id)!;
        return { ...r, kantor: displayName(k), kantor_level_id: k.kantor_level_id };
      }),
      total,
      q.page,
      q.per_page,
    );
  }

  async diffKantor(q: SotkListQuery): Promise<SotkDiffKantorAnswer> {
    if (q.kantor_id === undefined) throw validationError({ kantor_id: ['Kantor wajib dipilih'] });
    await this.kantor(q.kantor_id);
    const rows = await repo.listDiffKantor(this.ctx.db, q.kantor_id);
    return { data: rows.map((r) => ({ ...r, selisih: r.jumlah - r.formasi })) };
  }

  async verifikasi(q: SotkListQuery): Promise<SotkVerifikasiAnswer> {
    const errors: Record<string, string[]> = {};
    if (q.kantor_id === undefined) errors.kantor_id = ['Kantor wajib dipilih'];
    if (q.tahun === undefined) errors.tahun = ['Tahun wajib diisi'];
    if (q.bulan === undefined) errors.bulan = ['Bulan wajib diisi'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const kantorId = q.kantor_id!;
    await this.kantor(kantorId);
    const rows = await repo.listVerifikasi(this.ctx.db, { kantorId, tahun: q.tahun!, bulan: q.bulan! });
    return {
      data: rows.map((r) => ({
        bidangtugas_id: r.bidangtugas_id,
        bidangtugas: r.bidangtugas,
        kantor_id: kantorId,
        tahun: q.tahun!,
        bulan: q.bulan!,
        status_id: r.status_id,
        status: r.status_id === null ? null : (SOTK_VERIFIKASI_STATUS[r.status_id] ?? null),
        keterangan: r.keterangan,
        verified_at: iso(r.verified_at),
        updated_at: iso(r.updated_at),
        user: r.user_id === null ? null : { id: r.user_id, name: r.user_name ?? '' },
      })),
    };
  }

  async bidangTugas(): Promise<SotkOptionsAnswer> {
    return { data: await repo.listBidangTugas(this.ctx.db) };
  }

  async storeVerifikasi(body: VerifikasiBody, actor: Actor & { userId: number }): Promise<SotkSavedAnswer> {
    const errors: Record<string, string[]> = {};
    if (!(await repo.findLiveKantor(this.ctx.db, body.kantor_id))) errors.kantor_id = [KANTOR_NOT_FOUND];
    if (!(await repo.bidangTugasExists(this.ctx.db, body.bidangtugas_id)))
      errors.bidangtugas_id = ['Bidang tugas tidak ditemukan'];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const row = {
      kantor_id: body.kantor_id,
      tahun: body.tahun,
      bulan: body.bulan,
      bidangtugas_id: body.bidangtugas_id,
      status_id: body.status_id,
      keterangan: body.keterangan?.trim() || null,
      user_id: actor.userId,
    };
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const saved = await repo.upsertVerifikasi(trx, row);
      await recordAudit(trx, { ...actor, entity: 'sotk_verifikasi_faktual', entityId: saved.id, after: row });
      return saved.id;
    });
    return { message: SOTK_MESSAGES.created, data: { id } };
  }

  async resetStructure(body: ResetStructureData, actor: Actor & { userId: number }): Promise<JobQueuedAnswer> {
    await this.kantor(body.kantor_id);
    const jobId = await this.queue(SOTK_RESET_STRUCTURE_JOB, { kantor_id: body.kantor_id }, actor);
    return { message: SOTK_MESSAGES.resetStructure, data: { job_id: jobId } };
  }

  async resetVerifikasi(body: ResetVerifikasiData, actor: Actor & { userId: number }): Promise<JobQueuedAnswer> {
    await this.kantor(body.kantor_id);
    const jobId = await this.queue(
      SOTK_RESET_VERIFIKASI_JOB,
      { kantor_id: body.kantor_id, tahun: body.tahun, bulan: body.bulan },
      actor,
    );
    return { message: SOTK_MESSAGES.resetVerifikasi, data: { job_id: jobId } };
  }

  /** The job and its audit row commit together; workers are woken after the commit. */
  private async queue(name: string, data: object, actor: Actor & { userId: number }): Promise<string> {
    const jobId = await this.ctx.db.transaction().execute(async (trx) => {
      const id = await this.ctx.jobs.enqueue(name, data, { userId: actor.userId, db: trx });
      await recordAudit(trx, { ...actor, entity: name, entityId: id, after: data });
      return id;
    });
    this.ctx.jobs.wake(name);
    return jobId;
  }

  private page(q: { page: number; per_page: number }) {
    return { limit: q.per_page, offset: (q.page - 1) * q.per_page };
  }

  private async kantor(id: number) {
    const kantor = await repo.findLiveKantor(this.ctx.db, id);
    if (!kantor) throw new HttpError(404, KANTOR_NOT_FOUND);
    return kantor;
  }
}
