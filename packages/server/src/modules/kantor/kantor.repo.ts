/** SQL of offices (kantor): one query per request, joined with class, parent and kantor induk. */
import type { KantorSortKey } from '@portal/contracts';
import { sql } from 'kysely';
import { compiledQuery, param } from '../../platform/db/compiled-query.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/**
 * Columns a client may sort by, mapped to SQL over the office row `k`; anything else is refused by
 * the route schema (KANTOR_SORT_KEYS of the contract). Names of related rows are correlated lookups so the page can be cut before
 * the joins.
 */
export const KANTOR_SORT_COLUMNS = {
  id: 'k.id',
  nama: 'k.nama',
  kode: 'k.kode',
  kantor_level_id: 'k.kantor_level_id',
  level_id: 'k.kantor_level_id',
  class_name: '(SELECT kk.nama FROM kantor_kelas kk WHERE kk.id = k.kelas_id)',
  parent_name: '(SELECT p.nama FROM kantor p WHERE p.id = k.parent_id)',
  created_at: 'k.created_at',
  updated_at: 'k.updated_at',
} as const satisfies Record<KantorSortKey, string>;

export type KantorSortColumn = KantorSortKey;

export interface KantorFilters {
  search?: string;
  levels?: readonly number[];
  kelasId?: number;
  parentId?: number;
}

export interface KantorListQuery extends KantorFilters {
  sort: { column: KantorSortColumn; direction: 'asc' | 'desc' } | null;
  limit: number;
  offset: number;
}

/** Live offices matching the filters; lists travel as one array parameter (one prepared shape). */
function filtered(db: Db, filters: { search?: unknown; levels?: unknown; kelasId?: unknown; parentId?: unknown }) {
  let query = db.selectFrom('kantor as k').where('k.deleted_at', 'is', null);
  if (filters.search !== undefined) {
    const pattern = filters.search as string;
    query = query.where((eb) => eb.or([eb('k.nama', 'ilike', pattern), eb('k.kode', 'ilike', pattern)]));
  }
  if (filters.levels !== undefined)
    query = query.where(sql<boolean>`k.kantor_level_id = any(${filters.levels}::int[])`);
  if (filters.kelasId !== undefined) query = query.where(sql<boolean>`k.kelas_id = ${filters.kelasId}::int`);
  if (filters.parentId !== undefined) query = query.where(sql<boolean>`k.parent_id = ${filters.parentId}::int`);
  return query;
}

function filterValues(filters: KantorFilters) {
  return {
    search: filters.search ? containsPattern(filters.search) : undefined,
    levels: filters.levels?.length ? [...filters.levels] : undefined,
    kelasId: filters.kelasId,
    parentId: filters.parentId,
  };
}

const OFFICE_COLUMNS = [
  'k.id',
  'k.nama',
  'k.kode',
  'k.kelas_id',
  'k.kantor_level_id',
  'k.parent_id',
  'k.kantor_induk_id',
  'k.is_kantor_absen',
  'k.is_kantor_induk',
  'k.is_allow_absence',
  'k.is_allow_salary_deduction',
  'k.is_link_issuer',
  'k.is_parent',
  'k.latitude',
  'k.longitude',
] as const;

/** What an office shows beside its own columns, from the joins kk (class), p (parent), pk (its class), ki (kantor induk). */
const RELATED_NAMES = [
  'kk.nama as class_name',
  'p.nama as parent_name',
  'pk.nama as parent_class_name',
  'ki.nama as kantor_induk_nama',
] as const;

/** Which filters are present and how it is sorted, e.g. `s---:nama:desc` (search only; then levels, kelas, parent). */
type ListShape = `${'s' | '-'}${'l' | '-'}${'k' | '-'}${'p' | '-'}:${string}`;

