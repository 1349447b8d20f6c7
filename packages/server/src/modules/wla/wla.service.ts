/**
 * WLA use cases: the config, activities CRUD, and the three result lists with their status. The
 * status is @portal/domain's workloadStatus of the stored gap (the one rule, never copied here).
 */
import { domain } from '../../platform/domain.js';
import {
  WLA_MESSAGES,
  type WlaActivity,
  type WlaActivityInput,
  type WlaActivityListAnswer,
  type WlaActivityMutation,
  type WlaActivityQuery,
  type WlaConfig,
  type WlaConfigInput,
  type WlaConfigMutation,
  type WlaJabatanAnswer,
  type WlaKantorAnswer,
  type WlaResultListAnswer,
  type WlaResultQuery,
  type WlaSummaryQuery,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import { HttpError, validationError } from '../../platform/errors.js';
import { containsPattern, toPaged, totalOfPage } from '../../platform/paging.js';
import * as repo from './wla.repo.js';

const { WORKLOAD_FIT_BAND, workloadStatus } = domain;

export const WLA_ERRORS = {
  notFound: 'Aktivitas WLA tidak ditemukan',
  jabatanUnknown: 'Jabatan tidak ditemukan',
  decimal: 'Harus berupa angka tidak negatif dengan paling banyak 2 desimal',
  namaBlank: 'Nama aktivitas wajib diisi',
} as const;

/** "12", "12.5", 12.5 → "12.50"-style text with ≤ 2 decimals; null when it is not such a number. */
export function decimalText(value: string | number, maxIntegerDigits = 9): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) return null;
    value = (cents / 100).toFixed(2);
  }
  const text = value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2');
  return new RegExp(`^\\d{1,${maxIntegerDigits}}(\\.\\d{1,2})?$`).test(text) ? text : null;
}

/** The result's status, by the domain's rule on the stored (already rounded) gap. */
export const statusOf = (gap: string) => workloadStatus(Number(gap));

/** The gap range a status stands for, for filtering in SQL: the domain's band and its inclusive edges. */
export function statusGapRange(label: 'Fit' | 'Under Load' | 'Over Load'): repo.ResultFilter['gap'] {
  if (label === 'Fit') return { min: -WORKLOAD_FIT_BAND, max: WORKLOAD_FIT_BAND };
  if (label === 'Under Load') return { min: WORKLOAD_FIT_BAND, minExclusive: true };
  return { max: -WORKLOAD_FIT_BAND, maxExclusive: true };
}

const page = (q: { page: number; per_page: number }) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page });
const searchOf = (s: string | undefined) => (s && s.trim() ? containsPattern(s.trim()) : undefined);

export class WlaService {
  constructor(private readonly ctx: AppContext) {}

  private toConfig(r: repo.ConfigDbRow): WlaConfig {
    return { ...r, updated_at: r.updated_at.toISOString() };
  }

  private toActivity(r: repo.ActivityDbRow): WlaActivity {
    const { total: _total, ...rest } = r;
    return { ...rest, updated_at: r.updated_at.toISOString() };
  }

  async config(): Promise<{ data: WlaConfig }> {
    return { data: this.toConfig(await repo.getConfig(this.ctx.db)) };
  }

