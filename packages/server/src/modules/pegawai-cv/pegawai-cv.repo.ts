/**
 * Kysely/SQL of the employee CV. The whole CV is ONE statement: PostgreSQL builds the profile and
 * every sub-list as JSON (one json_agg subquery per list, each an index range scan on
 * (pegawai_id, sort columns)), so a CV costs one round trip and one prepared plan.
 */
import { CompiledQuery, sql } from 'kysely';
import type { PegawaiCv, PegawaiFamilyMember, PegawaiKantorHistoryRow } from '@portal/contracts';
import type { Db } from '../../platform/db/database.js';
import { SERVER_SUBLISTS, type RowValues, type ServerSubList } from './cv-sublists.js';

function jsonObject(entries: [string, string][]): string {
  return `json_build_object(${entries.map(([key, expr]) => `'${key}', ${expr}`).join(', ')})`;
}

function jsonList(object: string, from: string, orderBy: string): string {
  return `coalesce((SELECT json_agg(${object} ORDER BY ${orderBy}) ${from}), '[]'::json)`;
}

function subListJson(def: ServerSubList): string {
  if (def.key === 'diklat') {
    const event = jsonObject(['id', 'nama', 'jenis_id', 'awal', 'akhir', 'penyelenggara'].map((c) => [c, `e.${c}`]));
    const row = jsonObject([
      ['id', 't.id'],
      ['diklat_event_id', 't.diklat_event_id'],
      ['event', event],
      ['keterangan', 't.keterangan'],
    ]);
    return jsonList(
      row,
      `FROM pegawai_diklat t JOIN diklat_event e ON e.id = t.diklat_event_id WHERE t.pegawai_id = p.id`,
      def.orderBy,
    );
  }
  const row = jsonObject([
    ['id', 't.id'],
    ...def.fields.map((f): [string, string] => [f.name, f.kind === 'money' ? `t.${f.name}::float8` : `t.${f.name}`]),
  ]);
  return jsonList(row, `FROM ${def.table} t WHERE t.pegawai_id = p.id`, def.orderBy);
}

const PROFILE = jsonObject([
  ['id', 'p.id'],
  ['nama', 'p.nama'],
  ['npp', `nullif(p.npp, '00000000')`],
  ['tanggal_lahir', 'p.tanggal_lahir'],
  ['jabatan', `CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('id', j.id, 'nama', j.nama) END`],
  [
    'kantor',
    `CASE WHEN k.id IS NULL THEN NULL ELSE json_build_object('id', k.id, 'nama', k.nama, 'class_name', kc.nama, 'kantor_level_id', k.kantor_level_id, 'parent_name', kp.nama) END`,
  ],
  ['label', 'p.label'],
  ['bidangtugas', 'p.bidangtugas'],
  ['permanent_date', 'p.permanent_date'],
  ['photo', 'p.photo'],
  ['photo_cv', 'p.photo_cv'],
]);

const PANGKAT = jsonList(
  jsonObject([
    ['id', 'pp.id'],
    ['pegawai_id', 'pp.pegawai_id'],
    [
      'pangkat',
      `json_build_object('id', r.id, 'nama', r.nama, 'grade', r.grade, 'corporate_title', r.corporate_title)`,
    ],
    ['awal', 'pp.awal'],
    ['akhir', 'pp.akhir'],
    ['nomor_sk', 'pp.nomor_sk'],
  ]),
  'FROM pegawai_pangkat pp JOIN pangkat r ON r.id = pp.pangkat_id WHERE pp.pegawai_id = p.id',
  'pp.awal, pp.id',
);

