/** Small seeds for tests, independent of the demo data generator. */
import { sql, type Kysely } from 'kysely';
import { ALL_ROLE_IDS, roleName } from '../../src/platform/domain.js';
import { hashPassword } from '../../src/platform/auth/password.js';
import type { Database } from '../../src/platform/db/schema.js';

export async function seedRoles(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('roles')
    .values(ALL_ROLE_IDS.map((id) => ({ id, nama: roleName(id) })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** How many rows `table` holds (tests compare it before and after a refused or repeated write). */
export async function tableCount(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0].n);
}

let npp = 10_000_000;

export interface UserFixture {
  name: string;
  password: string;
  roles?: number[];
  email?: string | null;
  status?: 'active' | 'inactive';
  isPasswordDefault?: boolean;
  /** Creates a linked pegawai with this name (and the given kantor/jabatan). */
  pegawai?: {
    nama: string;
    tanggal_lahir?: string;
    kantor_id?: number | null;
    jabatan_id?: number | null;
    npp?: string;
  };
}

export async function createUser(
  db: Kysely<Database>,
  u: UserFixture,
): Promise<{ id: number; pegawaiId: number | null }> {
  await seedRoles(db);
  let pegawaiId: number | null = null;
  if (u.pegawai) {
    const row = await db
      .insertInto('pegawai')
      .values({
        nama: u.pegawai.nama,
        npp: u.pegawai.npp ?? String(npp++),
        tanggal_lahir: u.pegawai.tanggal_lahir ?? '1990-01-01',
        kantor_id: u.pegawai.kantor_id ?? null,
        jabatan_id: u.pegawai.jabatan_id ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pegawaiId = row.id;
  }
  const { id } = await db
    .insertInto('users')
    .values({
      name: u.name,
      email: u.email ?? null,
      pegawai_id: pegawaiId,
      password_hash: await hashPassword(u.password),
      is_password_default: u.isPasswordDefault ?? false,
      status: u.status ?? 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (u.roles?.length)
    await db
      .insertInto('user_roles')
      .values(u.roles.map((role_id) => ({ user_id: id, role_id })))
      .execute();
  return { id, pegawaiId };
}

export async function createPegawai(
  db: Kysely<Database>,
  p: { nama: string; npp: string; tanggal_lahir: string; is_active?: boolean },
): Promise<number> {
  const row = await db.insertInto('pegawai').values(p).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Positions each under the one before it (the first has no parent); answers their ids in order. */
export async function createJabatanChain(db: Kysely<Database>, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const nama of names) {
    const parent_id = ids.length ? ids[ids.length - 1] : null;
    ids.push((await db.insertInto('jabatan').values({ nama, parent_id }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return ids;
}

export const KANTOR_LEVELS = [
  [1, 'Kantor Pusat'],
  [2, 'Divisi'],
  [3, 'Kantor Wilayah'],
  [4, 'Unit Khusus'],
  [5, 'Kantor Cabang'],
  [6, 'Kantor Cabang Pembantu'],
  [7, 'Kantor Kas'],
  [8, 'Payment Point'],
  [9, 'Kantor Fungsional'],
] as const;

/**
 * A small office tree: Kantor Pusat → 2 wilayah → 3 cabang → 2 capem under Cabang Bandung, plus
 * one level-4 unit (never offered in pickers) and one deleted office (never listed). 9 live offices.
 */
export async function seedKantor(db: Kysely<Database>): Promise<Record<string, number>> {
  await db
    .insertInto('kantor_level')
    .values(KANTOR_LEVELS.map(([id, nama]) => ({ id, nama })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  const kelas = await db
    .insertInto('kantor_kelas')
    .values([{ nama: 'Kantor Pusat' }, { nama: 'KC' }, { nama: 'KCP' }, { nama: 'Kanwil' }])
    .returning(['id', 'nama'])
    .execute();
  const kelasId = Object.fromEntries(kelas.map((k) => [k.nama, k.id]));
  const ids: Record<string, number> = {};
  const add = async (
    key: string,
    v: { nama: string; kode: string; level: number; kelas?: string; parent?: string; deleted?: boolean },
  ) => {
    const row = await db
      .insertInto('kantor')
      .values({
        nama: v.nama,
        kode: v.kode,
        kantor_level_id: v.level,
        kelas_id: v.kelas ? kelasId[v.kelas] : null,
        parent_id: v.parent ? ids[v.parent] : null,
        kantor_induk_id: v.parent ? ids[v.parent] : null,
        deleted_at: v.deleted ? new Date() : null,
        latitude: -6.9,
        longitude: 107.6,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  };
  await add('pusat', { nama: 'Kantor Pusat', kode: '001', level: 1, kelas: 'Kantor Pusat' });
  await add('wilBarat', { nama: 'Wilayah Barat', kode: '100', level: 3, kelas: 'Kanwil', parent: 'pusat' });
  await add('wilTimur', { nama: 'Wilayah Timur', kode: '200', level: 3, kelas: 'Kanwil', parent: 'pusat' });
  await add('bandung', { nama: 'Bandung', kode: '101', level: 5, kelas: 'KC', parent: 'wilBarat' });
  await add('bogor', { nama: 'Bogor', kode: '102', level: 5, kelas: 'KC', parent: 'wilBarat' });
  await add('surabaya', { nama: 'Surabaya', kode: '201', level: 5, kelas: 'KC', parent: 'wilTimur' });
  await add('dago', { nama: 'Dago', kode: '101-01', level: 6, kelas: 'KCP', parent: 'bandung' });
  await add('cimahi', { nama: 'Cimahi 100%_x', kode: '101-02', level: 6, kelas: 'KCP', parent: 'bandung' });
  await add('unit', { nama: 'Unit Audit', kode: '900', level: 4, parent: 'pusat' });
  await add('tutup', { nama: 'Bandung Lama', kode: '199', level: 5, kelas: 'KC', parent: 'wilBarat', deleted: true });
  return ids;
}

/**
 * Link rows with fixed ids owned by one user, so tests can use `link/{id}/…` upload paths: upload
 * addresses for a link go only to whoever may change it.
 */
export async function createLinks(db: Kysely<Database>, ownerId: number, ids: readonly number[]): Promise<void> {
  await db
    .insertInto('link')
    .values(ids.map((id) => ({ id, judul: `Link uji ${id}`, url: null, keterangan: null, user_id: ownerId })))
    .execute();
  await sql`select setval(pg_get_serial_sequence('link', 'id'), (select max(id) from link))`.execute(db);
}

/** The two position levels the employee tests use: 1 Pimpinan, 2 Staf. */
export async function seedJabatanLevels(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('jabatan_level')
    .values([
      { id: 1, nama: 'Pimpinan' },
      { id: 2, nama: 'Staf' },
    ])
    .execute();
}

/** The employee lists' reference rows: the levels, a Teller (Staf) and a Kepala Cabang (Pimpinan) position, one rank. */
export async function seedTellerAndKacab(
  db: Kysely<Database>,
): Promise<{ teller: number; kacab: number; pangkat: number }> {
  await seedJabatanLevels(db);
  const [teller, kacab] = await db
    .insertInto('jabatan')
    .values([
      { nama: 'Teller', level_id: 2 },
      { nama: 'Kepala Cabang', level_id: 1 },
    ])
    .returning('id')
    .execute();
  const pangkat = await db
    .insertInto('pangkat')
    .values({ nama: 'Staf Muda', grade: '5', corporate_title: 'Staff' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { teller: teller.id, kacab: kacab.id, pangkat: pangkat.id };
}
