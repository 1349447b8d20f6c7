/** SQL of the general option lists: general_list_item (0024), agama and status_pegawai (0006). */
import type { Db } from '../../platform/db/database.js';

export interface GeneralItemRow {
  id: number;
  nama: string;
  akronim: string | null;
  parent_id: number | null;
}

export function listItems(db: Db, list: string, parentId?: number): Promise<GeneralItemRow[]> {
  let query = db
    .selectFrom('general_list_item')
    .select(['id', 'nama', 'akronim', 'parent_id'])
    .where('list', '=', list);
  if (parentId !== undefined) query = query.where('parent_id', '=', parentId);
  return query.orderBy('id').execute();
}

export async function listAgama(db: Db): Promise<GeneralItemRow[]> {
  return (await db.selectFrom('agama').select(['id', 'nama']).orderBy('id').execute()).map((r) => ({
    ...r,
    akronim: null,
    parent_id: null,
  }));
}

export async function listStatusPegawai(db: Db): Promise<GeneralItemRow[]> {
  return (await db.selectFrom('status_pegawai').select(['id', 'nama']).orderBy('id').execute()).map((r) => ({
    ...r,
    akronim: null,
    parent_id: null,
  }));
}
