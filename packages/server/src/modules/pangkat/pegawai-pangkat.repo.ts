/** Employees' rank records (pegawai_pangkat): reads in the wire shape and the current-rank sync. */
import type { PegawaiPangkatRow } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { latestHistoryRecord, writeHistoryRecord } from '../jabatan/public.js';

export interface PegawaiPangkatValues {
  pegawai_id: number;
  pangkat_id: number;
  awal: string;
  akhir: string | null;
  nomor_sk: string | null;
}

function selectRows(db: Db) {
  return db
    .selectFrom('pegawai_pangkat as pp')
    .innerJoin('pangkat as p', 'p.id', 'pp.pangkat_id')
    .select([
      'pp.id',
      'pp.pegawai_id',
      'pp.pangkat_id',
      'p.nama',
      'p.grade',
      'p.corporate_title',
      'pp.awal',
      'pp.akhir',
      'pp.nomor_sk',
    ]);
}

type DbRow = Awaited<ReturnType<ReturnType<typeof selectRows>['executeTakeFirstOrThrow']>>;

function toRow(r: DbRow): PegawaiPangkatRow {
  return {
    id: r.id,
    pegawai_id: r.pegawai_id,
    pangkat: { id: r.pangkat_id, nama: r.nama, grade: r.grade, corporate_title: r.corporate_title },
    awal: r.awal,
    akhir: r.akhir,
    nomor_sk: r.nomor_sk,
  };
}

export async function findPegawaiPangkat(db: Db, id: number): Promise<PegawaiPangkatRow | undefined> {
  const r = await selectRows(db).where('pp.id', '=', id).executeTakeFirst();
  return r && toRow(r);
}

export async function listPegawaiPangkat(db: Db, pegawaiId: number): Promise<PegawaiPangkatRow[]> {
  return (
    await selectRows(db)
      .where('pp.pegawai_id', '=', pegawaiId)
      .orderBy('pp.awal', 'desc')
      .orderBy('pp.id', 'desc')
      .execute()
  ).map(toRow);
}

export async function pangkatExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('pangkat').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Inserts (id undefined) or updates one record, then pegawai.pangkat_id follows the latest record. The employee must be locked. */
export async function savePangkatRecord(trx: Db, values: PegawaiPangkatValues, id?: number): Promise<number> {
  const savedId = await writeHistoryRecord(trx, 'pegawai_pangkat', values, id);
  await syncCurrentPangkat(trx, values.pegawai_id);
  return savedId;
}

/** pegawai.pangkat_id := the latest record's; left as it is when no record remains. */
export async function syncCurrentPangkat(trx: Db, pegawaiId: number): Promise<void> {
  const latest = await latestHistoryRecord(trx, 'pegawai_pangkat', pegawaiId);
  if (!latest) return;
  await trx
    .updateTable('pegawai')
    .set({ pangkat_id: latest.pangkat_id, updated_at: new Date() })
    .where('id', '=', pegawaiId)
    .execute();
}
