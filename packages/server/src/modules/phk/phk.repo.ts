/**
 * Kysely reads and writes of terminations (pegawai_phk) in the wire shape: the employee, the type
 * (kategori), the year and whether its date has come (the portal's calendar day).
 */
import type { PhkRow, PhkSortColumn, PhkStatus } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern, pageWithTotal, sortOrder } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export const PHK_FILE_OWNER = 'pegawai_phk';

export interface PhkValues {
  pegawai_id: number;
  type_id: number;
  tanggal: string;
  nomor_sk: string | null;
  penyelenggara: string | null;
  keterangan: string | null;
}

export interface PhkFilter {
  search?: string;
  type_id?: number;
  kantor_id?: number;
  tahun?: number;
  pegawai_id?: number;
  status?: PhkStatus;
}

const SORT_COLUMNS = {
  tanggal: 'ph.tanggal',
  nama: 'p.nama',
  npp: 'p.npp',
  kategori: 't.nama',
  kantor: 'k.nama',
} as const satisfies Record<PhkSortColumn, string>;

const fileCount = sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = ${PHK_FILE_OWNER} AND f.owner_id = ph.id AND f.deleted_at IS NULL)`;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_phk as ph')
    .innerJoin('pegawai as p', 'p.id', 'ph.pegawai_id')
    .innerJoin('phk_type as t', 't.id', 'ph.type_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id');
}

function selectRows(db: Db) {
  return joined(db).select([
    'ph.id',
    'ph.pegawai_id',
    'p.nama as pegawai_nama',
    'p.npp',
    'k.id as kantor_id',
    'k.nama as kantor_nama',
    'ph.type_id',
    't.nama as type_nama',
    sql<string>`to_char(ph.tanggal, 'YYYY-MM-DD')`.as('tanggal'),
    sql<number>`extract(year FROM ph.tanggal)::int`.as('tahun'),
    'ph.penyelenggara',
    'ph.nomor_sk',
    'ph.keterangan',
    sql<boolean>`(ph.tanggal <= ${TODAY})`.as('is_effective'),
    fileCount.as('file_count'),
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PhkRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: {
      id: r.pegawai_id,
      nama: r.pegawai_nama,
      npp: visibleNpp(r.npp),
      kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
    },
    type_id: r.type_id,
    kategori: { id: r.type_id, nama: r.type_nama },
    nama: r.pegawai_nama,
    tanggal: r.tanggal,
    tahun: r.tahun,
    penyelenggara: r.penyelenggara,
    nomor_sk: r.nomor_sk,
    keterangan: r.keterangan,
    is_effective: r.is_effective,
    file_count: r.file_count,
  };
}

/**
 * The filter on the termination table alone: its employee and type always exist (NOT NULL foreign
 * keys), so the total of an unsearched list counts one table and is planned in no time; the
 * employee's name, NPP and office are reached through a subquery only when asked.
 */
function filtered(db: Db, f: PhkFilter) {
  let q = db.selectFrom('pegawai_phk as ph');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('pegawai as sp')
            .select('sp.id')
            .whereRef('sp.id', '=', 'ph.pegawai_id')
            .where((w) => w.or([w('sp.nama', 'ilike', pattern), w('sp.npp', 'ilike', pattern)])),
        ),
        eb('ph.nomor_sk', 'ilike', pattern),
        eb('ph.penyelenggara', 'ilike', pattern),
      ]),
    );
  }
  if (f.type_id !== undefined) q = q.where('ph.type_id', '=', f.type_id);
  if (f.kantor_id !== undefined) {
    const kantorId = f.kantor_id;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('pegawai as kp')
          .select('kp.id')
          .whereRef('kp.id', '=', 'ph.pegawai_id')
          .where('kp.kantor_id', '=', kantorId),
      ),
    );
  }
  if (f.pegawai_id !== undefined) q = q.where('ph.pegawai_id', '=', f.pegawai_id);
  if (f.tahun !== undefined)
    q = q.where('ph.tanggal', '>=', `${f.tahun}-01-01`).where('ph.tanggal', '<=', `${f.tahun}-12-31`);
  if (f.status === 'efektif') q = q.where('ph.tanggal', '<=', TODAY);
  else if (f.status === 'akan') q = q.where('ph.tanggal', '>', TODAY);
  return q;
}

export async function listPhk(
  db: Db,
  f: PhkFilter & {
    sort: { column: PhkSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PhkRow[]; total: number }> {
  const base = filtered(db, f);
  let q = selectRows(db).where('ph.id', 'in', base.select('ph.id'));
  q = f.sort
    ? q
        .orderBy(SORT_COLUMNS[f.sort.column], sortOrder(SORT_COLUMNS[f.sort.column], f.sort.direction))
        .orderBy('ph.id', 'desc')
    : q.orderBy('ph.tanggal', 'desc').orderBy('ph.id', 'desc');
  const { rows, total } = await pageWithTotal(q.limit(f.limit).offset(f.offset).execute(), base);
  return { rows: rows.map(toRow), total };
}

/** Every termination in the register's order, in batches (the export). */
export async function* iteratePhk(db: Db, batch: number): AsyncGenerator<PhkRow> {
  let offset = 0;
  for (;;) {
    const page = await selectRows(db)
      .orderBy('ph.tanggal', 'desc')
      .orderBy('ph.id', 'desc')
      .limit(batch)
      .offset(offset)
      .execute();
    for (const r of page) yield toRow(r);
    if (page.length < batch) return;
    offset += batch;
  }
}

export async function countAllPhk(db: Db): Promise<number> {
  const r = await db
    .selectFrom('pegawai_phk')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function findPhk(db: Db, id: number): Promise<PhkRow | undefined> {
  const r = await selectRows(db).where('ph.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function typeExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('phk_type').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The employee's termination, if any (one per employee). */
export async function phkIdOfPegawai(db: Db, pegawaiId: number): Promise<number | undefined> {
  const r = await db.selectFrom('pegawai_phk').select('id').where('pegawai_id', '=', pegawaiId).executeTakeFirst();
  return r?.id;
}

export async function insertPhk(trx: Db, values: PhkValues): Promise<number> {
  return (await trx.insertInto('pegawai_phk').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePhk(trx: Db, id: number, values: Omit<PhkValues, 'pegawai_id'>): Promise<void> {
  await trx
    .updateTable('pegawai_phk')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Locks the record for a write; undefined when it does not exist. */
export async function lockPhk(trx: Db, id: number): Promise<{ id: number } | undefined> {
  return trx.selectFrom('pegawai_phk').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The employees of these NPPs (the placeholder NPP, never shown, names nobody). */
export async function pegawaiIdsByNpp(db: Db, npps: readonly string[]): Promise<Map<string, number>> {
  if (npps.length === 0) return new Map();
  const rows = await db
    .selectFrom('pegawai')
    .select(['id', 'npp'])
    .where('npp', 'in', [...npps])
    .execute();
  return new Map(rows.filter((r) => visibleNpp(r.npp) !== null).map((r) => [r.npp, r.id]));
}

/** Locks these employees in id order (the order every writer uses, so bulk writes cannot deadlock); answers the ids that exist. */
export async function lockPegawaiRows(trx: Db, pegawaiIds: readonly number[]): Promise<Set<number>> {
  if (pegawaiIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('pegawai')
    .select('id')
    .where('id', 'in', [...pegawaiIds])
    .orderBy('id')
    .forUpdate()
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Which of these employees already have their (one) termination. */
export async function pegawaiWithPhk(db: Db, pegawaiIds: readonly number[]): Promise<Set<number>> {
  if (pegawaiIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('pegawai_phk')
    .select('pegawai_id')
    .where('pegawai_id', 'in', [...pegawaiIds])
    .execute();
  return new Set(rows.map((r) => r.pegawai_id));
}
