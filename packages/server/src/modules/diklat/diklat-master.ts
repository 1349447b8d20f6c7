/**
 * The diklat master lists (organisers, categories, statuses, certifications and qualifications with
 * their parents) and the certification settings (/sdm/set/sertifikasi, klasifikasi, perawatan): one
 * description per list, one service for all. Names are unique per list (409); a row still used
 * answers 409 on delete, so no event, certification or qualification loses what it points at.
 */
import type {
  DiklatMaster,
  DiklatMasterInput,
  DiklatMasterListAnswer,
  DiklatMasterMutation,
  DiklatMasterRow,
  DiklatSetting,
  MessageAnswer,
} from '@portal/contracts';
import { sql, type RawBuilder } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError, validationError, type FieldErrors } from '../../platform/errors.js';

type MasterTable =
  | 'diklat_penyelenggara'
  | 'diklat_kategori'
  | 'diklat_status'
  | 'diklat_sertifikasi_parent'
  | 'diklat_sertifikasi'
  | 'diklat_qualification_parent'
  | 'diklat_qualification'
  | 'set_sertifikasi'
  | 'set_klasifikasi'
  | 'set_perawatan';

export interface MasterDefinition {
  table: MasterTable;
  /** '{entity} created/updated/deleted'. */
  entity: string;
  notFound: string;
  akronim?: boolean;
  parent?: { table: MasterTable; notFound: string };
  kategoriLevel?: boolean;
  /** How many records use a row (`m` is the row's alias). */
  usage: RawBuilder<number>;
}

const countWhere = (from: string, column: string) =>
  sql<number>`(SELECT count(*)::int FROM ${sql.table(from)} u WHERE u.${sql.ref(column)} = m.id)`;

export const DIKLAT_MASTER_DEFS: Record<DiklatMaster, MasterDefinition> = {
  penyelenggara: {
    table: 'diklat_penyelenggara',
    entity: 'Penyelenggara Diklat',
    notFound: 'Penyelenggara diklat tidak ditemukan',
    akronim: true,
    usage: countWhere('diklat_event_penyelenggara', 'penyelenggara_id'),
  },
  kategori: {
    table: 'diklat_kategori',
    entity: 'Kategori Diklat',
    notFound: 'Kategori diklat tidak ditemukan',
    usage: countWhere('diklat_event', 'kategori_id'),
  },
  status: {
    table: 'diklat_status',
    entity: 'Status Diklat',
    notFound: 'Status diklat tidak ditemukan',
    usage: countWhere('diklat_event', 'status_id'),
  },
  sertifikasi_parent: {
    table: 'diklat_sertifikasi_parent',
    entity: 'Induk Sertifikasi',
    notFound: 'Induk sertifikasi tidak ditemukan',
    usage: countWhere('diklat_sertifikasi', 'parent_id'),
  },
  sertifikasi: {
    table: 'diklat_sertifikasi',
    entity: 'Sertifikasi',
    notFound: 'Sertifikasi tidak ditemukan',
    parent: { table: 'diklat_sertifikasi_parent', notFound: 'Induk sertifikasi tidak ditemukan' },
    usage: countWhere('diklat_event', 'sertifikasi_id'),
  },
  qualification_parent: {
    table: 'diklat_qualification_parent',
    entity: 'Induk Kualifikasi',
    notFound: 'Induk kualifikasi tidak ditemukan',
    usage: countWhere('diklat_qualification', 'parent_id'),
  },
  qualification: {
    table: 'diklat_qualification',
    entity: 'Kualifikasi',
    notFound: 'Kualifikasi tidak ditemukan',
    parent: { table: 'diklat_qualification_parent', notFound: 'Induk kualifikasi tidak ditemukan' },
    usage: countWhere('diklat_event', 'qualification_id'),
  },
};

const NO_USAGE = sql<number>`0`;

export const DIKLAT_SETTING_DEFS: Record<DiklatSetting, MasterDefinition> = {
  sertifikasi: {
    table: 'set_sertifikasi',
    entity: 'Setting Sertifikasi',
    notFound: 'Setting sertifikasi tidak ditemukan',
    kategoriLevel: true,
    usage: NO_USAGE,
  },
  klasifikasi: {
    table: 'set_klasifikasi',
    entity: 'Setting Klasifikasi',
    notFound: 'Setting klasifikasi tidak ditemukan',
    usage: NO_USAGE,
  },
  perawatan: {
    table: 'set_perawatan',
    entity: 'Setting Perawatan',
    notFound: 'Setting perawatan tidak ditemukan',
    usage: NO_USAGE,
  },
};

export const MASTER_MESSAGES = {
  namaRequired: 'Nama wajib diisi',
  namaTaken: 'Nama sudah dipakai',
  akronimRequired: 'Akronim wajib diisi',
  parentRequired: 'Induk wajib dipilih',
  kategoriRequired: 'Kategori wajib diisi',
  levelRequired: 'Level wajib diisi',
  inUse: 'Data masih dipakai sehingga tidak dapat dihapus',
} as const;

interface RawRow {
  id: number;
  nama: string;
  akronim?: string;
  parent_id?: number;
  parent_nama?: string;
  kategori?: string;
  level?: number;
  jumlah: number;
}

