/**
 * Demo data generator on real PostgreSQL: each suite creates a throw-away database, applies the
 * SQL migrations with pg, loads the demo data and drops the database afterwards.
 * Server: DATABASE_URL's host and credentials if set, else postgres://postgres@127.0.0.1:5432.
 *
 *   node --import tsx --test src/demo/load-demo-data.test.ts
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../platform/db/database.js';
import type { Database } from '../platform/db/schema.js';
import { DEMO_ACCOUNTS, ROLES } from './demo-accounts.js';
import { buildDemoData } from './generate.js';
import { DemoDataNotEmptyError, loadDemoData } from './load-demo-data.js';
import { NAME_PARTS, REGIONS } from './names.js';
import { JABATAN, PANGKAT } from './positions.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
const SPEC_ROLE_IDS = [1, 3, 4, 7, 8, 9, 10, 12, 13, 14, 15, 50, 51, 52, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66];
const EXPECTED_ACCOUNTS: Record<string, { roles: number[]; jabatan: string; level: number }> = {
  admin: {
    roles: [1, 3, 4, 7, 9, 10, 12, 13, 14, 15, 50, 51, 53, 54, 57, 58, 59, 60, 61, 62, 63, 64, 66],
    jabatan: 'Staf TI',
    level: 1,
  },
  hr: { roles: [10, 57], jabatan: 'Staf SDM', level: 1 },
  pegawai: { roles: [10], jabatan: 'Teller', level: 5 },
  terbatas: { roles: [8, 10], jabatan: 'Satpam', level: 9 },
  baru: { roles: [10], jabatan: 'Customer Service', level: 5 },
};
const fakeHash = async (password: string) => `fake$${password}`;

function serverUrl(database?: string): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

interface TestDatabase {
  db: Kysely<Database>;
  drop(): Promise<void>;
}

async function createMigratedDatabase(): Promise<TestDatabase> {
  const name = `demo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }

  const client = new pg.Client({ connectionString: serverUrl(name) });
  await client.connect();
  try {
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
      await client.query(await readFile(MIGRATIONS_DIR + file, 'utf8'));
    }
  } finally {
    await client.end();
  }

  // The app's own database handle: its type parsers (DATE as 'YYYY-MM-DD') are the ones the demo runs under.
  const { db } = createDatabase(serverUrl(name), 4);
  return {
    db,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: serverUrl() });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const TABLES = [
  'roles',
  'kantor_level',
  'kantor_kelas',
  'kantor',
  'jabatan',
  'pangkat',
  'pegawai',
  'users',
  'user_roles',
] as const;
async function counts(db: Kysely<Database>) {
  return Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await count(db, t)] as const)));
}

describe('loadDemoData with 300 employees', () => {
  let t: TestDatabase;
  let result: { employees: number; kantor: number };

  before(async () => {
    t = await createMigratedDatabase();
    // A load that fails half-way (here: on the users insert) leaves nothing behind.
    await sql`CREATE FUNCTION demo_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`.execute(
      t.db,
    );
    await sql`CREATE TRIGGER demo_test_fail BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION demo_test_fail()`.execute(
      t.db,
    );
    await assert.rejects(loadDemoData(t.db, { employees: 300, hashPassword: fakeHash }), /boom/);
    assert.deepEqual(
      Object.values(await counts(t.db)),
      TABLES.map(() => 0),
    );
    await sql`DROP TRIGGER demo_test_fail ON users`.execute(t.db);

    const started = performance.now();
    result = await loadDemoData(t.db, { employees: 300, hashPassword: fakeHash });
    console.log(`300 employees loaded in ${Math.round(performance.now() - started)} ms (${result.kantor} kantor)`);
  });
  after(async () => {
    await t?.drop();
  });

  test('counts: employees, offices, roles, levels, positions, ranks', async () => {
    assert.deepEqual(result.employees, 300);
    assert.equal(await count(t.db, 'pegawai'), 300);
    assert.equal(await count(t.db, 'kantor'), result.kantor);
    assert.ok(result.kantor >= 60 && result.kantor <= 120, `${result.kantor} offices`);
    const roles = await t.db.selectFrom('roles').selectAll().orderBy('id').execute();
    assert.deepEqual(
      roles.map((r) => r.id),
      SPEC_ROLE_IDS,
    );
    assert.equal(roles.find((r) => r.id === 57)?.nama, 'Admin SDM');
    const levels = await t.db.selectFrom('kantor_level').select('id').orderBy('id').execute();
    assert.deepEqual(
      levels.map((l) => l.id),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    );
    assert.ok((await count(t.db, 'jabatan')) >= 40);
    assert.ok((await count(t.db, 'pangkat')) >= 15);
    const disabled = await t.db.selectFrom('jabatan').select(['nama', 'ket']).where('is_disabled', '=', true).execute();
    assert.ok(disabled.length >= 2 && disabled.every((j) => j.ket));
  });

  test('position and rank history end in the current position and rank; the permanent one starts on permanent_date', async () => {
    const mismatches = await sql<{ id: number }>`
      SELECT p.id FROM pegawai p
      LEFT JOIN LATERAL (SELECT * FROM pegawai_jabatan j WHERE j.pegawai_id = p.id ORDER BY j.awal DESC LIMIT 1) j ON true
      LEFT JOIN LATERAL (SELECT * FROM pegawai_pangkat r WHERE r.pegawai_id = p.id ORDER BY r.awal DESC LIMIT 1) r ON true
      WHERE j.jabatan_id IS DISTINCT FROM p.jabatan_id OR r.pangkat_id IS DISTINCT FROM p.pangkat_id OR j.akhir IS NOT NULL
         OR (p.permanent_date IS NOT NULL AND NOT (j.is_permanent AND j.awal = p.permanent_date))`.execute(t.db);
    assert.deepEqual(mismatches.rows, []);
    const permanentPerEmployee = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pegawai_jabatan WHERE is_permanent GROUP BY pegawai_id HAVING count(*) > 1`.execute(
      t.db,
    );
    assert.deepEqual(permanentPerEmployee.rows, []);
    assert.ok((await count(t.db, 'pegawai_jabatan')) > 300, 'some employees have earlier positions');
  });

  test('SOTK has a structure to check: groups per bidang tugas, standards per office level, every office built from its level', async () => {
    const groups = await t.db.selectFrom('sotk_jabatan_group').select(['nama', 'bidangtugas_id']).execute();
    assert.ok(groups.length >= 8, `${groups.length} groups`);
    assert.deepEqual(
      [...new Set(groups.map((g) => g.bidangtugas_id))].sort(),
      [1, 2, 3],
      'every bidang tugas has groups',
    );
    // A branch (level 5) has its head, a deputy and tellers by standard.
    const branch = await sql<{ nama: string; formasi: number }>`
      SELECT j.nama, s.formasi FROM sotk_jabatan_group_standard s JOIN jabatan j ON j.id = s.jabatan_id WHERE s.kantor_level_id = 5`.execute(
      t.db,
    );
    const seats = new Map(branch.rows.map((r) => [r.nama, r.formasi]));
    assert.equal(seats.get('Pemimpin Cabang'), 1);
    assert.ok((seats.get('Teller') ?? 0) >= 3);
    const unbuilt = await sql<{ id: number }>`
      SELECT k.id FROM kantor k WHERE EXISTS (SELECT 1 FROM sotk_jabatan_group_standard s WHERE s.kantor_level_id = k.kantor_level_id)
        AND (SELECT count(*) FROM sotk_structure st WHERE st.kantor_id = k.id)
         <> (SELECT count(*) FROM sotk_jabatan_group_standard s WHERE s.kantor_level_id = k.kantor_level_id)`.execute(
      t.db,
    );
    assert.deepEqual(unbuilt.rows, []);
    assert.ok((await count(t.db, 'sotk_structure')) > result.kantor * 3);
  });

  test('exactly the five demo users, with exactly their roles, each linked to a placed employee', async () => {
    const users = await t.db
      .selectFrom('users')
      .innerJoin('pegawai', 'pegawai.id', 'users.pegawai_id')
      .innerJoin('kantor', 'kantor.id', 'pegawai.kantor_id')
      .innerJoin('jabatan', 'jabatan.id', 'pegawai.jabatan_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.password_hash',
        'users.is_password_default',
        'users.status',
        'pegawai.email as pegawai_email',
        'kantor.kantor_level_id',
        'jabatan.nama as jabatan',
      ])
      .orderBy('users.id')
      .execute();
    assert.equal(await count(t.db, 'users'), 5);
    assert.deepEqual(
      users.map((u) => u.name),
      ['admin', 'hr', 'pegawai', 'terbatas', 'baru'],
    );
    for (const u of users) {
      const expected = EXPECTED_ACCOUNTS[u.name];
      const account = DEMO_ACCOUNTS.find((a) => a.username === u.name)!;
      const roles = await t.db
        .selectFrom('user_roles')
        .select('role_id')
        .where('user_id', '=', u.id)
        .orderBy('role_id')
        .execute();
      assert.deepEqual(
        roles.map((r) => r.role_id),
        expected.roles,
        u.name,
      );
      assert.deepEqual([...account.roles], expected.roles);
      assert.equal(u.password_hash, `fake$${account.password}`);
      assert.equal(u.is_password_default, u.name === 'baru');
      assert.equal(u.status, 'active');
      assert.equal(u.jabatan, expected.jabatan, u.name);
      assert.equal(u.kantor_level_id, expected.level, u.name);
      assert.ok(u.email && u.email === u.pegawai_email);
    }
    assert.equal(DEMO_ACCOUNTS.find((a) => a.username === 'baru')?.password, 'baru');
  });

  test('npp: 8 digits, unique, at most one 00000000 placeholder', async () => {
    const rows = await t.db.selectFrom('pegawai').select('npp').execute();
    assert.ok(rows.every((r) => /^\d{8}$/.test(r.npp)));
    assert.equal(new Set(rows.map((r) => r.npp)).size, rows.length);
    assert.ok(rows.filter((r) => r.npp === '00000000').length <= 1);
  });

  test('office tree: every office of level ≥ 2 has a parent of a higher level; flags agree', async () => {
    const offices = await t.db.selectFrom('kantor').selectAll().execute();
    const byId = new Map(offices.map((o) => [o.id, o]));
    const pusat = offices.filter((o) => o.kantor_level_id === 1);
    assert.equal(pusat.length, 1);
    assert.equal(pusat[0].parent_id, null);
    for (const o of offices.filter((k) => k.kantor_level_id >= 2)) {
      const parent = byId.get(o.parent_id ?? -1);
      assert.ok(parent, `${o.nama} has no parent`);
      assert.ok(parent.kantor_level_id < o.kantor_level_id, `${o.nama}: parent level`);
      assert.equal(parent.is_parent, true);
      if ([6, 8, 9].includes(o.kantor_level_id))
        assert.ok([3, 5].includes(byId.get(o.kantor_induk_id!)!.kantor_level_id));
    }
    const parents = new Set(offices.map((o) => o.parent_id));
    assert.ok(offices.every((o) => o.is_parent === parents.has(o.id)));
    assert.ok(offices.every((o) => o.radius_m >= 100 && o.radius_m <= 300 && o.kode && o.alamat?.startsWith('Jl. ')));
    assert.ok(offices.every((o) => o.latitude! > -11 && o.latitude! < 6 && o.longitude! > 95 && o.longitude! < 141));
    assert.ok(offices.filter((o) => o.is_kantor_absen).length > offices.length * 0.8);
  });

  test('every office has its head; ranks fit the position', async () => {
    const rows = await t.db
      .selectFrom('pegawai')
      .innerJoin('kantor', 'kantor.id', 'pegawai.kantor_id')
      .innerJoin('jabatan', 'jabatan.id', 'pegawai.jabatan_id')
      .innerJoin('pangkat', 'pangkat.id', 'pegawai.pangkat_id')
      .select(['pegawai.kantor_id', 'kantor.kantor_level_id', 'jabatan.nama as jabatan', 'pangkat.grade'])
      .execute();
    const heads = new Map<number, string[]>();
    for (const r of rows) {
      const def = JABATAN.find((d) => d.nama === r.jabatan)!;
      assert.ok(!def.disabled);
      const grade = Number(r.grade);
      assert.ok(grade >= def.grade[0] && grade <= def.grade[1], `${r.jabatan} with grade ${grade}`);
      if (def.headOf?.includes(r.kantor_level_id))
        heads.set(r.kantor_id!, [...(heads.get(r.kantor_id!) ?? []), r.jabatan]);
      else assert.ok(!def.headOf, `${r.jabatan} outside the office level it heads`);
    }
    assert.equal(heads.size, result.kantor);
    assert.ok([...heads.values()].every((h) => h.length === 1));
  });

  test('names look Indonesian and match the gender; e-mails and phones are well-formed', async () => {
    const rows = await t.db
      .selectFrom('pegawai')
      .select(['nama', 'jenis_kelamin', 'email', 'phone', sql<string>`tanggal_lahir::text`.as('lahir')])
      .execute();
    const female = new Set(Object.values(REGIONS).flatMap((r) => r.female));
    const male = new Set(Object.values(REGIONS).flatMap((r) => r.male));
    for (const r of rows) {
      const parts = r.nama.split(' ');
      assert.ok(parts.length >= 2 && parts.every((p) => NAME_PARTS.has(p)), r.nama);
      const given = parts.find(
        (p) => !['I', 'Ni', 'Andi', 'Wayan', 'Putu', 'Gede', 'Made', 'Kadek', 'Nyoman', 'Komang', 'Ketut'].includes(p),
      )!;
      assert.ok((r.jenis_kelamin === 'P' ? female : male).has(given), `${r.nama} (${r.jenis_kelamin})`);
      assert.match(r.email!, /^[a-z]+\.[a-z]+\d+@banksdm\.co\.id$/);
      assert.match(r.phone!, /^08\d{9,10}$/);
      assert.ok(r.lahir >= '1968-01-01' && r.lahir <= '2003-12-31', r.lahir);
    }
    assert.equal(new Set(rows.map((r) => r.email)).size, rows.length);
    assert.ok(rows.filter((r) => r.lahir < '1970-01-01').length >= 2, 'some employees are past retirement age');
    assert.ok(rows.some((r) => r.jenis_kelamin === 'P') && rows.some((r) => r.jenis_kelamin === 'L'));
  });

  test('same seed gives the same data, another seed other data', async () => {
    const first20 = (seed?: number) =>
      buildDemoData({ employees: 300, seed })
        .pegawai.slice(0, 20)
        .map((p) => p.nama);
    const stored = await t.db.selectFrom('pegawai').select('nama').orderBy('id').limit(20).execute();
    assert.deepEqual(
      first20(),
      stored.map((r) => r.nama),
    );
    assert.deepEqual(first20(7), first20(7));
    assert.notDeepEqual(first20(7), first20(8));
    assert.deepEqual(buildDemoData({ employees: 300, seed: 7 }), buildDemoData({ employees: 300, seed: 7 }));
  });

  test('serial sequences continue after the explicit ids', async () => {
    for (const table of ['kantor', 'jabatan', 'pangkat', 'pegawai', 'users'] as const) {
      const { rows } = await sql<{
        next: string;
        max: number;
      }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id')) AS next,
        (SELECT max(id) FROM ${sql.table(table)}) AS max`.execute(t.db);
      assert.ok(Number(rows[0].next) > rows[0].max, table);
    }
  });

  test('refuses a non-empty database without writing anything', async () => {
    const beforeCounts = await counts(t.db);
    await assert.rejects(loadDemoData(t.db, { employees: 300, hashPassword: fakeHash }), DemoDataNotEmptyError);
    await assert.rejects(loadDemoData(t.db, { employees: 3, hashPassword: fakeHash }), /employees/);
    assert.deepEqual(await counts(t.db), beforeCounts);
  });

  test('the role list names every spec role id', () => {
    assert.deepEqual(
      ROLES.map((r) => r.id),
      SPEC_ROLE_IDS,
    );
    assert.equal(PANGKAT.at(-2)?.corporate_title, 'Executive Vice President');
  });
});

describe('loadDemoData with 20 000 employees', () => {
  let t: TestDatabase;
  before(async () => {
    t = await createMigratedDatabase();
  });
  after(async () => {
    await t?.drop();
  });

  // Speed is a benchmark's business (the time is printed), not a timed test's: a loaded machine is no defect.
  test('loads 20 000 employees with unique NPPs and a large office tree', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const result = await loadDemoData(t.db, { employees: 20_000, hashPassword: fakeHash });
    const ms = Math.round(performance.now() - started);
    console.log(`20 000 employees loaded in ${ms} ms (${result.kantor} kantor)`);
    assert.equal(result.employees, 20_000);
    assert.equal(await count(t.db, 'pegawai'), 20_000);
    const { rows } = await sql<{ n: string }>`SELECT count(DISTINCT npp) AS n FROM pegawai`.execute(t.db);
    assert.equal(Number(rows[0].n), 20_000);
    assert.ok(result.kantor > 300, `${result.kantor} offices`);
  });
});
