/** Kysely reads and writes of the position register (jabatan) and its inconsistencies. */
import type {
  BidangTugasRow,
  JabatanInvalidEvent,
  JabatanInvalidRow,
  JabatanParentCandidate,
  JabatanRow,
  JabatanSortColumn,
} from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

export const JABATAN_SORT_COLUMNS = {
  id: 'j.id',
  nama: 'j.nama',
  level: 'l.nama',
  eselon: 'e.nama',
  pegawai_count: 'pegawai_count',
} as const satisfies Record<JabatanSortColumn, string>;

export interface JabatanListFilter {
  search?: string;
  is_disabled?: boolean;
  sort: { column: JabatanSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

function base(db: Db, f: Pick<JabatanListFilter, 'search' | 'is_disabled'>) {
  let q = db
    .selectFrom('jabatan as j')
    .leftJoin('jabatan_level as l', 'l.id', 'j.level_id')
    .leftJoin('eselon as e', 'e.id', 'j.eselon_id')
    .leftJoin('jabatan as parent', 'parent.id', 'j.parent_id')
    .leftJoin('jabatan_label_link as ll', 'll.jabatan_id', 'j.id')
    .leftJoin('jabatan_label as lb', 'lb.id', 'll.label_id');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where((eb) => eb.or([eb('j.nama', 'ilike', pattern), eb('j.ket', 'ilike', pattern)]));
  }
  if (f.is_disabled !== undefined) q = q.where('j.is_disabled', '=', f.is_disabled);
  return q;
}

function selectRow(db: Db, f: Pick<JabatanListFilter, 'search' | 'is_disabled'>) {
  return base(db, f).select((eb) => [
    'j.id',
    'j.nama',
    'j.ket',
    'j.level_id',
    'l.nama as level_nama',
    'j.eselon_id',
    'e.nama as eselon_nama',
    'j.parent_id',
    'parent.nama as parent_nama',
    'll.label_id',
    'lb.nama as label_nama',
    'j.is_bidangtugas',
    'j.is_kpi',
    'j.is_disabled',
    eb
      .selectFrom('pegawai as p')
      .select((x) => x.fn.countAll<number>().as('n'))
      .whereRef('p.jabatan_id', '=', 'j.id')
      .where('p.is_active', '=', true)
      .as('pegawai_count'),
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): JabatanRow {
  return {
    id: r.id,
    nama: r.nama,
    ket: r.ket,
    level_id: r.level_id,
    level_nama: r.level_nama,
    eselon_id: r.eselon_id,
    eselon_nama: r.eselon_nama,
    parent_id: r.parent_id,
    parent_nama: r.parent_nama,
    label_id: r.label_id ?? null,
    label_nama: r.label_nama,
    is_bidangtugas: r.is_bidangtugas,
    is_kpi: r.is_kpi,
    is_disabled: r.is_disabled,
    pegawai_count: Number(r.pegawai_count ?? 0),
  };
}

export async function listJabatan(db: Db, f: JabatanListFilter): Promise<JabatanRow[]> {
  let q = selectRow(db, f);
  q = f.sort
    ? q.orderBy(sql.ref(JABATAN_SORT_COLUMNS[f.sort.column]), f.sort.direction).orderBy('j.id')
    : q.orderBy('j.nama').orderBy('j.id');
  return (await q.limit(f.limit).offset(f.offset).execute()).map(toRow);
}

export async function countJabatan(db: Db, f: Pick<JabatanListFilter, 'search' | 'is_disabled'>): Promise<number> {
  const { n } = await base(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function findJabatan(db: Db, id: number): Promise<JabatanRow | undefined> {
  const r = await selectRow(db, {}).where('j.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function exists(
  db: Db,
  table: 'jabatan_level' | 'eselon' | 'jabatan_label' | 'jabatan',
  id: number,
): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** True when `parentId` is `id` or one of its descendants (a parent there would make a cycle). */
export async function isSelfOrDescendant(db: Db, id: number, parentId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    WITH RECURSIVE up AS (SELECT id, parent_id FROM jabatan WHERE id = ${parentId}
      UNION SELECT j.id, j.parent_id FROM jabatan j JOIN up ON j.id = up.parent_id)
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}) AS found`.execute(db);
  return rows[0]?.found ?? false;
}

/**
 * Positions that may become the parent of `jabatanId` (all positions in use when it is not given):
 * never the position itself or one of its descendants, which would make a cycle; by name.
 */
export async function parentCandidates(
  db: Db,
  jabatanId: number | undefined,
  search: string | undefined,
  limit: number,
): Promise<JabatanParentCandidate[]> {
  const match = search ? sql`AND j.nama ILIKE ${containsPattern(search)}` : sql``;
  const { rows } = await sql<JabatanParentCandidate>`
    WITH RECURSIVE down AS (SELECT id FROM jabatan WHERE id = ${jabatanId ?? null}
      UNION SELECT j.id FROM jabatan j JOIN down ON j.parent_id = down.id)
    SELECT j.id, j.nama, l.nama AS level_nama, j.parent_id, p.nama AS parent_nama
    FROM jabatan j
    LEFT JOIN jabatan_level l ON l.id = j.level_id
    LEFT JOIN jabatan p ON p.id = j.parent_id
    WHERE NOT j.is_disabled AND j.id NOT IN (SELECT id FROM down) ${match}
    ORDER BY j.nama, j.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** Every position's task areas (the register view of /sdm/x/jabatan/x/bidang_tugas), by position then name. */
export async function listBidangTugas(
  db: Db,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: BidangTugasRow[]; total: number }> {
  const match = search
    ? sql`WHERE b.nama ILIKE ${containsPattern(search)} OR j.nama ILIKE ${containsPattern(search)}`
    : sql``;
  const { rows } = await sql<{ id: number; nama: string; jabatan_id: number; jabatan_nama: string; total: number }>`
    SELECT b.id, b.nama, j.id AS jabatan_id, j.nama AS jabatan_nama, (count(*) OVER ())::int AS total
    FROM bidang_tugas b JOIN jabatan j ON j.id = b.jabatan_id ${match}
    ORDER BY j.nama, b.nama, b.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const { rows: counted } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM bidang_tugas b JOIN jabatan j ON j.id = b.jabatan_id ${match}`.execute(db);
    total = counted[0].n;
  }
  return {
    rows: rows.map((r) => ({ id: r.id, nama: r.nama, jabatan: { id: r.jabatan_id, nama: r.jabatan_nama } })),
    total,
  };
}

/** Where a position is still used: employees' records, current positions, child positions. */
export async function usageOf(db: Db, id: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM pegawai_jabatan WHERE jabatan_id = ${id})
         + (SELECT count(*) FROM pegawai WHERE jabatan_id = ${id})
         + (SELECT count(*) FROM jabatan WHERE parent_id = ${id}) AS n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

export async function setLabel(db: Db, jabatanId: number, labelId: number | null): Promise<void> {
  if (labelId === null) await db.deleteFrom('jabatan_label_link').where('jabatan_id', '=', jabatanId).execute();
  else
    await db
      .insertInto('jabatan_label_link')
      .values({ jabatan_id: jabatanId, label_id: labelId })
      .onConflict((oc) => oc.column('jabatan_id').doUpdateSet({ label_id: labelId }))
      .execute();
}

/**
 * index_invalid: active employees whose current position is disabled, active employees without any
 * position record, and live positions without a level. index_invalid_eselon: live positions
 * without an eselon. Ordered by kind, then name.
 */
function invalidQuery(event: JabatanInvalidEvent) {
  if (event === 'index_invalid_eselon') {
    return sql`SELECT 'jabatan_without_eselon' AS kind, j.id AS jabatan_id, j.nama AS jabatan_nama, NULL::int AS pegawai_id, NULL::text AS pegawai_nama, NULL::text AS npp
      FROM jabatan j WHERE NOT j.is_disabled AND j.eselon_id IS NULL`;
  }
  return sql`SELECT 'pegawai_jabatan_disabled' AS kind, j.id AS jabatan_id, j.nama AS jabatan_nama, p.id AS pegawai_id, p.nama AS pegawai_nama, p.npp
      FROM pegawai p JOIN jabatan j ON j.id = p.jabatan_id WHERE p.is_active AND j.is_disabled
    UNION ALL
    SELECT 'pegawai_without_jabatan_record', p.jabatan_id, j.nama, p.id, p.nama, p.npp
      FROM pegawai p LEFT JOIN jabatan j ON j.id = p.jabatan_id
      WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM pegawai_jabatan pj WHERE pj.pegawai_id = p.id)
    UNION ALL
    SELECT 'jabatan_without_level', j.id, j.nama, NULL, NULL, NULL FROM jabatan j WHERE NOT j.is_disabled AND j.level_id IS NULL`;
}

export async function listInvalid(
  db: Db,
  event: JabatanInvalidEvent,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: JabatanInvalidRow[]; total: number }> {
  const pattern = search ? containsPattern(search) : null;
  const filtered = sql`SELECT * FROM (${invalidQuery(event)}) x
    WHERE ${pattern}::text IS NULL OR x.jabatan_nama ILIKE ${pattern} OR x.pegawai_nama ILIKE ${pattern} OR x.npp ILIKE ${pattern}`;
  const [rows, total] = await Promise.all([
    sql<JabatanInvalidRow>`SELECT * FROM (${filtered}) y ORDER BY kind, coalesce(pegawai_nama, jabatan_nama), jabatan_id LIMIT ${limit} OFFSET ${offset}`.execute(
      db,
    ),
    sql<{ n: string }>`SELECT count(*) AS n FROM (${filtered}) y`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(total.rows[0]?.n ?? 0) };
}
