/**
 * Funds targets of contract staff: the lists (scoped: POLICY.checkFundsBalance sees every row, anyone
 * else only their own), the pivot, offices without an upload, the check views, and the status
 * actions, which answer the refreshed rows (spec section 4).
 */
import {
  TARGET_DANA_MESSAGES,
  TARGET_DANA_STATUS,
  type TargetDanaBelumUploadAnswer,
  type TargetDanaCekTargetAnswer,
  type TargetDanaListAnswer,
  type TargetDanaMutation,
  type TargetDanaPivotAnswer,
  type TargetDanaQuery,
  type TargetDanaRow,
  type TargetDanaSaldoAnswer,
  type TargetDanaStatusId,
  type TargetDanaUploadListAnswer,
  type TargetDanaUploadListQuery,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { POLICY } from '../../platform/domain.js';
import { HttpError } from '../../platform/errors.js';
import { containsPattern, toPaged } from '../../platform/paging.js';
import { pegawaiIdOf } from '../absen-reports/public.js';
import * as repo from './target-dana.repo.js';
import { visibleNpp } from '../pegawai/public.js';

export const TARGET_ERRORS = {
  notFound: 'Target dana tidak ditemukan',
  needsIds: 'Pilih minimal satu target dana',
  needsId: 'Target dana wajib dipilih',
} as const;

const page = (q: { page: number; per_page: number }) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
const thisYear = () => new Date().getFullYear();

export function toTargetRow(r: repo.TargetDbRow): TargetDanaRow {
  const status = TARGET_DANA_STATUS[r.status_id as TargetDanaStatusId];
  return {
    id: r.id,
    tahun: r.tahun,
    bulan: r.bulan,
    rekening: r.rekening,
    nominal: r.nominal,
    type: { id: r.type_id, nama: r.type_nama },
    pegawai: { id: r.pegawai_id, nama: r.pegawai_nama, npp: visibleNpp(r.npp) },
    kantor: { id: r.kantor_id, nama: r.kantor_nama },
    status_id: r.status_id,
    status: { ...status },
    approval_at: r.approval_at?.toISOString() ?? null,
    note: r.note,
    is_fraud: r.is_fraud,
    fraud_at: r.fraud_at?.toISOString() ?? null,
  };
}

const pegawaiRef = (r: { pegawai_id: number; pegawai_nama: string; npp: string }) => ({
  id: r.pegawai_id,
  nama: r.pegawai_nama,
  npp: visibleNpp(r.npp),
});

export class TargetDanaService {
  constructor(private readonly ctx: AppContext) {}

  private async scope(auth: AuthContext): Promise<repo.Scope> {
    if (hasAccess(auth, POLICY.checkFundsBalance)) return { all: true };
    return { all: false, pegawaiId: await pegawaiIdOf(this.ctx.db, auth.userId) };
  }

  private filter(q: TargetDanaQuery): repo.TargetFilter {
    return {
      tahun: q.tahun,
      bulan: q.bulan,
      kantorId: q.kantor_id,
      typeId: q.type_id,
      statusId: q.status_id,
      search: q.search?.trim() ? containsPattern(q.search.trim()) : undefined,
    };
  }

  async list(auth: AuthContext, q: TargetDanaQuery): Promise<TargetDanaListAnswer> {
    const r = await repo.listTargets(this.ctx.db, await this.scope(auth), { ...this.filter(q), ...page(q) });
    return { ...toPaged(r.rows.map(toTargetRow), r.total, q.page, q.per_page), total_nominal: r.totalNominal };
  }

  async pivot(auth: AuthContext, q: TargetDanaQuery): Promise<TargetDanaPivotAnswer> {
    const tahun = q.tahun ?? thisYear();
    const data = await repo.pivot(this.ctx.db, await this.scope(auth), {
      tahun,
      kantorId: q.kantor_id,
      typeId: q.type_id,
    });
    return { tahun, data };
  }

  async belumUpload(q: TargetDanaQuery): Promise<TargetDanaBelumUploadAnswer> {
    const now = new Date();
    const { rows, total } = await repo.belumUpload(this.ctx.db, {
      tahun: q.tahun ?? now.getFullYear(),
      bulan: q.bulan ?? now.getMonth() + 1,
      typeId: q.type_id,
      search: q.search?.trim() ? containsPattern(q.search.trim()) : undefined,
      ...page(q),
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  async cekSaldo(q: TargetDanaQuery): Promise<TargetDanaSaldoAnswer> {
    const rows = await repo.cekSaldo(this.ctx.db, { ...this.filter(q), ...page(q) });
    const data = rows.map((r) => ({
      rekening: r.rekening,
      pegawai: pegawaiRef(r),
      target_count: r.target_count,
      nominal: r.nominal,
      approved: r.approved,
      is_fraud: r.is_fraud,
    }));
    return toPaged(data, rows[0]?.total ?? 0, q.page, q.per_page);
  }

  async cekTarget(q: TargetDanaQuery): Promise<TargetDanaCekTargetAnswer> {
    const rows = await repo.cekTarget(this.ctx.db, { ...this.filter(q), ...page(q) });
    const data = rows.map((r) => ({
      pegawai: pegawaiRef(r),
      kantor: { id: r.kantor_id, nama: r.kantor_nama },
      rekening_count: r.rekening_count,
      target: r.target,
      approved: r.approved,
      pending: r.pending,
      rejected: r.rejected,
    }));
    return toPaged(data, rows[0]?.total ?? 0, q.page, q.per_page);
  }

  /** Status change of some rows in one transaction; 404 (nothing changed) when any id is unknown. */
  async setStatus(
    ids: readonly number[],
    statusId: 0 | 1 | 2,
    message: string,
    actor: Actor & { userId: number },
    note?: string | null,
  ): Promise<TargetDanaMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.targetsByIds(trx, ids);
      if (before.length !== new Set(ids).size) throw new HttpError(404, TARGET_ERRORS.notFound);
      await repo.setStatus(trx, ids, statusId, actor.userId, note);
      const after = await repo.targetsByIds(trx, ids);
      await recordAudit(trx, {
        ...actor,
        entity: 'target_dana',
        entityId: ids.join(',').slice(0, 200),
        before: before.map((r) => ({ id: r.id, status_id: r.status_id })),
        after: { status_id: statusId, ids, note: note ?? null },
      });
      return { message, data: after.map(toTargetRow) };
    });
  }

  async fraud(id: number, actor: Actor & { userId: number }): Promise<TargetDanaMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const ids = await repo.markFraud(trx, id, actor.userId);
      if (ids.length === 0) throw new HttpError(404, TARGET_ERRORS.notFound);
      const after = await repo.targetsByIds(trx, ids);
      await recordAudit(trx, {
        ...actor,
        entity: 'target_dana_fraud',
        entityId: after[0]!.rekening,
        after: { ids, rekening: after[0]!.rekening },
      });
      return { message: TARGET_DANA_MESSAGES.fraud, data: after.map(toTargetRow) };
    });
  }

  async uploads(q: TargetDanaUploadListQuery): Promise<TargetDanaUploadListAnswer> {
    const rows = await repo.listUploads(this.ctx.db, { tahun: q.tahun, ...page(q) });
    const data = rows.map((r) => ({
      id: r.id,
      tahun: r.tahun,
      bulan: r.bulan,
      type: { id: r.type_id, nama: r.type_nama },
      row_count: r.row_count,
      total: r.total,
      user_name: r.user_name,
      created_at: r.created_at.toISOString(),
    }));
    return toPaged(data, rows[0]?.total_rows ?? 0, q.page, q.per_page);
  }
}
