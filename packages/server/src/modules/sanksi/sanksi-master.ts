/**
 * The sanction master data (spec /general/sanksi (+parent); pages /pegawai/sanksi/jenis and parent):
 * types under their parents, parents under a class. Names are unique (409); a type or parent still
 * used answers 409 on delete, so no sanction loses its type.
 */
import type {
  MessageAnswer,
  SanksiJenisInput,
  SanksiJenisListAnswer,
  SanksiJenisMutation,
  SanksiJenisRow,
  SanksiParentInput,
  SanksiParentListAnswer,
  SanksiParentMutation,
  SanksiParentRow,
} from '@portal/contracts';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError } from '../../platform/errors.js';

export const SANKSI_MASTER_MESSAGES = {
  jenisCreated: 'Jenis Sanksi created',
  jenisUpdated: 'Jenis Sanksi updated',
  jenisDeleted: 'Jenis Sanksi deleted',
  jenisNotFound: 'Jenis sanksi tidak ditemukan',
  jenisInUse: 'Jenis sanksi masih dipakai oleh data sanksi pegawai',
  parentCreated: 'Induk Sanksi created',
  parentUpdated: 'Induk Sanksi updated',
  parentDeleted: 'Induk Sanksi deleted',
  parentNotFound: 'Induk sanksi tidak ditemukan',
  parentInUse: 'Induk sanksi masih dipakai oleh jenis sanksi',
  kelasNotFound: 'Kelas sanksi tidak ditemukan',
  namaRequired: 'Nama wajib diisi',
  namaTaken: 'Nama sudah dipakai',
} as const;

function parentRows(db: Db) {
  return db
    .selectFrom('sanksi_parent as sp')
    .innerJoin('sanksi_kelas as kl', 'kl.id', 'sp.kelas_id')
    .select(['sp.id', 'sp.nama', 'sp.kelas_id', 'kl.nama as kelas_nama']);
}

function toParent(r: { id: number; nama: string; kelas_id: number; kelas_nama: string }): SanksiParentRow {
  return { id: r.id, nama: r.nama, kelas_id: r.kelas_id, kelas: { id: r.kelas_id, nama: r.kelas_nama } };
}

function jenisRows(db: Db) {
  return db
    .selectFrom('sanksi_jenis as j')
    .innerJoin('sanksi_parent as sp', 'sp.id', 'j.parent_id')
    .innerJoin('sanksi_kelas as kl', 'kl.id', 'sp.kelas_id')
    .select(['j.id', 'j.nama', 'j.parent_id', 'sp.nama as parent_nama', 'sp.kelas_id', 'kl.nama as kelas_nama']);
}

function toJenis(r: {
  id: number;
  nama: string;
  parent_id: number;
  parent_nama: string;
  kelas_id: number;
  kelas_nama: string;
}): SanksiJenisRow {
  return {
    id: r.id,
    nama: r.nama,
    parent_id: r.parent_id,
    parent: toParent({ id: r.parent_id, nama: r.parent_nama, kelas_id: r.kelas_id, kelas_nama: r.kelas_nama }),
  };
}

function cleanNama(nama: string): string {
  const trimmed = nama.trim();
  if (!trimmed) throw validationError({ nama: [SANKSI_MASTER_MESSAGES.namaRequired] });
  return trimmed;
}

async function assertNamaFree(db: Db, table: 'sanksi_jenis' | 'sanksi_parent', nama: string, id?: number) {
  let q = db
    .selectFrom(table)
    .select('id')
    .where(sql<string>`lower(nama)`, '=', nama.toLowerCase());
  if (id !== undefined) q = q.where('id', '!=', id);
  if (await q.executeTakeFirst()) throw new HttpError(409, SANKSI_MASTER_MESSAGES.namaTaken);
}

export class SanksiMasterService {
  constructor(private readonly ctx: AppContext) {}

  async listJenis(): Promise<SanksiJenisListAnswer> {
    const rows = await jenisRows(this.ctx.db).orderBy('sp.kelas_id').orderBy('j.nama').orderBy('j.id').execute();
    return { data: rows.map(toJenis) };
  }

  async listParent(): Promise<SanksiParentListAnswer> {
    const [rows, kelas] = await Promise.all([
      parentRows(this.ctx.db).orderBy('sp.kelas_id').orderBy('sp.nama').execute(),
      this.ctx.db.selectFrom('sanksi_kelas').select(['id', 'nama']).orderBy('id').execute(),
    ]);
    return { data: rows.map(toParent), kelas };
  }

