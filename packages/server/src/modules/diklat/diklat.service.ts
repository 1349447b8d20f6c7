/**
 * Diklat events and their participants: the register, one event and its writes, the participant bulk
 * writes. Every write is one transaction with its audit row; the event row is locked first, so two
 * bulk writes on one event run one after the other and a failed one leaves nothing half-written.
 */
import type {
  DiklatEventInput,
  DiklatEventListAnswer,
  DiklatEventListQuery,
  DiklatEventMutation,
  DiklatEventRow,
  DiklatEventShowAnswer,
  DiklatPegawaiInput,
  DiklatPegawaiListAnswer,
  DiklatPegawaiListQuery,
  DiklatPegawaiMutation,
  MessageAnswer,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';
import { listSort, toPaged } from '../../platform/paging.js';
import { selectHandler } from '../../platform/selectors.js';
import * as repo from './diklat.repo.js';

export const DIKLAT_MESSAGES = {
  eventCreated: 'Diklat created',
  eventUpdated: 'Diklat updated',
  eventDeleted: 'Diklat deleted',
  penyelenggaraUpdated: 'Penyelenggara Diklat updated',
  pegawaiCreated: 'Diklat Pegawai created',
  pegawaiDeleted: 'Diklat Pegawai deleted',
  pegawaiLoaded: 'Diklat Pegawai Loaded',
  eventNotFound: 'Event diklat tidak ditemukan',
  eventHasParticipants: 'Event diklat masih memiliki peserta; kosongkan peserta terlebih dahulu',
  namaRequired: 'Nama diklat wajib diisi',
  awalInvalid: 'Tanggal awal harus berformat YYYY-MM-DD',
  akhirInvalid: 'Tanggal akhir harus berformat YYYY-MM-DD',
  akhirBeforeAwal: 'Tanggal akhir tidak boleh sebelum tanggal awal',
  masterNotFound: 'Data tidak ditemukan',
  penyelenggaraNotFound: 'Penyelenggara diklat tidak ditemukan',
  nppRequired: 'Isi paling sedikit satu NPP',
  nppUnknown: (npp: string[]) => `NPP tidak ditemukan atau pegawai tidak aktif: ${npp.join(', ')}`,
  pegawaiRequired: 'Pilih paling sedikit satu pegawai',
  pegawaiUnknown: (ids: number[]) => `Pegawai tidak ditemukan atau tidak aktif: ${ids.join(', ')}`,
  sourceRequired: 'Pilih event diklat sumber peserta',
  sourceSame: 'Event sumber tidak boleh sama dengan event tujuan',
} as const;

/** True for an existing calendar day written 'YYYY-MM-DD' (rejects 2026-02-30). */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

const EVENT_REFS = [
  ['kategori_id', 'diklat_kategori'],
  ['status_id', 'diklat_status'],
  ['sertifikasi_id', 'diklat_sertifikasi'],
  ['qualification_id', 'diklat_qualification'],
] as const;

export class DiklatService {
  constructor(private readonly ctx: AppContext) {}

  async list(q: DiklatEventListQuery): Promise<DiklatEventListAnswer> {
    const { rows, total } = await repo.listEvents(this.ctx.db, {
      search: q.search?.trim() || undefined,
      kategori_id: q.kategori_id,
      status_id: q.status_id,
      penyelenggara_id: q.penyelenggara_id,
      jenis_id: q.jenis_id,
      tahun: q.tahun,
      sort: listSort(q),
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  private async find(db: Db, by: { id: number } | { token: string }): Promise<DiklatEventRow> {
    const row = await repo.findEvent(db, by);
    if (!row) throw new HttpError(404, DIKLAT_MESSAGES.eventNotFound);
    return row;
  }

  async show(by: { id: number } | { token: string }): Promise<DiklatEventShowAnswer> {
    return { data: await this.find(this.ctx.db, by) };
  }

  private async values(db: Db, input: DiklatEventInput): Promise<repo.EventValues> {
    const errors: FieldErrors = {};
    const nama = input.nama.trim();
    const awal = input.awal.trim();
    const akhir = text(input.akhir);
    if (!nama) errors.nama = [DIKLAT_MESSAGES.namaRequired];
    if (!isIsoDate(awal)) errors.awal = [DIKLAT_MESSAGES.awalInvalid];
    if (akhir !== null && !isIsoDate(akhir)) errors.akhir = [DIKLAT_MESSAGES.akhirInvalid];
    else if (akhir !== null && isIsoDate(awal) && akhir < awal) errors.akhir = [DIKLAT_MESSAGES.akhirBeforeAwal];
    const values: repo.EventValues = {
      nama,
      jenis_id: input.jenis_id,
      awal,
      akhir,
      tempat: text(input.tempat),
      keterangan: text(input.keterangan),
      penyelenggara: text(input.penyelenggara),
      kategori_id: null,
      status_id: null,
      sertifikasi_id: null,
      qualification_id: null,
    };
    for (const [field, table] of EVENT_REFS) {
      const id = input[field] ?? null;
      if (id === null) continue;
      const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      if (!found) errors[field] = [DIKLAT_MESSAGES.masterNotFound];
      values[field] = id;
    }
    if (input.penyelenggara_id) {
      const ids = unique(input.penyelenggara_id);
      const found = await repo.existingIds(db, 'diklat_penyelenggara', ids);
      if (ids.some((id) => !found.has(id))) errors.penyelenggara_id = [DIKLAT_MESSAGES.penyelenggaraNotFound];
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }

  async create(actor: Actor, input: DiklatEventInput): Promise<DiklatEventMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertEvent(trx, await this.values(trx, input));
      if (input.penyelenggara_id) await repo.setOrganisers(trx, id, unique(input.penyelenggara_id));
      const data = await this.find(trx, { id });
      await recordAudit(trx, { ...actor, entity: 'diklat_event', entityId: id, after: data });
      return { message: DIKLAT_MESSAGES.eventCreated, data };
    });
  }

  private async lock(trx: Db, id: number): Promise<DiklatEventRow> {
    if (!(await repo.lockEvent(trx, id))) throw new HttpError(404, DIKLAT_MESSAGES.eventNotFound);
    return this.find(trx, { id });
  }

  async update(actor: Actor, id: number, input: DiklatEventInput): Promise<DiklatEventMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      await repo.updateEvent(trx, id, await this.values(trx, input));
      if (input.penyelenggara_id) await repo.setOrganisers(trx, id, unique(input.penyelenggara_id));
      const data = await this.find(trx, { id });
      await recordAudit(trx, { ...actor, entity: 'diklat_event', entityId: id, before, after: data });
      return { message: DIKLAT_MESSAGES.eventUpdated, data };
    });
  }

  async remove(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      if (before.peserta > 0) throw new HttpError(409, DIKLAT_MESSAGES.eventHasParticipants);
      for (const file of await this.ctx.files.listOf(trx, repo.DIKLAT_FILE_OWNER, id))
        await this.ctx.files.remove(trx, file.id);
      await trx.deleteFrom('diklat_event').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'diklat_event', entityId: id, before });
      return { message: DIKLAT_MESSAGES.eventDeleted };
    });
  }

  /** store_penyelenggara: the event's organisers, replacing what it had. */
  async storeOrganisers(actor: Actor, id: number, penyelenggaraIds: number[]): Promise<DiklatEventMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.lock(trx, id);
      const ids = unique(penyelenggaraIds);
      const found = await repo.existingIds(trx, 'diklat_penyelenggara', ids);
      if (ids.some((pid) => !found.has(pid)))
        throw validationError({ penyelenggara_id: [DIKLAT_MESSAGES.penyelenggaraNotFound] });
      await repo.setOrganisers(trx, id, ids);
      const data = await this.find(trx, { id });
      await recordAudit(trx, { ...actor, entity: 'diklat_event', entityId: id, before, after: data });
      return { message: DIKLAT_MESSAGES.penyelenggaraUpdated, data };
    });
  }

  // ---- participants ----------------------------------------------------------------------------------

  async participants(q: DiklatPegawaiListQuery): Promise<DiklatPegawaiListAnswer> {
    const { rows, total } = await repo.listParticipants(this.ctx.db, {
      search: q.search?.trim() || undefined,
      diklat_event_id: q.diklat_event_id,
      pegawai_id: q.pegawai_id,
      limit: q.per_page,
      offset: (q.page - 1) * q.per_page,
    });
    return toPaged(rows, total, q.page, q.per_page);
  }

  /** The bulk participant writes (contracts DiklatPegawaiInput); each is all or nothing. */
  async participantWrite(actor: Actor, input: DiklatPegawaiInput): Promise<DiklatPegawaiMutation> {
    const run = selectHandler(input.event, {
      pegawai_store_npp: (trx: Db) => this.addByNpp(trx, input),
      pegawai_store: (trx: Db) => this.addById(trx, input),
      store_delete_pegawai: (trx: Db) => this.removeById(trx, input),
      pegawai_clear: (trx: Db) => this.removeParticipants(trx, input.diklat_event_id),
      pegawai_load: (trx: Db) => this.load(trx, input),
    });
    return this.ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.lockEvent(trx, input.diklat_event_id)))
        throw validationError({ diklat_event_id: [DIKLAT_MESSAGES.eventNotFound] });
      const before = await repo.countParticipants(trx, input.diklat_event_id);
      const { message, ditambahkan, dihapus, sudah_terdaftar, pegawaiIds } = await run(trx);
      const pesertaNow = await repo.countParticipants(trx, input.diklat_event_id);
      await recordAudit(trx, {
        ...actor,
        entity: 'diklat_event_pegawai',
        entityId: input.diklat_event_id,
        before: { peserta: before },
        after: { event: input.event, peserta: pesertaNow, pegawai_id: pegawaiIds },
      });
      return { message, data: { ditambahkan, dihapus, sudah_terdaftar, peserta: pesertaNow } };
    });
  }

  private async insert(trx: Db, eventId: number, pegawaiIds: number[], keterangan: string | null, message: string) {
    const inserted =
      pegawaiIds.length === 0
        ? []
        : await trx
            .insertInto('pegawai_diklat')
            .values(pegawaiIds.map((pegawai_id) => ({ pegawai_id, diklat_event_id: eventId, keterangan })))
            .onConflict((oc) => oc.columns(['pegawai_id', 'diklat_event_id']).doNothing())
            .returning('pegawai_id')
            .execute();
    return {
      message,
      ditambahkan: inserted.length,
      dihapus: 0,
      sudah_terdaftar: pegawaiIds.length - inserted.length,
      pegawaiIds: inserted.map((r) => r.pegawai_id),
    };
  }

  private async addByNpp(trx: Db, input: DiklatPegawaiInput) {
    const npp = unique((input.npp ?? []).map((n) => n.trim()).filter(Boolean));
    if (npp.length === 0) throw validationError({ npp: [DIKLAT_MESSAGES.nppRequired] });
    const found = await trx
      .selectFrom('pegawai')
      .select(['id', 'npp'])
      .where('npp', 'in', npp)
      .where('is_active', '=', true)
      .where('npp', '!=', '00000000')
      .forShare()
      .execute();
    const known = new Set(found.map((r) => r.npp));
    const missing = npp.filter((n) => !known.has(n));
    if (missing.length > 0) throw validationError({ npp: [DIKLAT_MESSAGES.nppUnknown(missing)] });
    return this.insert(
      trx,
      input.diklat_event_id,
      found.map((r) => r.id),
      text(input.keterangan),
      DIKLAT_MESSAGES.pegawaiCreated,
    );
  }

  private async addById(trx: Db, input: DiklatPegawaiInput) {
    const ids = unique(input.pegawai_id ?? []);
    if (ids.length === 0) throw validationError({ pegawai_id: [DIKLAT_MESSAGES.pegawaiRequired] });
    const active = await trx
      .selectFrom('pegawai')
      .select('id')
      .where('id', 'in', ids)
      .where('is_active', '=', true)
      .forShare()
      .execute();
    const found = new Set(active.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) throw validationError({ pegawai_id: [DIKLAT_MESSAGES.pegawaiUnknown(missing)] });
    return this.insert(trx, input.diklat_event_id, ids, text(input.keterangan), DIKLAT_MESSAGES.pegawaiCreated);
  }

  private async removeById(trx: Db, input: DiklatPegawaiInput) {
    const ids = unique(input.pegawai_id ?? []);
    if (ids.length === 0) throw validationError({ pegawai_id: [DIKLAT_MESSAGES.pegawaiRequired] });
    return this.removeParticipants(trx, input.diklat_event_id, ids);
  }

  /** Removes these participants of the event, or all of them (pegawai_clear) without `ids`. */
  private async removeParticipants(trx: Db, eventId: number, ids?: number[]) {
    let q = trx.deleteFrom('pegawai_diklat').where('diklat_event_id', '=', eventId);
    if (ids) q = q.where('pegawai_id', 'in', ids);
    const deleted = await q.returning('pegawai_id').execute();
    return {
      message: DIKLAT_MESSAGES.pegawaiDeleted,
      ditambahkan: 0,
      dihapus: deleted.length,
      sudah_terdaftar: 0,
      pegawaiIds: deleted.map((r) => r.pegawai_id),
    };
  }

  /** pegawai_load: the active participants of another event join this one ('Diklat Pegawai Loaded'). */
  private async load(trx: Db, input: DiklatPegawaiInput) {
    const source = input.source_event_id;
    if (source === undefined) throw validationError({ source_event_id: [DIKLAT_MESSAGES.sourceRequired] });
    if (source === input.diklat_event_id) throw validationError({ source_event_id: [DIKLAT_MESSAGES.sourceSame] });
    const exists = await trx.selectFrom('diklat_event').select('id').where('id', '=', source).executeTakeFirst();
    if (!exists) throw validationError({ source_event_id: [DIKLAT_MESSAGES.eventNotFound] });
    const ids = await trx
      .selectFrom('pegawai_diklat as pd')
      .innerJoin('pegawai as p', 'p.id', 'pd.pegawai_id')
      .select('p.id')
      .where('pd.diklat_event_id', '=', source)
      .where('p.is_active', '=', true)
      .orderBy(sql`p.id`)
      .execute();
    return this.insert(
      trx,
      input.diklat_event_id,
      ids.map((r) => r.id),
      text(input.keterangan),
      DIKLAT_MESSAGES.pegawaiLoaded,
    );
  }
}
