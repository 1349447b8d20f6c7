/**
 * Refused check-ins (table absen_error, migration 0017): the insert done after a refusal and the
 * admin list (selector `error` of GET /api/sdm/pegawai/x/absen). Spec section 3 "error list".
 */
import { sql } from 'kysely';
import type { AbsenErrorQuery, AbsenErrorRow, AbsenJenis } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { containsPattern, pageWithTotal } from '../../platform/paging.js';

export interface AbsenErrorInput {
  pegawaiId: number;
  jenis: AbsenJenis;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  mocked: boolean;
  messages: string[];
}

/** One row per refusal; waktu/tanggal default to the server clock (Asia/Jakarta date). */
export async function recordRefusal(db: Db, e: AbsenErrorInput): Promise<void> {
  await db
    .insertInto('absen_error')
    .values({
      pegawai_id: e.pegawaiId,
      jenis: e.jenis,
      latitude: e.latitude,
      longitude: e.longitude,
      accuracy_m: e.accuracy,
      mocked: e.mocked,
      messages: e.messages,
    })
    .execute();
}

/** List filters plus the caller's scope (`ownPegawaiId` for non-admins). */
export type AbsenErrorFilter = Omit<AbsenErrorQuery, 'page' | 'per_page'> & { ownPegawaiId?: number };

/** First day of a month / the next, so tahun (and bulan) become a range the (tanggal, …) index serves. */
function monthBounds(tahun: number, bulan: number | undefined): [string, string] {
  const iso = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  if (bulan === undefined) return [iso(tahun, 1), iso(tahun + 1, 1)];
  return [iso(tahun, bulan), bulan === 12 ? iso(tahun + 1, 1) : iso(tahun, bulan + 1)];
}

function filtered(db: Db, f: AbsenErrorFilter) {
  return db
    .selectFrom('absen_error as e')
    .innerJoin('pegawai as pg', 'pg.id', 'e.pegawai_id')
    .leftJoin('kantor as k', 'k.id', 'pg.kantor_id')
    .$if(f.ownPegawaiId !== undefined, (q) => q.where('e.pegawai_id', '=', f.ownPegawaiId!))
    .$if(f.pegawai_id !== undefined, (q) => q.where('e.pegawai_id', '=', f.pegawai_id!))
    .$if(f.date !== undefined, (q) => q.where('e.tanggal', '=', f.date!))
    .$if(f.tahun !== undefined, (q) => {
      const [from, to] = monthBounds(f.tahun!, f.bulan);
      return q.where('e.tanggal', '>=', from).where('e.tanggal', '<', to);
    })
    .$if(f.tahun === undefined && f.bulan !== undefined, (q) =>
      q.where(sql`extract(month FROM e.tanggal)`, '=', f.bulan!),
    )
    .$if(f.kantor_id !== undefined, (q) => q.where('pg.kantor_id', '=', f.kantor_id!))
    .$if(f.mocked !== undefined, (q) => q.where('e.mocked', '=', f.mocked!))
    .$if(f.search !== undefined, (q) =>
      q.where((eb) =>
        eb.or([eb('pg.nama', 'ilike', containsPattern(f.search!)), eb('pg.npp', 'ilike', containsPattern(f.search!))]),
      ),
    );
}

/** Newest first. */
export async function errorList(
  db: Db,
  f: AbsenErrorFilter & { page: number; per_page: number },
): Promise<{ rows: AbsenErrorRow[]; total: number }> {
  return pageWithTotal(
    filtered(db, f)
      .select([
        sql<string>`e.id::text`.as('id'),
        'e.pegawai_id',
        'pg.nama as pegawai_nama',
        'pg.npp',
        'k.nama as kantor_nama',
        'e.tanggal',
        sql<string>`to_json(e.waktu)#>>'{}'`.as('waktu'),
        'e.jenis',
        'e.latitude',
        'e.longitude',
        'e.accuracy_m',
        'e.mocked',
        'e.messages',
      ])
      .orderBy('e.waktu', 'desc')
      .orderBy('e.id', 'desc')
      .limit(f.per_page)
      .offset((f.page - 1) * f.per_page)
      .execute(),
    filtered(db, f),
  );
}
