/**
 * Worksheet use cases (docs/adr/0046): an employee's own entries (write, change, delete, read by
 * month), lalai (missed working days, late entries), and the managers' views over the offices they
 * may see (POLICY.seeAllWorksheets: every office; otherwise their own office and those below it):
 * entries with filters, per office, and the month's dashboard. Writes commit with their audit entry.
 */
import {
  WORKSHEET_LIMITS,
  WORKSHEET_MESSAGES,
  type WorksheetAttributeAnswer,
  type WorksheetAttributeInput,
  type WorksheetAttributesAnswer,
  type WorksheetDashboardAnswer,
  type WorksheetDashboardQuery,
  type WorksheetEntry,
  type WorksheetInput,
  type WorksheetKantorAnswer,
  type WorksheetKantorQuery,
  type WorksheetKantorRow,
  type WorksheetLalaiAnswer,
  type WorksheetLalaiQuery,
  type WorksheetMonthQuery,
  type WorksheetMutationAnswer,
  type WorksheetOwnAnswer,
  type WorksheetTugasQuery,
  type MessageAnswer,
} from '@portal/contracts';
import { recordAudit, type Actor } from '../../platform/audit.js';
import { hasAccess, MESSAGE_FORBIDDEN, type AuthContext } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { domain, POLICY } from '../../platform/domain.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import * as repo from './worksheet.repo.js';
import { addDays, monthRange, monthWorkingDays } from './working-days.js';

const { portalToday } = domain;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