  private async jenis(db: Db, id: number): Promise<SanksiJenisRow> {
    const r = await jenisRows(db).where('j.id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, SANKSI_MASTER_MESSAGES.jenisNotFound);
    return toJenis(r);
  }

  private async parent(db: Db, id: number): Promise<SanksiParentRow> {
    const r = await parentRows(db).where('sp.id', '=', id).executeTakeFirst();
    if (!r) throw new HttpError(404, SANKSI_MASTER_MESSAGES.parentNotFound);
    return toParent(r);
  }

  async saveJenis(actor: Actor, input: SanksiJenisInput, id?: number): Promise<SanksiJenisMutation> {
    const nama = cleanNama(input.nama);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await this.jenis(trx, id);
      const parent = await trx
        .selectFrom('sanksi_parent')
        .select('id')
        .where('id', '=', input.parent_id)
        .executeTakeFirst();
      if (!parent) throw validationError({ parent_id: [SANKSI_MASTER_MESSAGES.parentNotFound] });
      await assertNamaFree(trx, 'sanksi_jenis', nama, id);
      const values = { nama, parent_id: input.parent_id };
      let savedId = id;
      if (savedId === undefined)
        savedId = (await trx.insertInto('sanksi_jenis').values(values).returning('id').executeTakeFirstOrThrow()).id;
      else
        await trx
          .updateTable('sanksi_jenis')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', savedId)
          .execute();
      const data = await this.jenis(trx, savedId);
      await recordAudit(trx, { ...actor, entity: 'sanksi_jenis', entityId: savedId, before, after: data });
      const message = id === undefined ? SANKSI_MASTER_MESSAGES.jenisCreated : SANKSI_MASTER_MESSAGES.jenisUpdated;
      return { message, data };
    });
  }

  async removeJenis(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.jenis(trx, id);
      const used = await trx.selectFrom('pegawai_sanksi').select('id').where('jenis_id', '=', id).executeTakeFirst();
      if (used) throw new HttpError(409, SANKSI_MASTER_MESSAGES.jenisInUse);
      await trx.deleteFrom('sanksi_jenis').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'sanksi_jenis', entityId: id, before });
      return { message: SANKSI_MASTER_MESSAGES.jenisDeleted };
    });
  }

  async saveParent(actor: Actor, input: SanksiParentInput, id?: number): Promise<SanksiParentMutation> {
    const nama = cleanNama(input.nama);
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await this.parent(trx, id);
      const kelas = await trx
        .selectFrom('sanksi_kelas')
        .select('id')
        .where('id', '=', input.kelas_id)
        .executeTakeFirst();
      if (!kelas) throw validationError({ kelas_id: [SANKSI_MASTER_MESSAGES.kelasNotFound] });
      await assertNamaFree(trx, 'sanksi_parent', nama, id);
      const values = { nama, kelas_id: input.kelas_id };
      let savedId = id;
      if (savedId === undefined)
        savedId = (await trx.insertInto('sanksi_parent').values(values).returning('id').executeTakeFirstOrThrow()).id;
      else
        await trx
          .updateTable('sanksi_parent')
          .set({ ...values, updated_at: new Date() })
          .where('id', '=', savedId)
          .execute();
      const data = await this.parent(trx, savedId);
      await recordAudit(trx, { ...actor, entity: 'sanksi_parent', entityId: savedId, before, after: data });
      const message = id === undefined ? SANKSI_MASTER_MESSAGES.parentCreated : SANKSI_MASTER_MESSAGES.parentUpdated;
      return { message, data };
    });
  }

  async removeParent(actor: Actor, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.parent(trx, id);
      const used = await trx.selectFrom('sanksi_jenis').select('id').where('parent_id', '=', id).executeTakeFirst();
      if (used) throw new HttpError(409, SANKSI_MASTER_MESSAGES.parentInUse);
      await trx.deleteFrom('sanksi_parent').where('id', '=', id).execute();
      await recordAudit(trx, { ...actor, entity: 'sanksi_parent', entityId: id, before });
      return { message: SANKSI_MASTER_MESSAGES.parentDeleted };
    });
  }
}
