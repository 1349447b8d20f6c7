/**
 * SQL of the age and retirement report (event `umur`): active employees with a birth date, oldest
 * first (nearest retirement first). Age bounds are turned into birth-date bounds, so the filters
 * compare `tanggal_lahir` with constants instead of computing every employee's age.
 */
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import { TODAY } from '../../platform/db/portal-today.js';
import { containsPattern } from '../../platform/paging.js';
import { filtered, mayMatchNpp } from './pegawai-list.repo.js';

export interface UmurFilter {
  search?: string;
  kantorId?: number;
  umurMin?: number;
  umurMax?: number;
  pensiunBulan?: number;
  retirementAge: number;
  limit: number;
  offset: number;
}

export function pegawaiUmur(db: Db, f: UmurFilter) {
  const age = (years: number) => sql<string>`(${TODAY} - make_interval(years => ${years}))::date`;
  return (
    filtered(db, {
      search: f.search ? containsPattern(f.search) : undefined,
      nppSearch: f.search ? mayMatchNpp(f.search) : false,
      kantorId: f.kantorId,
    })
      .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
      .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
      .leftJoin('pangkat as pg', 'pg.id', 'p.pangkat_id')
      .select([
        'p.id',
        'p.nama',
        'p.npp',
        'p.tanggal_lahir',
        sql<number>`date_part('year', age(${TODAY}, p.tanggal_lahir))::int`.as('umur'),
        sql<string>`to_char(p.tanggal_lahir + make_interval(years => ${f.retirementAge}), 'YYYY-MM-DD')`.as(
          'tanggal_pensiun',
        ),
        sql<boolean>`(p.tanggal_lahir + make_interval(years => ${f.retirementAge}))::date <= ${TODAY}`.as(
          'lewat_pensiun',
        ),
        'p.jabatan_id',
        'j.nama as jabatan_nama',
        'p.kantor_id',
        'k.nama as kantor_nama',
        'pg.nama as pangkat_nama',
        'pg.grade',
        'pg.corporate_title',
        sql<number>`(count(*) OVER ())::int`.as('total'),
      ])
      .where('p.is_active', '=', true)
      .where('p.tanggal_lahir', 'is not', null)
      // At least umurMin years old: born on or before today minus umurMin years.
      .$if(f.umurMin !== undefined, (q) => q.where('p.tanggal_lahir', '<=', age(f.umurMin!)))
      // At most umurMax years old: not yet umurMax + 1.
      .$if(f.umurMax !== undefined, (q) => q.where('p.tanggal_lahir', '>', age(f.umurMax! + 1)))
      // Retiring within N months: retirement date in (today, today + N months].
      .$if(f.pensiunBulan !== undefined, (q) =>
        q
          .where('p.tanggal_lahir', '>', age(f.retirementAge))
          .where(
            sql<boolean>`p.tanggal_lahir + make_interval(years => ${f.retirementAge}) <= ${TODAY} + make_interval(months => ${f.pensiunBulan})`,
          ),
      )
      .orderBy('p.tanggal_lahir')
      .orderBy('p.nama')
      .orderBy('p.id')
      .limit(f.limit)
      .offset(f.offset)
      .execute()
  );
}

export type PegawaiUmurDbRow = Awaited<ReturnType<typeof pegawaiUmur>>[number];