export function toEntry(r: repo.EntryDbRow): WorksheetEntry {
  return {
    id: r.id,
    pegawai: { id: r.pegawai_id, nama: r.pegawai_nama },
    kantor: r.kantor_id === null ? null : { id: r.kantor_id, nama: r.kantor_nama ?? '' },
    tanggal: r.tanggal,
    tugas: r.tugas,
    durasi_menit: r.durasi_menit,
    catatan: r.catatan,
    attributes: r.attributes,
    is_late: r.is_late,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export class WorksheetService {
  constructor(private readonly ctx: AppContext) {}

  /** The caller's employee record; 422 for an account without one. */
  private async me(db: Db, auth: AuthContext) {
    const p = await repo.pegawaiOfUser(db, auth.userId);
    if (!p) throw new HttpError(422, WORKSHEET_MESSAGES.noPegawai);
    return p;
  }

  /** The offices a manager may read: null = all (seeAllWorksheets), else their own office's subtree. */
  async scopeOf(auth: AuthContext): Promise<repo.KantorScope> {
    if (hasAccess(auth, POLICY.seeAllWorksheets)) return null;
    const p = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    if (!p?.kantor_id) return [];
    return repo.kantorSubtree(this.ctx.db, p.kantor_id);
  }

  async own(auth: AuthContext, q: WorksheetMonthQuery): Promise<WorksheetOwnAnswer> {
    const p = await this.me(this.ctx.db, auth);
    const { from, to } = monthRange(q.tahun, q.bulan);
    const rows = (await repo.listOwn(this.ctx.db, p.id, from, to)).map(toEntry);
    return { data: rows, total_menit: rows.reduce((sum, r) => sum + r.durasi_menit, 0) };
  }

  /** Checks an entry; 422 naming every field at fault. */
  private async check(db: Db, pegawaiId: number, input: WorksheetInput, exceptId?: number) {
    const errors: FieldErrors = {};
    const tugas = input.tugas.trim();
    const catatan = input.catatan?.trim() || null;
    if (tugas === '') errors.tugas = [WORKSHEET_MESSAGES.tugasRequired];
    const today = portalToday();
    if (input.tanggal > today) errors.tanggal = [WORKSHEET_MESSAGES.future];
    else if (input.tanggal < addDays(today, -WORKSHEET_LIMITS.daysBack)) errors.tanggal = [WORKSHEET_MESSAGES.tooOld];
    const ids = [...new Set(input.attribute_ids ?? [])];
    const known = await repo.activeAttributeIds(db, ids);
    if (known.length !== ids.length) errors.attribute_ids = [WORKSHEET_MESSAGES.unknownAttribute];
    if (!errors.tanggal) {
      const day = await repo.dayTotals(db, pegawaiId, input.tanggal, exceptId);
      if (day.menit + input.durasi_menit > WORKSHEET_LIMITS.menitMax)
        errors.durasi_menit = [WORKSHEET_MESSAGES.dayFull];
      if (day.n + 1 > WORKSHEET_LIMITS.entriesPerDay) errors.tanggal = [WORKSHEET_MESSAGES.dayEntries];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { tanggal: input.tanggal, tugas, durasi_menit: input.durasi_menit, catatan, attributeIds: ids };
  }

  private async entryAnswer(db: Db, id: number, message: string): Promise<WorksheetMutationAnswer> {
    const row = await repo.findEntry(db, id);
    if (!row) throw new HttpError(404, WORKSHEET_MESSAGES.notFound);
    return { message, data: toEntry(row) };
  }

  async create(auth: AuthContext, actor: Actor, input: WorksheetInput): Promise<WorksheetMutationAnswer> {
    const id = await this.ctx.db.transaction().execute(async (trx) => {
      const p = await this.me(trx, auth);
      const v = await this.check(trx, p.id, input);
      const id = await repo.insertEntry(trx, {
        pegawai_id: p.id,
        kantor_id: p.kantor_id,
        tanggal: v.tanggal,
        tugas: v.tugas,
        durasi_menit: v.durasi_menit,
        catatan: v.catatan,
        created_by: auth.userId,
      });
      await repo.setAttributes(trx, id, v.attributeIds);
      await recordAudit(trx, { ...actor, entity: 'worksheet', entityId: id, after: { pegawai_id: p.id, ...v } });
      return id;
    });
    return this.entryAnswer(this.ctx.db, id, WORKSHEET_MESSAGES.created);
  }

  /** The caller's own entry, locked; another's → 404 like a missing one. */
  private async ownEntry(trx: Db, auth: AuthContext, id: number) {
    const p = await this.me(trx, auth);
    const row = await repo.lockEntry(trx, id);
    if (!row || row.pegawai_id !== p.id) throw new HttpError(404, WORKSHEET_MESSAGES.notFound);
    return { p, row };
  }

  async update(auth: AuthContext, actor: Actor, id: number, input: WorksheetInput): Promise<WorksheetMutationAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const { p, row } = await this.ownEntry(trx, auth, id);
      const v = await this.check(trx, p.id, input, id);
      await repo.updateEntry(trx, id, {
        tanggal: v.tanggal,
        tugas: v.tugas,
        durasi_menit: v.durasi_menit,
        catatan: v.catatan,
      });
      await repo.setAttributes(trx, id, v.attributeIds);
      await recordAudit(trx, {
        ...actor,
        entity: 'worksheet',
        entityId: id,
        before: { tanggal: row.tanggal, tugas: row.tugas, durasi_menit: row.durasi_menit, catatan: row.catatan },
        after: v,
      });
    });
    return this.entryAnswer(this.ctx.db, id, WORKSHEET_MESSAGES.updated);
  }

  async remove(auth: AuthContext, actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const { row } = await this.ownEntry(trx, auth, id);
      await repo.deleteEntry(trx, id);
      await recordAudit(trx, {
        ...actor,
        entity: 'worksheet',
        entityId: id,
        before: { pegawai_id: row.pegawai_id, tanggal: row.tanggal, tugas: row.tugas, durasi_menit: row.durasi_menit },
      });
    });
    return { message: WORKSHEET_MESSAGES.deleted };
  }

  async tugas(auth: AuthContext, q: WorksheetTugasQuery) {
    const scope = await this.scopeOf(auth);
    const { rows, total } = await repo.listTugas(
      this.ctx.db,
      {
        scope,
        from: q.tanggal_awal,
        to: q.tanggal_akhir,
        kantorId: q.kantor_id,
        pegawaiId: q.pegawai_id,
        attributeId: q.attribute_id,
        isLate: q.is_late,
        search: q.search?.trim() || undefined,
      },
      { limit: q.per_page, offset: (q.page - 1) * q.per_page, sort: listSort(q) },
    );
    return toPaged(rows.map(toEntry), total, q.page, q.per_page);
  }

  /** lalai of the caller, or (managers) of an employee of an office they may see. */
  async lalai(auth: AuthContext, q: WorksheetLalaiQuery): Promise<WorksheetLalaiAnswer> {
    const me = await repo.pegawaiOfUser(this.ctx.db, auth.userId);
    let who: { id: number; nama: string } | undefined;
    if (q.pegawai_id === undefined || q.pegawai_id === me?.id) {
      if (!me) throw new HttpError(422, WORKSHEET_MESSAGES.noPegawai);
      who = me;
    } else {
      if (!hasAccess(auth, POLICY.readWorksheetOffices)) throw new HttpError(403, MESSAGE_FORBIDDEN);
      const p = await repo.findPegawai(this.ctx.db, q.pegawai_id);
      const scope = await this.scopeOf(auth);
      if (!p || (scope !== null && (p.kantor_id === null || !scope.includes(p.kantor_id))))
        throw new HttpError(404, WORKSHEET_MESSAGES.pegawaiNotFound);
      who = p;
    }
    const { from, to } = monthRange(q.tahun, q.bulan);
    const days = await monthWorkingDays(this.ctx.db, q.tahun, q.bulan, addDays(portalToday(), -1));
    const filled = new Set(await repo.filledDays(this.ctx.db, who.id, days));
    const late = await repo.lateEntries(this.ctx.db, who.id, from, to);
    return {
      data: {
        pegawai: { id: who.id, nama: who.nama },
        hari_kerja: days.length,
        hari_terisi: filled.size,
        hari_kosong: days.filter((d) => !filled.has(d)),
        terlambat: late.map((r) => ({
          id: r.id,
          tanggal: r.tanggal,
          tugas: r.tugas,
          created_at: r.created_at.toISOString(),
        })),
      },
    };
  }

  private async month(tahun: number, bulan: number) {
    const { from, to } = monthRange(tahun, bulan);
    const days = await monthWorkingDays(this.ctx.db, tahun, bulan, addDays(portalToday(), -1));
    return { from, to, days };
  }

  private static kantorRow(r: repo.KantorStatRow, hariKerja: number): WorksheetKantorRow {
    return {
      kantor_id: r.kantor_id,
      nama: r.nama,
      pegawai: r.pegawai,
      pegawai_terisi: r.pegawai_terisi,
      entries: r.entries,
      menit: r.menit,
      terlambat: r.terlambat,
      completion: percent(r.filled, r.pegawai * hariKerja),
    };
  }

  async kantor(auth: AuthContext, q: WorksheetKantorQuery): Promise<WorksheetKantorAnswer> {
    const scope = await this.scopeOf(auth);
    const range = await this.month(q.tahun, q.bulan);
    const rows = await repo.kantorStats(this.ctx.db, scope, range, q.search?.trim() || undefined);
    return { data: rows.map((r) => WorksheetService.kantorRow(r, range.days.length)), hari_kerja: range.days.length };
  }

  async dashboard(auth: AuthContext, q: WorksheetDashboardQuery): Promise<WorksheetDashboardAnswer> {
    let scope = await this.scopeOf(auth);
    if (q.kantor_id !== undefined) {
      if (scope !== null && !scope.includes(q.kantor_id)) throw new HttpError(404, WORKSHEET_MESSAGES.kantorNotFound);
      scope = [q.kantor_id];
    }
    const range = await this.month(q.tahun, q.bulan);
    const hari = range.days.length;
    const [kantor, pegawai, perHari] = await Promise.all([
      repo.kantorStats(this.ctx.db, scope, range),
      repo.pegawaiStats(this.ctx.db, scope, range),
      repo.dayStats(this.ctx.db, scope, range),
    ]);
    return {
      data: {
        hari_kerja: hari,
        per_kantor: kantor.map((r) => WorksheetService.kantorRow(r, hari)),
        per_pegawai: pegawai.map((r) => ({ ...r, completion: percent(r.hari_terisi, hari) })),
        per_hari: perHari,
      },
    };
  }

  // ── The attribute list ─────────────────────────────────────────────────────────────────────
  async attributes(auth: AuthContext): Promise<WorksheetAttributesAnswer> {
    return { data: await repo.listAttributes(this.ctx.db, !hasAccess(auth, POLICY.readWorksheetOffices)) };
  }

  private async saveAttribute(actor: Actor, id: number | null, input: WorksheetAttributeInput) {
    const nama = input.nama.trim();
    if (nama === '') throw validationError({ nama: ['Nama atribut wajib diisi'] });
    try {
      return await this.ctx.db.transaction().execute(async (trx) => {
        const same = await repo.attributeByName(trx, nama);
        if (same && same.id !== id) throw validationError({ nama: [WORKSHEET_MESSAGES.attributeDuplicate] });
        const before = id === null ? null : await repo.findAttribute(trx, id);
        if (id !== null && !before) throw new HttpError(404, WORKSHEET_MESSAGES.attributeNotFound);
        const v = { nama, is_active: input.is_active ?? before?.is_active ?? true };
        const row = id === null ? await repo.insertAttribute(trx, v) : await repo.updateAttribute(trx, id, v);
        await recordAudit(trx, { ...actor, entity: 'worksheet_attribute', entityId: row.id, before, after: row });
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ nama: [WORKSHEET_MESSAGES.attributeDuplicate] });
      throw error;
    }
  }

  async createAttribute(actor: Actor, input: WorksheetAttributeInput): Promise<WorksheetAttributeAnswer> {
    return { message: WORKSHEET_MESSAGES.attributeCreated, data: await this.saveAttribute(actor, null, input) };
  }

  async updateAttribute(actor: Actor, id: number, input: WorksheetAttributeInput): Promise<WorksheetAttributeAnswer> {
    return { message: WORKSHEET_MESSAGES.attributeUpdated, data: await this.saveAttribute(actor, id, input) };
  }

  async deleteAttribute(actor: Actor, id: number): Promise<MessageAnswer> {
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await repo.findAttribute(trx, id);
      if (!before) throw new HttpError(404, WORKSHEET_MESSAGES.attributeNotFound);
      if (await repo.attributeInUse(trx, id)) throw new HttpError(409, WORKSHEET_MESSAGES.attributeInUse);
      await repo.deleteAttribute(trx, id);
      await recordAudit(trx, { ...actor, entity: 'worksheet_attribute', entityId: id, before });
    });
    return { message: WORKSHEET_MESSAGES.attributeDeleted };
  }
}
