/**
 * SQL of the picker-shaped selectors (events options, multiple, kantor_absen; link/kantor/{id}):
 * only id, nama, npp, position and office; never birth dates, contacts or ranks.
 */
import { sql } from 'kysely';
import type { PegawaiOption } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/paging.js';
import { NPP_PLACEHOLDER } from './pegawai-export.service.js';
import { filtered, mayMatchNpp } from './pegawai-list.repo.js';

const OPTION_COLUMNS = [
  'p.id',
  'p.nama',
  'p.npp',
  'p.jabatan_id',
  'j.nama as jabatan_nama',
  'p.kantor_id',
  'k.nama as kantor_nama',
] as const;

export interface PegawaiOptionDbRow {
  id: number;
  nama: string;
  npp: string;
  jabatan_id: number | null;
  jabatan_nama: string | null;
  kantor_id: number | null;
  kantor_nama: string | null;
}

/** Employees joined to their position and office, selecting a PegawaiOptionDbRow; callers filter and order. */
export function pegawaiOptionRows(db: Db) {
  return db
    .selectFrom('pegawai as p')
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([...OPTION_COLUMNS]);
}

/** The wire shape of a picker row (the placeholder npp of a candidate shows as null). */
export function toPegawaiOption(r: PegawaiOptionDbRow): PegawaiOption {
  return {
    id: r.id,
    nama: r.nama,
    npp: r.npp === NPP_PLACEHOLDER ? null : r.npp,
    jabatan: r.jabatan_id === null || r.jabatan_nama === null ? null : { id: r.jabatan_id, nama: r.jabatan_nama },
    kantor: r.kantor_id === null || r.kantor_nama === null ? null : { id: r.kantor_id, nama: r.kantor_nama },
  };
}

export interface OptionsFilter {
  search?: string;
  kantorId?: number;
  ids?: number[];
  limit: number;
}

/**
 * Active employees for a picker: the list's trigram search (name, npp, position, office), at most
 * `limit`, by name. `ids` limits the answer to the ids a form allows.
 */
export function pegawaiOptions(db: Db, f: OptionsFilter): Promise<PegawaiOptionDbRow[]> {
  return filtered(db, {
    search: f.search ? containsPattern(f.search) : undefined,
    nppSearch: f.search ? mayMatchNpp(f.search) : false,
    kantorId: f.kantorId,
  })
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([...OPTION_COLUMNS])
    .where('p.is_active', '=', true)
    .$if(f.ids !== undefined, (q) => q.where(sql<boolean>`p.id = any(${f.ids}::int[])`))
    .orderBy('p.nama')
    .orderBy('p.id')
    .limit(f.limit)
    .execute();
}

/** The named employees (active or not: a stored choice must keep its label), by name. */
export function pegawaiByIds(db: Db, ids: readonly number[]): Promise<PegawaiOptionDbRow[]> {
  return pegawaiOptionRows(db)
    .where(sql<boolean>`p.id = any(${[...ids]}::int[])`)
    .orderBy('p.nama')
    .orderBy('p.id')
    .execute();
}

export interface OfficeMembersQuery {
  kantorId: number;
  /** Also the employees of offices under it that are not attendance offices themselves (payment points). */
  withNonAttendanceChildren: boolean;
  search?: string;
  limit: number;
  offset: number;
}

/** Active employees of an office, paged by name, with the total on every row. */
export function officeMembers(db: Db, q: OfficeMembersQuery) {
  return filtered(db, {
    search: q.search ? containsPattern(q.search) : undefined,
    nppSearch: q.search ? mayMatchNpp(q.search) : false,
  })
    .leftJoin('jabatan as j', 'j.id', 'p.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'p.kantor_id')
    .select([...OPTION_COLUMNS, sql<number>`(count(*) OVER ())::int`.as('total')])
    .where('p.is_active', '=', true)
    .where((eb) =>
      q.withNonAttendanceChildren
        ? eb.or([
            eb('p.kantor_id', '=', q.kantorId),
            eb(
              'p.kantor_id',
              'in',
              eb
                .selectFrom('kantor as c')
                .select('c.id')
                .where('c.parent_id', '=', q.kantorId)
                .where('c.is_kantor_absen', '=', false)
                .where('c.deleted_at', 'is', null),
            ),
          ])
        : eb('p.kantor_id', '=', q.kantorId),
    )
    .orderBy('p.nama')
    .orderBy('p.id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** A live (not deleted) office, or undefined. */
export function findKantor(db: Db, id: number) {
  return db
    .selectFrom('kantor')
    .select(['id', 'nama', 'is_kantor_absen'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';
