/** Kysely reads of pegawai_family across the organisation, in the register's wire shape. */
import {
  FAMILY_STATUS_UNSET,
  type FamilyCountBy,
  type FamilyRegisterRow,
  type FamilySortColumn,
} from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, sortOrder } from '../../platform/paging.js';
import { countAll, PEGAWAI_COLUMNS, pegawaiRef, type ListSort, type Window } from './register-rows.js';

export interface FamilyFilter {
  search?: string;
  hubungan?: string;
  status?: string;
  tahun?: number;
  pegawai_id?: number;
}

const SORT_COLUMNS = {
  nama: 'f.nama',
  pegawai: 'p.nama',
  npp: 'p.npp',
  hubungan: 'f.hubungan',
  status: 'f.status',
  tanggal_lahir: 'f.tanggal_lahir',
  tahun: 'f.tahun',
} as const satisfies Record<FamilySortColumn, string>;

/** The sort columns of the record's own table (the employee's need the join). */
const OWN_SORT = {
  nama: 'f.nama',
  hubungan: 'f.hubungan',
  status: 'f.status',
  tanggal_lahir: 'f.tanggal_lahir',
  tahun: 'f.tahun',
} as const satisfies Partial<Record<FamilySortColumn, string>>;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_family as f')
    .innerJoin('pegawai as p', 'p.id', 'f.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id');
}

function selectRows(db: Db) {
  return joined(db).select([
    'f.id',
    ...PEGAWAI_COLUMNS,
    'f.nama',
    'f.hubungan',
    'f.status',
    'f.tanggal_lahir',
    'f.tahun',
    'f.keterangan',
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): FamilyRegisterRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: pegawaiRef(r),
    nama: r.nama,
    hubungan: r.hubungan,
    status: r.status,
    tanggal_lahir: r.tanggal_lahir,
    tahun: r.tahun,
    keterangan: r.keterangan,
  };
}

/**
 * The filter on the member table alone (no join: the total of an unsearched list counts one table).
 * The search is a union of the two index-backed halves (member name; employee name/NPP), which
 * PostgreSQL cannot plan from one OR across two tables.
 */
function filtered(db: Db, f: FamilyFilter) {
  let q = db.selectFrom('pegawai_family as f');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where(
      'f.id',
      'in',
      db
        .selectFrom('pegawai_family')
        .select('id')
        .where('nama', 'ilike', pattern)
        .union(
          db
            .selectFrom('pegawai_family as m')
            .innerJoin('pegawai as p', 'p.id', 'm.pegawai_id')
            .select('m.id')
            .where((eb) => eb.or([eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)])),
        ),
    );
  }
  if (f.hubungan !== undefined) q = q.where('f.hubungan', '=', f.hubungan);
  if (f.status === FAMILY_STATUS_UNSET) q = q.where('f.status', 'is', null);
  else if (f.status !== undefined) q = q.where('f.status', '=', f.status);
  if (f.tahun !== undefined) q = q.where('f.tahun', '=', f.tahun);
  if (f.pegawai_id !== undefined) q = q.where('f.pegawai_id', '=', f.pegawai_id);
  return q;
}

/** One page in the asked order (default: employee name, then the CV's order), and the filter's total. */
export async function listFamily(
  db: Db,
  f: FamilyFilter & Window & { sort: ListSort<FamilySortColumn> },
): Promise<{ rows: FamilyRegisterRow[]; total: number }> {
  const base = filtered(db, f);
  const own = f.sort ? OWN_SORT[f.sort.column as keyof typeof OWN_SORT] : undefined;
  let q;
  if (f.sort && own) {
    // A column of the record's own table: the page is picked on that table alone (a top-N sort of
    // its rows, no join), then only its rows are joined to their employees.
    const dir = f.sort.direction;
    const pageIds = base
      .select('f.id')
      .orderBy(own, sortOrder(own, dir))
      .orderBy('f.id')
      .limit(f.limit)
      .offset(f.offset);
    q = selectRows(db).where('f.id', 'in', pageIds).orderBy(own, sortOrder(own, dir)).orderBy('f.id');
  } else {
    q = selectRows(db).where('f.id', 'in', base.select('f.id'));
    if (f.sort) {
      const { column, direction } = f.sort;
      q = q.orderBy(SORT_COLUMNS[column], sortOrder(SORT_COLUMNS[column], direction));
    } else q = q.orderBy('p.nama').orderBy('f.tahun');
    q = q.orderBy('f.id').limit(f.limit).offset(f.offset);
  }
  const [page, count] = await Promise.all([q.execute(), base.select(countAll.as('n')).executeTakeFirstOrThrow()]);
  return { rows: page.map(toRow), total: count.n };
}

export async function findFamily(db: Db, id: number): Promise<FamilyRegisterRow | undefined> {
  const r = await selectRows(db).where('f.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

/** Every family member in the register's default order, in batches (the export). */
export async function* iterateFamily(db: Db, batch: number): AsyncGenerator<FamilyRegisterRow> {
  for (let offset = 0; ; offset += batch) {
    const page = await selectRows(db)
      .orderBy('p.nama')
      .orderBy('f.tahun')
      .orderBy('f.id')
      .limit(batch)
      .offset(offset)
      .execute();
    for (const r of page) yield toRow(r);
    if (page.length < batch) return;
  }
}

export async function countFamily(db: Db): Promise<number> {
  return (await db.selectFrom('pegawai_family').select(countAll.as('n')).executeTakeFirstOrThrow()).n;
}

/** Records per relation or status (null: no status yet), most used first. */
export async function countFamilyBy(db: Db, by: FamilyCountBy): Promise<{ nama: string | null; total: number }[]> {
  const column = by === 'hubungan' ? 'hubungan' : 'status';
  return db
    .selectFrom('pegawai_family')
    .select([`${column} as nama`, countAll.as('total')])
    .groupBy(column)
    .orderBy('total', 'desc')
    .orderBy(column)
    .execute();
}
