/**
 * Kysely reads and writes of employees' sanctions (pegawai_sanksi) in the wire shape: the employee,
 * the type under its parent and class, whether it is in force today (the bank's calendar day) and
 * what makes it incomplete (no decree number, no decree file).
 */
import {
  SANKSI_PROBLEMS,
  type SanksiEvent,
  type SanksiRow,
  type SanksiSortColumn,
  type SanksiStatus,
} from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern, sortOrder } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export const SANKSI_FILE_OWNER = 'pegawai_sanksi';

export interface SanksiValues {
  pegawai_id: number;
  jenis_id: number;
  awal: string;
  akhir: string | null;
  nomor_sk: string | null;
  keterangan: string | null;
}

export interface SanksiFilter {
  event: SanksiEvent;
  search?: string;
  jenis_id?: number;
  kelas_id?: number;
  pegawai_id?: number;
  status?: SanksiStatus;
}

const SORT_COLUMNS = {
  awal: 'ps.awal',
  akhir: 'ps.akhir',
  nama: 'p.nama',
  npp: 'p.npp',
  jenis: 'j.nama',
} as const satisfies Record<SanksiSortColumn, string>;

const fileCount = sql<number>`(SELECT count(*)::int FROM files f WHERE f.owner_type = ${SANKSI_FILE_OWNER} AND f.owner_id = ps.id AND f.deleted_at IS NULL)`;
const isActive = sql<boolean>`(ps.awal <= ${TODAY} AND (ps.akhir IS NULL OR ps.akhir >= ${TODAY}))`;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_sanksi as ps')
    .innerJoin('pegawai as p', 'p.id', 'ps.pegawai_id')
    .innerJoin('sanksi_jenis as j', 'j.id', 'ps.jenis_id')
    .innerJoin('sanksi_parent as sp', 'sp.id', 'j.parent_id')
    .innerJoin('sanksi_kelas as kl', 'kl.id', 'sp.kelas_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id');
}

function selectRows(db: Db) {
  return joined(db).select([
    'ps.id',
    'ps.pegawai_id',
    'p.nama as pegawai_nama',
    'p.npp',
    'k.id as kantor_id',
    'k.nama as kantor_nama',
    'ps.jenis_id',
    'j.nama as jenis_nama',
    'j.parent_id',
    'sp.nama as parent_nama',
    'sp.kelas_id',
    'kl.nama as kelas_nama',
    'ps.nomor_sk',
    'ps.awal',
    'ps.akhir',
    'ps.keterangan',
    isActive.as('is_active'),
    fileCount.as('file_count'),
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): SanksiRow {
  const problems: string[] = [];
  if (!r.nomor_sk) problems.push(SANKSI_PROBLEMS.noNomorSk);
  if (r.file_count === 0) problems.push(SANKSI_PROBLEMS.noFile);
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: {
      id: r.pegawai_id,
      nama: r.pegawai_nama,
      npp: visibleNpp(r.npp),
      kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
    },
    jenis: {
      id: r.jenis_id,
      nama: r.jenis_nama,
      parent_id: r.parent_id,
      parent: {
        id: r.parent_id,
        nama: r.parent_nama,
        kelas_id: r.kelas_id,
        kelas: { id: r.kelas_id, nama: r.kelas_nama },
      },
    },
    nomor_sk: r.nomor_sk,
    awal: r.awal,
    akhir: r.akhir,
    keterangan: r.keterangan,
    is_active: r.is_active,
    file_count: r.file_count,
    problems,
  };
}

/**
 * The filter on the sanction table alone: its employee, type, parent and class always exist (NOT
 * NULL foreign keys), so the total of an unsearched list counts one table and is planned in no
 * time; the employee's name/NPP and the class are reached through subqueries only when asked.
 */
function filtered(db: Db, f: SanksiFilter) {
  let q = db.selectFrom('pegawai_sanksi as ps');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('pegawai as sp')
            .select('sp.id')
            .whereRef('sp.id', '=', 'ps.pegawai_id')
            .where((w) => w.or([w('sp.nama', 'ilike', pattern), w('sp.npp', 'ilike', pattern)])),
        ),
        eb('ps.nomor_sk', 'ilike', pattern),
      ]),
    );
  }
  if (f.jenis_id !== undefined) q = q.where('ps.jenis_id', '=', f.jenis_id);
  if (f.kelas_id !== undefined) {
    const kelasId = f.kelas_id;
    q = q.where('ps.jenis_id', 'in', (eb) =>
      eb
        .selectFrom('sanksi_jenis as fj')
        .innerJoin('sanksi_parent as fp', 'fp.id', 'fj.parent_id')
        .select('fj.id')
        .where('fp.kelas_id', '=', kelasId),
    );
  }
  if (f.pegawai_id !== undefined) q = q.where('ps.pegawai_id', '=', f.pegawai_id);
  const status = f.event === 'index_sanksi_active' ? 'berlaku' : f.status;
  if (status === 'berlaku')
    q = q.where((eb) =>
      eb.and([eb('ps.awal', '<=', TODAY), eb.or([eb('ps.akhir', 'is', null), eb('ps.akhir', '>=', TODAY)])]),
    );
  else if (status === 'selesai') q = q.where('ps.akhir', '<', TODAY);
  else if (status === 'akan') q = q.where('ps.awal', '>', TODAY);
  if (f.event === 'index_invalid')
    q = q.where((eb) =>
      eb.or([
        eb('ps.nomor_sk', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('files as f')
              .select('f.id')
              .where('f.owner_type', '=', SANKSI_FILE_OWNER)
              .whereRef('f.owner_id', '=', 'ps.id')
              .where('f.deleted_at', 'is', null),
          ),
        ),
      ]),
    );
  return q;
}

