/** Kysely reads and writes of acting-official assignments (pegawai_pgs) in the wire shape. */
import type { PgsRow } from '@portal/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern } from '../../platform/paging.js';
import { visibleNpp } from '../pegawai/public.js';

export interface PgsValues {
  pegawai_id: number;
  jabatan_id: number;
  kantor_id: number | null;
  pangkat_id: number | null;
  start_date: string;
  end_date: string;
  nomor_sk: string | null;
  keterangan: string | null;
}

export type PgsSortColumn = 'start_date' | 'end_date' | 'nama' | 'jabatan';

const SORT_COLUMNS = {
  start_date: 'g.start_date',
  end_date: 'g.end_date',
  nama: 'p.nama',
  jabatan: 'j.nama',
} as const satisfies Record<PgsSortColumn, string>;

const isActive = sql<boolean>`(g.start_date <= ${TODAY} AND g.end_date >= ${TODAY})`;

function joined(db: Db) {
  return db
    .selectFrom('pegawai_pgs as g')
    .innerJoin('pegawai as p', 'p.id', 'g.pegawai_id')
    .innerJoin('jabatan as j', 'j.id', 'g.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'g.kantor_id')
    .leftJoin('kantor as pk', 'pk.id', 'p.kantor_id')
    .leftJoin('jabatan_label_link as jl', 'jl.jabatan_id', 'g.jabatan_id')
    .leftJoin('jabatan_label as l', 'l.id', 'jl.label_id')
    .leftJoin('pangkat as r', 'r.id', 'g.pangkat_id');
}

function selectRows(db: Db) {
  return joined(db).select([
    'g.id',
    'g.pegawai_id',
    'p.nama as pegawai_nama',
    'p.npp',
    'pk.id as pegawai_kantor_id',
    'pk.nama as pegawai_kantor_nama',
    'g.jabatan_id',
    'j.nama as jabatan_nama',
    'k.id as kantor_id',
    'k.nama as kantor_nama',
    'l.id as label_id',
    'l.nama as label',
    'g.pangkat_id',
    'r.grade',
    'r.corporate_title',
    'g.nomor_sk',
    'g.start_date',
    'g.end_date',
    'g.keterangan',
    isActive.as('is_active'),
  ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PgsRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pegawai: {
      id: r.pegawai_id,
      nama: r.pegawai_nama,
      npp: visibleNpp(r.npp),
      kantor:
        r.pegawai_kantor_id !== null && r.pegawai_kantor_nama !== null
          ? { id: r.pegawai_kantor_id, nama: r.pegawai_kantor_nama }
          : null,
    },
    jabatan_id: r.jabatan_id,
    jabatan: { id: r.jabatan_id, nama: r.jabatan_nama },
    kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
    label_id: r.label_id,
    label: r.label,
    pangkat_id: r.pangkat_id,
    grade: r.grade,
    corporate_title: r.corporate_title,
    nomor_sk: r.nomor_sk,
    start_date: r.start_date,
    end_date: r.end_date,
    keterangan: r.keterangan,
    is_active: r.is_active,
  };
}

export async function listPgs(
  db: Db,
  f: {
    search?: string;
    isActive?: boolean;
    sort: { column: PgsSortColumn; direction: 'asc' | 'desc' } | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: PgsRow[]; total: number }> {
  let base = joined(db);
  if (f.search) {
    const pattern = containsPattern(f.search);
    base = base.where((eb) =>
      eb.or([eb('p.nama', 'ilike', pattern), eb('p.npp', 'ilike', pattern), eb('j.nama', 'ilike', pattern)]),
    );
  }
  if (f.isActive === true) base = base.where('g.start_date', '<=', TODAY).where('g.end_date', '>=', TODAY);
  if (f.isActive === false)
    base = base.where((eb) => eb.or([eb('g.start_date', '>', TODAY), eb('g.end_date', '<', TODAY)]));
  let q = selectRows(db).where('g.id', 'in', base.select('g.id'));
  q = f.sort
    ? q.orderBy(SORT_COLUMNS[f.sort.column], f.sort.direction).orderBy('g.id', 'desc')
    : q.orderBy('g.start_date', 'desc').orderBy('g.id', 'desc');
  const [page, count] = await Promise.all([
    q.limit(f.limit).offset(f.offset).execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page.map(toRow), total: count.n };
}

export async function findPgs(db: Db, id: number): Promise<PgsRow | undefined> {
  const r = await selectRows(db).where('g.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function exists(db: Db, table: 'jabatan' | 'kantor' | 'pangkat', id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
