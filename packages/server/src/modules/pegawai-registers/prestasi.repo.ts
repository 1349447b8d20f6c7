/** Kysely reads of pegawai_prestasi across the organisation, in the register's wire shape. */
import type { PrestasiRegisterRow, PrestasiSortColumn } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, sortOrder } from '../../platform/paging.js';
import { countAll, PEGAWAI_COLUMNS, pegawaiRef, type ListSort, type Window } from './register-rows.js';

export interface PrestasiFilter {
  search?: string;
  nama?: string;
  tahun?: number;
  pegawai_id?: number;
}

const SORT_COLUMNS = {
  pegawai: 'p.nama',
  npp: 'p.npp',
  nama: 'a.nama',
  pemberi: 'a.pemberi',
  tahun: 'a.tahun',
} as const satisfies Record<PrestasiSortColumn, string>;

/** The sort columns of the record's own table (the employee's need the join). */
const OWN_SORT = {
  nama: 'a.nama',
  pemberi: 'a.pemberi',
  tahun: 'a.tahun',
} as const satisfies Partial<Record<PrestasiSortColumn, string>>;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_prestasi as a')
    .innerJoin('pegawai as p', 'p.id', 'a.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id');
}

function selectRows(db: Db) {
  return joined(db).select(['a.id', ...PEGAWAI_COLUMNS, 'a.nama', 'a.tahun', 'a.pemberi', 'a.keterangan']);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PrestasiRegisterRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: pegawaiRef(r),
    nama: r.nama,
    tahun: r.tahun,
    pemberi: r.pemberi,
    keterangan: r.keterangan,
  };
}

/** The filter on the achievement table alone; the search a union of its halves (award or giver; employee). */
function filtered(db: Db, f: PrestasiFilter) {
  let q = db.selectFrom('pegawai_prestasi as a');
  if (f.search) {
    const pattern = containsPattern(f.search);
    q = q.where(
      'a.id',
      'in',
      db
        .selectFrom('pegawai_prestasi')
        .select('id')
        .where((eb) => eb.or([eb('nama', 'ilike', pattern), eb('pemberi', 'ilike', pattern)]))
        .union(
          db
            .selectFrom('pegawai_prestasi as m')
            .innerJoin('pegawai as p', 'p.id', 'm.pegawai_id')
            .select('m.id')
            .where((eb) => eb.or([eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern)])),
        ),
    );
  }
  if (f.nama !== undefined) q = q.where('a.nama', '=', f.nama);
  if (f.tahun !== undefined) q = q.where('a.tahun', '=', f.tahun);
  if (f.pegawai_id !== undefined) q = q.where('a.pegawai_id', '=', f.pegawai_id);
  return q;
}

/** One page in the asked order (default: latest year first, then employee name), and the filter's total. */
export async function listPrestasi(
  db: Db,
  f: PrestasiFilter & Window & { sort: ListSort<PrestasiSortColumn> },
): Promise<{ rows: PrestasiRegisterRow[]; total: number }> {
  const base = filtered(db, f);
  const own = f.sort ? OWN_SORT[f.sort.column as keyof typeof OWN_SORT] : undefined;
  let q;
  if (f.sort && own) {
    // A column of the record's own table: the page is picked on that table alone (a top-N sort of
    // its rows, no join), then only its rows are joined to their employees.
    const dir = f.sort.direction;
    const pageIds = base
      .select('a.id')
      .orderBy(own, sortOrder(own, dir))
      .orderBy('a.id')
      .limit(f.limit)
      .offset(f.offset);
    q = selectRows(db).where('a.id', 'in', pageIds).orderBy(own, sortOrder(own, dir)).orderBy('a.id');
  } else {
    q = selectRows(db).where('a.id', 'in', base.select('a.id'));
    if (f.sort) {
      const { column, direction } = f.sort;
      q = q.orderBy(SORT_COLUMNS[column], sortOrder(SORT_COLUMNS[column], direction));
    } else q = q.orderBy('a.tahun', 'desc').orderBy('p.nama');
    q = q.orderBy('a.id').limit(f.limit).offset(f.offset);
  }
  const [page, count] = await Promise.all([q.execute(), base.select(countAll.as('n')).executeTakeFirstOrThrow()]);
  return { rows: page.map(toRow), total: count.n };
}

export async function findPrestasi(db: Db, id: number): Promise<PrestasiRegisterRow | undefined> {
  const r = await selectRows(db).where('a.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}