const JABATAN = jsonList(
  jsonObject([
    ['id', 'pj.id'],
    ['pegawai_id', 'pj.pegawai_id'],
    ['jabatan', `json_build_object('id', jj.id, 'nama', jj.nama)`],
    ['kantor', `CASE WHEN kk.id IS NULL THEN NULL ELSE json_build_object('id', kk.id, 'nama', kk.nama) END`],
    ['awal', 'pj.awal'],
    ['akhir', 'pj.akhir'],
    ['is_permanent', 'pj.is_permanent'],
    ['nomor_sk', 'pj.nomor_sk'],
    ['keterangan', 'pj.keterangan'],
  ]),
  'FROM pegawai_jabatan pj JOIN jabatan jj ON jj.id = pj.jabatan_id LEFT JOIN kantor kk ON kk.id = pj.kantor_id WHERE pj.pegawai_id = p.id',
  'pj.awal, pj.is_permanent, pj.id',
);

/** The spec's section order: profile, pangkat, jabatan, then the module's own sub-lists. */
const CV_SQL = `SELECT ${jsonObject([
  ['profile', PROFILE],
  ['pangkat', PANGKAT],
  ['jabatan', JABATAN],
  ...SERVER_SUBLISTS.map((def): [string, string] => [def.key, subListJson(def)]),
])} AS cv
FROM pegawai p
LEFT JOIN jabatan j ON j.id = p.jabatan_id
LEFT JOIN kantor k ON k.id = p.kantor_id
LEFT JOIN kantor_kelas kc ON kc.id = k.kelas_id
LEFT JOIN kantor kp ON kp.id = k.parent_id
WHERE p.id = $1`;

export type CvFromDb = Omit<PegawaiCv, 'can_edit' | 'profile'> & {
  profile: Omit<PegawaiCv['profile'], 'retirement_date'>;
};

export async function findCv(db: Db, pegawaiId: number): Promise<CvFromDb | undefined> {
  const result = await db.executeQuery<{ cv: CvFromDb }>(CompiledQuery.raw(CV_SQL, [pegawaiId]));
  return result.rows[0]?.cv;
}

export { pegawaiIdOfUser } from '../../platform/auth/own-pegawai.js';

