/** Seeds shared by the jabatan and pangkat tests: HR accounts, a role-8 account, positions, ranks, offices. */
import ExcelJS from 'exceljs';
import { loginToken } from './accounts.js';
import { createUser, seedKantor } from './fixtures.js';
export { pollJob } from './poll-job.js';
import { createTestApp, type TestApp } from './test-app.js';

/** What the seed and helpers need of a test app (TestApp and StorageTestApp both fit). */
type App = Pick<TestApp, 'db' | 'app'> & {
  login(name: string, password: string): Promise<{ access_token: string } | string>;
};

export interface JabatanSeed {
  hr: string;
  admin: string;
  terbatas: string;
  pegawaiOnly: string;
  jabatan: { staf: number; kepala: number; lama: number };
  pangkat: { satu: number; dua: number };
  kantor: Record<string, number>;
  pegawai: { ani: number; budi: number };
}

/** A fresh test app with seedJabatan's rows: the preamble of the position tests. */
export async function createJabatanTestApp(): Promise<{ t: TestApp; s: JabatanSeed }> {
  const t = await createTestApp();
  return { t, s: await seedJabatan(t) };
}

export async function seedJabatan(t: App): Promise<JabatanSeed> {
  const db = t.db;
  const kantor = await seedKantor(db);
  await db
    .insertInto('jabatan_level')
    .values([
      { id: 1, nama: 'Pimpinan' },
      { id: 2, nama: 'Pelaksana' },
    ])
    .execute();
  await db
    .insertInto('eselon')
    .values([
      { id: 1, nama: 'Eselon I' },
      { id: 2, nama: 'Eselon II' },
    ])
    .execute();
  const j = await db
    .insertInto('jabatan')
    .values([
      { nama: 'Staf Umum', level_id: 2, eselon_id: 2 },
      { nama: 'Kepala Cabang', level_id: 1, eselon_id: 1 },
      { nama: 'Juru Tik', level_id: null, eselon_id: null, is_disabled: true },
    ])
    .returning('id')
    .execute();
  const p = await db
    .insertInto('pangkat')
    .values([
      { nama: 'Staf', grade: '10', corporate_title: 'Officer' },
      { nama: 'Staf Madya', grade: '11', corporate_title: 'Senior Officer' },
    ])
    .returning('id')
    .execute();
  await createUser(db, { name: 'hr', password: 'Rahasia#2026', roles: [10, 57] });
  await createUser(db, { name: 'admin', password: 'Rahasia#2026', roles: [1] });
  await createUser(db, { name: 'terbatas', password: 'Rahasia#2026', roles: [8, 10, 57] });
  const ani = await createUser(db, {
    name: 'ani',
    password: 'Rahasia#2026',
    roles: [10],
    pegawai: { nama: 'Ani Lestari', npp: '20000001' },
  });
  const budi = await createUser(db, {
    name: 'budi',
    password: 'Rahasia#2026',
    roles: [10],
    pegawai: { nama: 'Budi Santoso', npp: '20000002' },
  });
  const token = (name: string) => loginToken(t, name);
  return {
    hr: await token('hr'),
    admin: await token('admin'),
    terbatas: await token('terbatas'),
    pegawaiOnly: await token('ani'),
    jabatan: { staf: j[0]!.id, kepala: j[1]!.id, lama: j[2]!.id },
    pangkat: { satu: p[0]!.id, dua: p[1]!.id },
    kantor,
    pegawai: { ani: ani.pegawaiId!, budi: budi.pegawaiId! },
  };
}

export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  rows.forEach((r) => sheet.addRow(r));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
