/** SQL of the employee list (GET /api/sdm/pegawai): one query per request, page cut before the joins. */
import { sql } from 'kysely';
import { compiledQuery, param } from '../../platform/db/compiled-query.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/**
 * Columns a client may sort by, mapped to SQL over the employee row `p`; anything else is refused
 * by the route schema (422). Names of the position and office are correlated lookups so the page
 * can be cut before the joins.
 */
export const PEGAWAI_SORT_COLUMNS = {
  nama: 'p.nama',
  npp: 'p.npp',
  tanggal_lahir: 'p.tanggal_lahir',
  jabatan: '(SELECT j.nama FROM jabatan j WHERE j.id = p.jabatan_id)',
  kantor: '(SELECT k.nama FROM kantor k WHERE k.id = p.kantor_id)',
} as const;

export type PegawaiSortColumn = keyof typeof PEGAWAI_SORT_COLUMNS;

export interface PegawaiListFilters {
  search?: string;
  kantorId?: number;
  jabatanId?: number;
}

export interface PegawaiListQuery extends PegawaiListFilters {
  sort: { column: PegawaiSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

/**
 * Employees matching the filters. The search is one OR over four trigram-indexed conditions:
 * name and npp directly, position and office names as id arrays computed once (InitPlans), so
 * PostgreSQL can combine the employee indexes in a BitmapOr instead of scanning every employee.
 */
function filtered(db: Db, filters: { search?: unknown; kantorId?: unknown; jabatanId?: unknown }) {
  let query = db.selectFrom('pegawai as p');
  if (filters.search !== undefined) {
    const pattern = filters.search as string;
    query = query.where((eb) =>
      eb.or([
        eb('p.nama', 'ilike', pattern),
        eb('p.npp', 'ilike', pattern),
        sql<boolean>`p.jabatan_id = any(array(SELECT j.id FROM jabatan j WHERE j.nama ILIKE ${pattern}))`,
        sql<boolean>`p.kantor_id = any(array(SELECT k.id FROM kantor k WHERE k.nama ILIKE ${pattern}))`,
      ]),
    );
  }
  if (filters.kantorId !== undefined) query = query.where('p.kantor_id', '=', filters.kantorId as number);
  if (filters.jabatanId !== undefined) query = query.where('p.jabatan_id', '=', filters.jabatanId as number);
  return query;
}

function filterValues(filters: PegawaiListFilters) {
  return {
    search: filters.search ? containsPattern(filters.search) : undefined,
    kantorId: filters.kantorId,
    jabatanId: filters.jabatanId,
  };
}

const EMPLOYEE_COLUMNS = ['p.id', 'p.nama', 'p.npp', 'p.tanggal_lahir', 'p.jenis_kelamin', 'p.photo', 'p.jabatan_id', 'p.kantor_id', 'p.pangkat_id'] as const;

/** Which filters are present and how it is sorted, e.g. `sk-:nama:desc` (search, kantor, no jabatan). */
type ListShape = `${'s' | '-'}${'k' | '-'}${'j' | '-'}:${string}`;

/**
 * One round trip: the inner query cuts the page from `pegawai` alone (in pegawai_list_order_idx
 * order by default); only those rows are joined to position, office and rank. The total is an
 * uncorrelated sub-select evaluated once.
 */
const listPegawaiQuery = compiledQuery((db: Db, shape: ListShape) => {
  const [filters, column, direction] = shape.split(':');
  const sortSql = column === 'default' ? null : PEGAWAI_SORT_COLUMNS[column as PegawaiSortColumn];
  const order = sortSql
    ? sql`${sql.raw(sortSql)} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')} nulls last, p.id`
    : sql`p.nama, p.id`;
  const filterParams = {
    search: filters[0] === 's' ? param('search') : undefined,
    kantorId: filters[1] === 'k' ? param('kantorId') : undefined,
    jabatanId: filters[2] === 'j' ? param('jabatanId') : undefined,
  };
  return db
    .with('page', () =>
      filtered(db, filterParams)
        .select([...EMPLOYEE_COLUMNS])
        .orderBy(order)
        .limit(param<number>('limit'))
        .offset(param<number>('offset')),
    )
    .selectFrom('page as p')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
    .select([
      ...EMPLOYEE_COLUMNS,
      'j.nama as jabatan_nama',
      'k.nama as kantor_nama',
      'pg.nama as pangkat_nama',
      'pg.grade',
      'pg.corporate_title',
      sql<number>`(${filtered(db, filterParams).select(sql`count(*)::int`.as('n'))})`.as('total'),
    ])
    .orderBy(order);
});

export function listPegawai(db: Db, q: PegawaiListQuery) {
  const values = filterValues(q);
  const shape: ListShape = `${values.search ? 's' : '-'}${values.kantorId !== undefined ? 'k' : '-'}${values.jabatanId !== undefined ? 'j' : '-'}:${
    q.sort ? `${q.sort.column}:${q.sort.direction}` : 'default'
  }`;
  return listPegawaiQuery(db, shape, { ...values, limit: q.limit, offset: q.offset });
}

export type PegawaiListDbRow = Awaited<ReturnType<typeof listPegawai>>[number];

export async function countPegawaiList(db: Db, filters: PegawaiListFilters): Promise<number> {
  const row = await filtered(db, filterValues(filters)).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}