/** Locks the employee for a change of their CV; undefined when there is none. */
export async function lockPegawai(trx: Db, id: number) {
  return trx
    .selectFrom('pegawai')
    .select(['id', 'photo', 'photo_cv'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export type SubRecord = RowValues & { id: number; pegawai_id: number };

const columnsOf = (def: ServerSubList) => def.fields.map((f) => f.name);

export async function lockSubRecord(trx: Db, def: ServerSubList, id: number): Promise<SubRecord | undefined> {
  const cols = ['id', 'pegawai_id', ...columnsOf(def)];
  const result =
    await sql<SubRecord>`SELECT ${sql.join(cols.map((c) => sql.ref(c)))} FROM ${sql.table(def.table)} WHERE id = ${id} FOR UPDATE`.execute(
      trx,
    );
  return result.rows[0];
}

export async function insertSubRecord(
  trx: Db,
  def: ServerSubList,
  pegawaiId: number,
  values: RowValues,
): Promise<SubRecord> {
  const cols = columnsOf(def);
  const result =
    await sql<SubRecord>`INSERT INTO ${sql.table(def.table)} (pegawai_id, ${sql.join(cols.map((c) => sql.ref(c)))})
    VALUES (${pegawaiId}, ${sql.join(cols.map((c) => values[c]))})
    RETURNING ${sql.join(['id', 'pegawai_id', ...cols].map((c) => sql.ref(c)))}`.execute(trx);
  return result.rows[0]!;
}

export async function updateSubRecord(trx: Db, def: ServerSubList, id: number, values: RowValues): Promise<SubRecord> {
  const cols = columnsOf(def);
  const result = await sql<SubRecord>`UPDATE ${sql.table(def.table)}
    SET ${sql.join(cols.map((c) => sql`${sql.ref(c)} = ${values[c]}`))}, updated_at = now()
    WHERE id = ${id}
    RETURNING ${sql.join(['id', 'pegawai_id', ...cols].map((c) => sql.ref(c)))}`.execute(trx);
  return result.rows[0]!;
}

export async function deleteSubRecord(trx: Db, def: ServerSubList, id: number): Promise<void> {
  await sql`DELETE FROM ${sql.table(def.table)} WHERE id = ${id}`.execute(trx);
}

/** The names of a general option list (general_list_item, migration 0024). */
export async function generalListNames(db: Db, list: string): Promise<string[]> {
  return (await db.selectFrom('general_list_item').select('nama').where('list', '=', list).orderBy('id').execute()).map(
    (r) => r.nama,
  );
}

export async function diklatEventExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('diklat_event').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function hasDiklatParticipation(
  db: Db,
  pegawaiId: number,
  eventId: number,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('pegawai_diklat')
    .select('id')
    .where('pegawai_id', '=', pegawaiId)
    .where('diklat_event_id', '=', eventId)
    .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export function listDiklatEvents(db: Db) {
  return db
    .selectFrom('diklat_event')
    .select(['id', 'nama', 'jenis_id', 'awal', 'akhir', 'penyelenggara'])
    .orderBy('awal', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function setPhoto(trx: Db, pegawaiId: number, column: 'photo' | 'photo_cv', key: string) {
  return trx
    .updateTable('pegawai')
    .set({ [column]: key, updated_at: new Date() })
    .where('id', '=', pegawaiId)
    .returning(['photo', 'photo_cv'])
    .executeTakeFirstOrThrow();
}

/** The family records of one employee, as the CV orders them. */
export async function familyMembers(db: Db, pegawaiId: number): Promise<PegawaiFamilyMember[]> {
  const { rows } = await sql<PegawaiFamilyMember>`
    SELECT id, nama, hubungan, status, to_char(tanggal_lahir, 'YYYY-MM-DD') AS tanggal_lahir
    FROM pegawai_family WHERE pegawai_id = ${pegawaiId} ORDER BY tahun, id`.execute(db);
  return rows;
}

/**
 * The offices an employee has served in: each position record's office (newest first), and the
 * current office on top when no record names it (an employee placed before any record exists).
 */
export async function kantorHistory(db: Db, pegawaiId: number): Promise<PegawaiKantorHistoryRow[]> {
  const { rows } = await sql<{
    kantor_id: number;
    kantor_nama: string;
    class_name: string | null;
    jabatan_id: number | null;
    jabatan_nama: string | null;
    awal: string | null;
    akhir: string | null;
    is_current: boolean;
  }>`
    WITH current AS (SELECT kantor_id FROM pegawai WHERE id = ${pegawaiId})
    SELECT k.id AS kantor_id, k.nama AS kantor_nama, kc.nama AS class_name, j.id AS jabatan_id, j.nama AS jabatan_nama,
           to_char(pj.awal, 'YYYY-MM-DD') AS awal, to_char(pj.akhir, 'YYYY-MM-DD') AS akhir,
           (pj.akhir IS NULL AND pj.kantor_id = (SELECT kantor_id FROM current)) AS is_current
    FROM pegawai_jabatan pj JOIN kantor k ON k.id = pj.kantor_id LEFT JOIN kantor_kelas kc ON kc.id = k.kelas_id JOIN jabatan j ON j.id = pj.jabatan_id
    WHERE pj.pegawai_id = ${pegawaiId}
    UNION ALL
    SELECT k.id, k.nama, kc.nama, NULL, NULL, NULL, NULL, true
    FROM current c JOIN kantor k ON k.id = c.kantor_id LEFT JOIN kantor_kelas kc ON kc.id = k.kelas_id
    WHERE NOT EXISTS (SELECT 1 FROM pegawai_jabatan pj WHERE pj.pegawai_id = ${pegawaiId} AND pj.kantor_id = c.kantor_id AND pj.akhir IS NULL)
    ORDER BY is_current DESC, awal DESC NULLS FIRST`.execute(db);
  return rows.map((r) => ({
    kantor: { id: r.kantor_id, nama: r.kantor_nama, class_name: r.class_name },
    jabatan: r.jabatan_id === null ? null : { id: r.jabatan_id, nama: r.jabatan_nama! },
    awal: r.awal,
    akhir: r.akhir,
    is_current: r.is_current,
  }));
}

export async function pegawaiExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('pegawai').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
