/** Kysely reads of pegawai_pendidikan across the organisation, in the register's wire shape. */
import type { PendidikanCountBy, PendidikanRegisterRow, PendidikanSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, sortOrder } from '../../platform/paging.js';
import { countAll, PEGAWAI_COLUMNS, pegawaiRef, type ListSort, type Window } from './register-rows.js';

export interface PendidikanFilter {
  search?: string;
  jenjang?: string;
  institusi?: string;
  tahun?: number;
  pegawai_id?: number;
}

const SORT_COLUMNS = {
  pegawai: 'p.nama',
  npp: 'p.npp',
  jenjang: 'e.jenjang',
  institusi: 'e.institusi',
  jurusan: 'e.jurusan',
  tahun: 'e.tahun',
} as const satisfies Record<PendidikanSortColumn, string>;

/** The sort columns of the record's own table (the employee's need the join). */
const OWN_SORT = {
  jenjang: 'e.jenjang',
  institusi: 'e.institusi',
  jurusan: 'e.jurusan',
  tahun: 'e.tahun',
} as const satisfies Partial<Record<PendidikanSortColumn, string>>;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_pendidikan as e')
    .innerJoin('pegawai as p', 'p.id', 'e.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id');
}

function selectRows(db: Db) {
  return joined(db).select([
    'e.id',
    ...PEGAWAI_COLUMNS,
    'e.jenjang',
    'e.institusi',
    'e.jurusan',
    'e.tahun',
    'e.keterangan',
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PendidikanRegisterRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: pegawaiRef(r),
    jenjang: r.jenjang,
    institusi: r.institusi,
    jurusan: r.jurusan,
    tahun: r.tahun,
    keterangan: r.keterangan,
  };
}

/**
 * The filter on the education table alone (no join: the total of an unsearched list counts one
 * table). The search is a union of the index-backed halves (institution or major; employee
 * name/NPP), which PostgreSQL cannot plan from one OR across two tables.
 */
function filtered(db: Db, f: PendidikanFilter) {
  let q = db.selectFrom('pegawai_pendidikan as e');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where(
      'e.id',
      'in',
      db
        .selectFrom('pegawai_pendidikan')
        .select('id')
        .where((eb) => eb.or([eb('institusi', 'ilike', pattern), eb('jurusan', 'ilike', pattern)]))
        .union(
          db
            .selectFrom('pegawai_pendidikan as m')
            .innerJoin('pegawai as p', 'p.id', 'm.pegawai_id')
            .select('m.id')
            .where((eb) => eb.or([eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)])),
        ),
    );
  }
  if (f.jenjang !== undefined) q = q.where('e.jenjang', '=', f.jenjang);
  if (f.institusi !== undefined) q = q.where('e.institusi', '=', f.institusi);
  if (f.tahun !== undefined) q = q.where('e.tahun', '=', f.tahun);
  if (f.pegawai_id !== undefined) q = q.where('e.pegawai_id', '=', f.pegawai_id);
  return q;
}

/** One page in the asked order (default: employee name, then the CV's order), and the filter's total. */
export async function listPendidikan(
  db: Db,
  f: PendidikanFilter & Window & { sort: ListSort<PendidikanSortColumn> },
): Promise<{ rows: PendidikanRegisterRow[]; total: number }> {
  const base = filtered(db, f);
  const own = f.sort ? OWN_SORT[f.sort.column as keyof typeof OWN_SORT] : undefined;
  let q;
  if (f.sort && own) {
    // A column of the record's own table: the page is picked on that table alone (a top-N sort of
    // its rows, no join), then only its rows are joined to their employees.
    const dir = f.sort.direction;
    const pageIds = base
      .select('e.id')
      .orderBy(own, sortOrder(own, dir))
      .orderBy('e.id')
      .limit(f.limit)
      .offset(f.offset);
    q = selectRows(db).where('e.id', 'in', pageIds).orderBy(own, sortOrder(own, dir)).orderBy('e.id');
  } else {
    q = selectRows(db).where('e.id', 'in', base.select('e.id'));
    if (f.sort) {
      const { column, direction } = f.sort;
      q = q.orderBy(SORT_COLUMNS[column], sortOrder(SORT_COLUMNS[column], direction));
    } else q = q.orderBy('p.nama').orderBy('e.tahun');
    q = q.orderBy('e.id').limit(f.limit).offset(f.offset);
  }
  const [page, count] = await Promise.all([q.execute(), base.select(countAll.as('n')).executeTakeFirstOrThrow()]);
  return { rows: page.map(toRow), total: count.n };
}

/** Every education record by employee, in batches (the export). */
export async function* iteratePendidikan(db: Db, batch: number): AsyncGenerator<PendidikanRegisterRow> {
  for (let offset = 0; ; offset += batch) {
    const page = await selectRows(db)
      .orderBy('p.nama')
      .orderBy('e.tahun')
      .orderBy('e.id')
      .limit(batch)
      .offset(offset)
      .execute();
    for (const r of page) yield toRow(r);
    if (page.length < batch) return;
  }
}

export async function countPendidikan(db: Db): Promise<number> {
  return (await db.selectFrom('pegawai_pendidikan').select(countAll.as('n')).executeTakeFirstOrThrow()).n;
}

/** Records per level, institution or major (null: no major), most used first. */
export async function countPendidikanBy(
  db: Db,
  by: PendidikanCountBy,
): Promise<{ nama: string | null; total: number }[]> {
  return db
    .selectFrom('pegawai_pendidikan')
    .select([`${by} as nama`, countAll.as('total')])
    .groupBy(by)
    .orderBy('total', 'desc')
    .orderBy(by)
    .execute();
}
