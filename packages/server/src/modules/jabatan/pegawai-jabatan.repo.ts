/** Reads of employees' position records (pegawai_jabatan) in the wire shape. */
import type { PegawaiJabatanRow } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';

function selectRows(db: Db) {
  return db
    .selectFrom('pegawai_jabatan as pj')
    .innerJoin('jabatan as j', 'j.id', 'pj.jabatan_id')
    .leftJoin('kantor as k', 'k.id', 'pj.kantor_id')
    .select([
      'pj.id',
      'pj.pegawai_id',
      'pj.jabatan_id',
      'j.nama as jabatan_nama',
      'pj.kantor_id',
      'k.nama as kantor_nama',
      'pj.awal',
      'pj.akhir',
      'pj.is_permanent',
      'pj.nomor_sk',
      'pj.keterangan',
    ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PegawaiJabatanRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    jabatan: { id: r.jabatan_id, nama: r.jabatan_nama },
    kantor: r.kantor_id === null ? null : { id: r.kantor_id, nama: r.kantor_nama ?? '' },
    awal: r.awal,
    akhir: r.akhir,
    is_permanent: r.is_permanent,
    nomor_sk: r.nomor_sk,
    keterangan: r.keterangan,
  };
}

export async function findPegawaiJabatan(db: Db, id: number): Promise<PegawaiJabatanRow | undefined> {
  const r = await selectRows(db).where('pj.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function listPegawaiJabatan(db: Db, pegawaiId: number): Promise<PegawaiJabatanRow[]> {
  const rows = await selectRows(db)
    .where('pj.pegawai_id', '=', pegawaiId)
    .orderBy('pj.awal', 'desc')
    .orderBy('pj.id', 'desc')
    .execute();
  return rows.map(toRow);
}

/** The pegawai id of a record and locks the record; undefined when it does not exist. */
export async function lockPegawaiJabatan(db: Db, id: number): Promise<{ pegawai_id: number } | undefined> {
  return db.selectFrom('pegawai_jabatan').select('pegawai_id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function jabatanUsable(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('jabatan').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function kantorExists(db: Db, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('kantor')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) !== undefined
  );
}
