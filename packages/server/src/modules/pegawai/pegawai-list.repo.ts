/** SQL of the employee list (GET /api/sdm/pegawai): one query per request, page cut before the joins. */
import type { PegawaiSortKey } from '@portal/contracts';
import { sql } from 'kysely';
import { compiledQuery, param } from '../../platform/db/compiled-query.js';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';

/**
 * Columns a client may sort by, mapped to SQL over the employee row `p`; anything else is refused
 * by the route schema (422). Names of the position and office are correlated lookups so the page
 * can be cut before the joins.
 */
export const PEGAWAI_SORT_COLUMNS: Record<PegawaiSortKey, string> = {
  nama: 'p.nama',
  npp: 'p.npp',
  tanggal_lahir: 'p.tanggal_lahir',
  jabatan: '(SELECT j.nama FROM jabatan j WHERE j.id = p.jabatan_id)',
  kantor: '(SELECT k.nama FROM kantor k WHERE k.id = p.kantor_id)',
};

export type PegawaiSortColumn = PegawaiSortKey;

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
 * Employees matching the filters. The search is the function pegawai_search_ids (migration 0026):
 * one OR over four trigram-indexed conditions — name and npp directly, position and office names
 * as id arrays computed once — combined in a BitmapOr, never a scan of every employee. Shared with
 * the selector events (pegawai-options.repo.ts): `search` is already a pattern. An npp is eight
 * digits, so a fragment without a digit cannot match one: `nppSearch: false` leaves that
 * condition out (no npp index scan that finds nothing).
 */
export function filtered(
  db: Db,
  filters: { search?: unknown; nppSearch?: boolean; kantorId?: unknown; jabatanId?: unknown },
) {
  // Active employees only: a terminated employee leaves the list on the termination's date (ADR 0047).
  let query = db.selectFrom('pegawai as p').where('p.is_active', '=', true);
  if (filters.search !== undefined) {
    const withNpp = filters.nppSearch !== false;
    query = query.where(sql<boolean>`p.id IN (SELECT pegawai_search_ids(${filters.search}, ${sql.lit(withNpp)}))`);
  }
  if (filters.kantorId !== undefined) query = query.where('p.kantor_id', '=', filters.kantorId as number);
  if (filters.jabatanId !== undefined) query = query.where('p.jabatan_id', '=', filters.jabatanId as number);
  return query;
}

/** Does a typed fragment need the npp condition (see `filtered`)? */
export function mayMatchNpp(search: string): boolean {
  return /[0-9]/.test(search);
}

function filterValues(filters: PegawaiListFilters) {
  return {
    search: filters.search ? containsPattern(filters.search) : undefined,
    nppSearch: filters.search ? mayMatchNpp(filters.search) : false,
    kantorId: filters.kantorId,
    jabatanId: filters.jabatanId,
  };
}

const EMPLOYEE_COLUMNS = [
  'p.id',
  'p.nama',
  'p.npp',
  'p.tanggal_lahir',
  'p.jenis_kelamin',
  'p.photo',
  'p.jabatan_id',
  'p.kantor_id',
  'p.pangkat_id',
] as const;

/**
 * Which filters are present and how it is sorted, e.g. `sk-:nama:desc` (search incl. npp, kantor,
 * no jabatan); `t` = a search without digits (no npp condition).
 */
type ListShape = `${'s' | 't' | '-'}${'k' | '-'}${'j' | '-'}:${string}`;

/**
 * One round trip. Without a search the page is cut from `pegawai` alone (in pegawai_list_order_idx
 * order by default) and the total is an uncorrelated count. With a search the matches are found
 * once (a MATERIALIZED CTE; in name order with their names, see below): the page is sorted out of
 * them and the total counts them, so
 * the trigram conditions run once per request instead of twice, and a rare fragment no longer
 * walks the whole name index looking for ten matches. Only the page's rows are joined to position,
 * office and rank.
 */
