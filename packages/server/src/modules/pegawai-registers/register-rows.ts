/**
 * What the three registers share: the employee a record belongs to, as a row names them, and the
 * page-and-total query every list runs.
 */
import type { PegawaiRef } from '@portal/contracts';
import { sql } from 'kysely';
import { visibleNpp } from '../pegawai/public.js';

/** Spec section 3: the placeholder NPP 00000000 is never shown. */

export interface PegawaiColumns {
  pegawai_id: number;
  pegawai_nama: string;
  npp: string | null;
  kantor_id: number | null;
  kantor_nama: string | null;
}

/** The employee columns every register selects (aliases p for pegawai, k for kantor). */
export const PEGAWAI_COLUMNS = [
  'p.id as pegawai_id',
  'p.nama as pegawai_nama',
  'p.npp',
  'k.id as kantor_id',
  'k.nama as kantor_nama',
] as const;

export function pegawaiRef(r: PegawaiColumns): PegawaiRef {
  return {
    id: r.pegawai_id,
    nama: r.pegawai_nama,
    npp: visibleNpp(r.npp),
    kantor: r.kantor_id !== null && r.kantor_nama !== null ? { id: r.kantor_id, nama: r.kantor_nama } : null,
  };
}

export const countAll = sql<number>`count(*)::int`;

export type Direction = 'asc' | 'desc';
export type ListSort<C> = { column: C; direction: Direction } | null;

export interface Window {
  limit: number;
  offset: number;
}