/**
 * One round trip. The inner query cuts the page from `kantor` alone, in index order for the
 * default sort (kantor_list_order_idx), so no office beyond the page is sorted; only those rows
 * are joined to class, parent and kantor induk. The total is an uncorrelated sub-select that
 * PostgreSQL evaluates once. (A `count(*) OVER ()` window would have to buffer and sort every
 * matching office on each request.)
 */
const listKantorQuery = compiledQuery((db: Db, shape: ListShape) => {
  const [filters, column, direction] = shape.split(':');
  const sortSql = column === 'default' ? null : KANTOR_SORT_COLUMNS[column as KantorSortColumn];
  const order = sortSql
    ? sql`${sql.raw(sortSql)} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')}, k.id`
    : sql`k.kantor_level_id, k.nama, k.id`;
  const filterParams = {
    search: filters[0] === 's' ? param('search') : undefined,
    levels: filters[1] === 'l' ? param('levels') : undefined,
    kelasId: filters[2] === 'k' ? param('kelasId') : undefined,
    parentId: filters[3] === 'p' ? param('parentId') : undefined,
  };
  return db
    .with('page', () =>
      filtered(db, filterParams)
        // created_at/updated_at only for sorting: the outer ORDER BY repeats the same expression.
        .select([...OFFICE_COLUMNS, 'k.created_at', 'k.updated_at'])
        .orderBy(order)
        .limit(param<number>('limit'))
        .offset(param<number>('offset')),
    )
    .selectFrom('page as k')
    .leftJoin('kantor_kelas as kk', 'kk.id', 'k.kelas_id')
    .leftJoin('kantor as p', 'p.id', 'k.parent_id')
    .leftJoin('kantor_kelas as pk', 'pk.id', 'p.kelas_id')
    .leftJoin('kantor as ki', 'ki.id', 'k.kantor_induk_id')
    .select([
      ...OFFICE_COLUMNS,
      ...RELATED_NAMES,
      sql<number>`(${filtered(db, filterParams).select(sql`count(*)::int`.as('n'))})`.as('total'),
    ])
    .orderBy(order);
});

export function listKantor(db: Db, q: KantorListQuery) {
  const values = filterValues(q);
  const flags =
    `${values.search ? 's' : '-'}${values.levels ? 'l' : '-'}${values.kelasId ? 'k' : '-'}${values.parentId ? 'p' : '-'}` as const;
  const shape: ListShape = `${flags}:${q.sort ? `${q.sort.column}:${q.sort.direction}` : 'default'}`;
  return listKantorQuery(db, shape, { ...values, limit: q.limit, offset: q.offset });
}

export type KantorDbRow = Omit<
  Awaited<ReturnType<typeof listKantor>>[number],
  'total' | 'kelas_id' | 'kantor_induk_id'
>;

export async function countKantor(db: Db, filters: KantorFilters): Promise<number> {
  const row = await filtered(db, filterValues(filters))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listKantorOptions(db: Db, filters: KantorFilters) {
  return filtered(db, filterValues(filters)).select(['k.id', 'k.nama']).orderBy('k.nama').orderBy('k.id').execute();
}

export function findKantor(db: Db, id: number) {
  return db
    .selectFrom('kantor as k')
    .leftJoin('kantor_kelas as kk', 'kk.id', 'k.kelas_id')
    .leftJoin('kantor as p', 'p.id', 'k.parent_id')
    .leftJoin('kantor_kelas as pk', 'pk.id', 'p.kelas_id')
    .leftJoin('kantor as ki', 'ki.id', 'k.kantor_induk_id')
    .select([...OFFICE_COLUMNS, ...RELATED_NAMES])
    .where('k.id', '=', id)
    .where('k.deleted_at', 'is', null)
    .executeTakeFirst();
}

export function listLevels(db: Db) {
  return db.selectFrom('kantor_level').select(['id', 'nama']).orderBy('id').execute();
}

export function listKelas(db: Db) {
  return db.selectFrom('kantor_kelas').select(['id', 'nama']).orderBy('nama').execute();
}