function toRow(def: MasterDefinition, r: RawRow): DiklatMasterRow {
  const row: DiklatMasterRow = { id: r.id, nama: r.nama, label: r.nama, jumlah: r.jumlah };
  if (def.akronim) {
    row.akronim = r.akronim!;
    row.label = `${r.nama} | ${r.akronim}`;
  }
  if (def.parent) {
    row.parent_id = r.parent_id!;
    row.parent = { id: r.parent_id!, nama: r.parent_nama! };
  }
  if (def.kategoriLevel) {
    row.kategori = r.kategori!;
    row.level = r.level!;
  }
  return row;
}

async function selectRows(db: Db, def: MasterDefinition, id?: number): Promise<DiklatMasterRow[]> {
  const columns = [sql`m.id`, sql`m.nama`, sql`${def.usage} AS jumlah`];
  if (def.akronim) columns.push(sql`m.akronim`);
  if (def.kategoriLevel) columns.push(sql`m.kategori`, sql`m.level`);
  if (def.parent) columns.push(sql`m.parent_id`, sql`pr.nama AS parent_nama`);
  const join = def.parent ? sql`JOIN ${sql.table(def.parent.table)} pr ON pr.id = m.parent_id` : sql``;
  const where = id === undefined ? sql`` : sql`WHERE m.id = ${id}`;
  const order = def.parent ? sql`pr.nama, m.nama, m.id` : sql`m.nama, m.id`;
  const result =
    await sql<RawRow>`SELECT ${sql.join(columns)} FROM ${sql.table(def.table)} m ${join} ${where} ORDER BY ${order}`.execute(
      db,
    );
  return result.rows.map((r) => toRow(def, r));
}

function clean(value: string | undefined): string {
  return value?.trim() ?? '';
}

export class DiklatMasterService {
  constructor(private readonly ctx: AppContext) {}

  async list(def: MasterDefinition): Promise<DiklatMasterListAnswer> {
    return { data: await selectRows(this.ctx.db, def) };
  }

  private async find(db: Db, def: MasterDefinition, id: number): Promise<DiklatMasterRow> {
    const [row] = await selectRows(db, def, id);
    if (!row) throw new HttpError(404, def.notFound);
    return row;
  }

  private async values(db: Db, def: MasterDefinition, input: DiklatMasterInput): Promise<Record<string, unknown>> {
    const errors: FieldErrors = {};
    const values: Record<string, unknown> = { nama: clean(input.nama) };
    if (!values.nama) errors.nama = [MASTER_MESSAGES.namaRequired];
    if (def.akronim) {
      values.akronim = clean(input.akronim);
      if (!values.akronim) errors.akronim = [MASTER_MESSAGES.akronimRequired];
    }
    if (def.kategoriLevel) {
      values.kategori = clean(input.kategori);
      values.level = input.level;
      if (!values.kategori) errors.kategori = [MASTER_MESSAGES.kategoriRequired];
      if (input.level === undefined) errors.level = [MASTER_MESSAGES.levelRequired];
    }
    if (def.parent) {
      values.parent_id = input.parent_id;
      if (input.parent_id === undefined) errors.parent_id = [MASTER_MESSAGES.parentRequired];
      else {
        const found = await sql`SELECT id FROM ${sql.table(def.parent.table)} WHERE id = ${input.parent_id}`.execute(
          db,
        );
        if (found.rows.length === 0) errors.parent_id = [def.parent.notFound];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return values;
  }

  async save(
    actor: Actor,
    def: MasterDefinition,
    input: DiklatMasterInput,
    id?: number,
  ): Promise<DiklatMasterMutation> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = id === undefined ? undefined : await this.find(trx, def, id);
      const values = await this.values(trx, def, input);
      const taken = await sql`SELECT id FROM ${sql.table(def.table)}
        WHERE lower(nama) = ${(values.nama as string).toLowerCase()} ${id === undefined ? sql`` : sql`AND id <> ${id}`}`.execute(
        trx,
      );
      if (taken.rows.length > 0) throw new HttpError(409, MASTER_MESSAGES.namaTaken);
      const names = Object.keys(values);
      let savedId = id;
      if (savedId === undefined) {
        const inserted = await sql<{
          id: number;
        }>`INSERT INTO ${sql.table(def.table)} (${sql.join(names.map((n) => sql.ref(n)))})
          VALUES (${sql.join(names.map((n) => values[n]))}) RETURNING id`.execute(trx);
        savedId = inserted.rows[0].id;
      } else {
        const sets = names.map((n) => sql`${sql.ref(n)} = ${values[n]}`);
        await sql`UPDATE ${sql.table(def.table)} SET ${sql.join(sets)}, updated_at = now() WHERE id = ${savedId}`.execute(
          trx,
        );
      }
      const data = await this.find(trx, def, savedId);
      await recordAudit(trx, { ...actor, entity: def.table, entityId: savedId, before, after: data });
      return { message: `${def.entity} ${id === undefined ? 'created' : 'updated'}`, data };
    });
  }

  async remove(actor: Actor, def: MasterDefinition, id: number): Promise<MessageAnswer> {
    return this.ctx.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM ${sql.table(def.table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
      const before = await this.find(trx, def, id);
      if (before.jumlah > 0) throw new HttpError(409, MASTER_MESSAGES.inUse);
      await sql`DELETE FROM ${sql.table(def.table)} WHERE id = ${id}`.execute(trx);
      await recordAudit(trx, { ...actor, entity: def.table, entityId: id, before });
      return { message: `${def.entity} deleted` };
    });
  }
}