  async setConfig(input: WlaConfigInput, actor: Actor & { userId: number }): Promise<WlaConfigMutation> {
    const jam = decimalText(input.jam_efektif, 2);
    if (jam === null || Number(jam) <= 0 || Number(jam) > 24)
      throw validationError({ jam_efektif: [WLA_ERRORS.decimal] });
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.getConfig(trx);
      await repo.setConfig(trx, input.hari_efektif, jam, actor.userId);
      const after = await repo.getConfig(trx);
      await recordAudit(trx, { ...actor, entity: 'wla_config', entityId: 1, before, after });
      return { message: WLA_MESSAGES.configUpdated, data: this.toConfig(after) };
    });
  }

  async activities(q: WlaActivityQuery): Promise<WlaActivityListAnswer> {
    const f = { jabatanId: q.jabatan_id, search: searchOf(q.search) };
    const { rows } = await repo.listActivities(this.ctx.db, { ...f, ...page(q) });
    const total = await totalOfPage(rows, q.page, () => repo.countActivities(this.ctx.db, f));
    return toPaged(
      rows.map((r) => this.toActivity(r)),
      total,
      q.page,
      q.per_page,
    );
  }

  /** Checks and normalises an activity's input; 422 names every bad field. */
  private async values(input: WlaActivityInput): Promise<repo.ActivityValues> {
    const errors: Record<string, string[]> = {};
    const nama = input.nama.trim().replace(/\s+/g, ' ');
    if (!nama) errors.nama = [WLA_ERRORS.namaBlank];
    const frekuensi = decimalText(input.frekuensi);
    if (frekuensi === null || Number(frekuensi) > 1_000_000) errors.frekuensi = [WLA_ERRORS.decimal];
    const menit = decimalText(input.menit);
    if (menit === null || Number(menit) > 100_000) errors.menit = [WLA_ERRORS.decimal];
    if (!(await repo.jabatanExists(this.ctx.db, input.jabatan_id))) errors.jabatan_id = [WLA_ERRORS.jabatanUnknown];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { jabatan_id: input.jabatan_id, nama, frekuensi: frekuensi!, periode: input.periode, menit: menit! };
  }

  async createActivity(input: WlaActivityInput, actor: Actor): Promise<WlaActivityMutation> {
    const v = await this.values(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertActivity(trx, v);
      const row = (await repo.activityById(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'wla_aktivitas', entityId: id, after: v });
      return { message: WLA_MESSAGES.activityCreated, data: this.toActivity(row) };
    });
  }

  async updateActivity(id: number, input: WlaActivityInput, actor: Actor): Promise<WlaActivityMutation> {
    const v = await this.values(input);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.activityById(trx, id);
      if (!before || !(await repo.updateActivity(trx, id, v))) throw new HttpError(404, WLA_ERRORS.notFound);
      const row = (await repo.activityById(trx, id))!;
      await recordAudit(trx, { ...actor, entity: 'wla_aktivitas', entityId: id, before, after: v });
      return { message: WLA_MESSAGES.activityUpdated, data: this.toActivity(row) };
    });
  }

  async deleteActivity(id: number, actor: Actor): Promise<{ message: string }> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.activityById(trx, id);
      if (!before || !(await repo.deleteActivity(trx, id))) throw new HttpError(404, WLA_ERRORS.notFound);
      await recordAudit(trx, { ...actor, entity: 'wla_aktivitas', entityId: id, before });
      return { message: WLA_MESSAGES.activityDeleted };
    });
  }

  async results(q: WlaResultQuery): Promise<WlaResultListAnswer> {
    const f: repo.ResultFilter = {
      kantorId: q.kantor_id,
      jabatanId: q.jabatan_id,
      search: searchOf(q.search),
      gap: q.status ? statusGapRange(q.status) : undefined,
    };
    const { rows } = await repo.listResults(this.ctx.db, { ...f, ...page(q) });
    const total = await totalOfPage(rows, q.page, () => repo.countResults(this.ctx.db, f));
    const data = rows.map(({ total: _t, ...r }) => ({
      ...r,
      status: statusOf(r.gap),
      computed_at: r.computed_at.toISOString(),
    }));
    return toPaged(data, total, q.page, q.per_page);
  }

  async kantor(q: WlaSummaryQuery): Promise<WlaKantorAnswer> {
    const { rows, total } = await repo.listKantor(this.ctx.db, { search: searchOf(q.search), ...page(q) });
    const data = rows.map(({ total: _t, ...r }) => ({ ...r, status: statusOf(r.gap) }));
    return toPaged(data, total, q.page, q.per_page);
  }

  async jabatan(q: WlaSummaryQuery): Promise<WlaJabatanAnswer> {
    const { rows, total } = await repo.listJabatan(this.ctx.db, { search: searchOf(q.search), ...page(q) });
    const data = rows.map(({ total: _t, ...r }) => ({ ...r, status: statusOf(r.gap) }));
    return toPaged(data, total, q.page, q.per_page);
  }
}