const listPegawaiQuery = compiledQuery((db: Db, shape: ListShape) => {
  const [filters, column, direction] = shape.split(':');
  const sortSql = column === 'default' ? null : PEGAWAI_SORT_COLUMNS[column as PegawaiSortColumn];
  const order = sortSql
    ? sql`${sql.raw(sortSql)} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')} nulls last, p.id`
    : sql`p.nama, p.id`;
  const filterParams = {
    search: filters[0] !== '-' ? param('search') : undefined,
    nppSearch: filters[0] === 's',
    kantorId: filters[1] === 'k' ? param('kantorId') : undefined,
    jabatanId: filters[2] === 'j' ? param('jabatanId') : undefined,
  };
  const pageOf = (from: ReturnType<typeof filtered>) =>
    from
      .select([...EMPLOYEE_COLUMNS])
      .orderBy(order)
      .limit(param<number>('limit'))
      .offset(param<number>('offset'));
  const outerColumns = [
    'j.nama as jabatan_nama',
    'k.nama as kantor_nama',
    'pg.nama as pangkat_nama',
    'pg.grade',
    'pg.corporate_title',
  ] as const;
  if (filterParams.search === undefined) {
    return db
      .with('page', () => pageOf(filtered(db, filterParams)))
      .selectFrom('page as p')
      .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
      .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
      .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
      .select([
        ...EMPLOYEE_COLUMNS,
        ...outerColumns,
        sql<number>`(${filtered(db, filterParams).select(sql`count(*)::int`.as('n'))})`.as('total'),
      ])
      .orderBy(order);
  }
  if (sortSql === null && filterParams.kantorId === undefined && filterParams.jabatanId === undefined) {
    // What a user typing in the search box asks for: the matches come with their names (migration
    // 0027), so the page of ten is sorted from them and only those ten rows are read again.
    const searched = sql<{
      id: number;
      nama: string;
    }>`pegawai_search_rows(${filterParams.search}, ${sql.lit(filterParams.nppSearch)})`;
    return db
      .with(
        (cte) => cte('hits').materialized(),
        (q) => q.selectFrom(searched.as('h')).select(['h.id', 'h.nama']),
      )
      .with('top', (q) =>
        q
          .selectFrom('hits')
          .select('hits.id')
          .orderBy('hits.nama')
          .orderBy('hits.id')
          .limit(param<number>('limit'))
          .offset(param<number>('offset')),
      )
      .with('page', (q) =>
        q
          .selectFrom('top as t')
          .innerJoin('pegawai as p', 'p.id', 't.id')
          .select([...EMPLOYEE_COLUMNS]),
      )
      .selectFrom('page as p')
      .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
      .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
      .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
      .select([...EMPLOYEE_COLUMNS, ...outerColumns, sql<number>`(SELECT count(*)::int FROM hits)`.as('total')])
      .orderBy(order);
  }
  return db
    .with(
      (cte) => cte('hits').materialized(),
      () => filtered(db, filterParams).select('p.id'),
    )
    .with('page', () => pageOf(db.selectFrom('pegawai as p').where(sql<boolean>`p.id IN (SELECT id FROM hits)`)))
    .selectFrom('page as p')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
    .select([...EMPLOYEE_COLUMNS, ...outerColumns, sql<number>`(SELECT count(*)::int FROM hits)`.as('total')])
    .orderBy(order);
});

export function listPegawai(db: Db, q: PegawaiListQuery) {
  const values = filterValues(q);
  const shape: ListShape = `${values.search ? (values.nppSearch ? 's' : 't') : '-'}${values.kantorId !== undefined ? 'k' : '-'}${values.jabatanId !== undefined ? 'j' : '-'}:${
    q.sort ? `${q.sort.column}:${q.sort.direction}` : 'default'
  }`;
  const params = { ...values, limit: q.limit, offset: q.offset };
  return listPegawaiQuery(db, shape, params);
}

export type PegawaiListDbRow = Awaited<ReturnType<typeof listPegawaiQuery>>[number];

export async function countPegawaiList(db: Db, filters: PegawaiListFilters): Promise<number> {
  const row = await filtered(db, filterValues(filters))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