export async function listSanksi(
  db: Db,
  f: SanksiFilter & {
    sort: { column: SanksiSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SanksiRow[]; total: number }> {
  const base = filtered(db, f);
  const rows = selectRows(db);
  let q = rows.where('ps.id', 'in', base.select('ps.id'));
  q = f.sort
    ? q
        .orderBy(SORT_COLUMNS[f.sort.column], sortOrder(SORT_COLUMNS[f.sort.column], f.sort.direction))
        .orderBy('ps.id', 'desc')
    : q.orderBy('ps.awal', 'desc').orderBy('ps.id', 'desc');
  const [page, count] = await Promise.all([
    q.limit(f.limit).offset(f.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(toRow), total: count.n };
}

/** Every sanction of the filter in the register's order, in batches (the export). */
export async function* iterateSanksi(db: Db, batch: number): AsyncGenerator<SanksiRow> {
  let offset = 0;
  for (;;) {
    const page = await selectRows(db)
      .orderBy('ps.awal', 'desc')
      .orderBy('ps.id', 'desc')
      .limit(batch)
      .offset(offset)
      .execute();
    for (const r of page) yield toRow(r);
    if (page.length < batch) return;
    offset += batch;
  }
}

export async function countAllSanksi(db: Db): Promise<number> {
  const r = await db
    .selectFrom('pegawai_sanksi')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return r.n;
}

export async function findSanksi(db: Db, id: number): Promise<SanksiRow | undefined> {
  const r = await selectRows(db).where('ps.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function jenisExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('sanksi_jenis').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertSanksi(trx: Db, values: SanksiValues): Promise<number> {
  return (await trx.insertInto('pegawai_sanksi').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSanksi(trx: Db, id: number, values: Omit<SanksiValues, 'pegawai_id'>): Promise<void> {
  await trx
    .updateTable('pegawai_sanksi')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Locks the record for a write; undefined when it does not exist. */
export async function lockSanksi(trx: Db, id: number): Promise<{ id: number } | undefined> {
  return trx.selectFrom('pegawai_sanksi').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}
