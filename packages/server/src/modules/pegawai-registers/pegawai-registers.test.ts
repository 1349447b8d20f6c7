/**
 * The family, education and achievement registers on PostgreSQL: lists across the organisation with
 * search, filters, paging and sort; the family member's own-employee rule; counts per master entry;
 * exports as jobs; role rules (57 reads, 8 refused where the spec says "not 8", employees refused)
 * and 400/422 for bad queries.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createUser } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';

const FAMILY = '/api/sdm/pegawai/x/family';
const PENDIDIKAN = '/api/sdm/pegawai/x/pendidikan';
const PRESTASI = '/api/sdm/pegawai/x/prestasi';
const PASSWORD = 'Rahasia#2026';

interface Paged<T> {
  data: T[];
  total: number;
  current_page: number;
  last_page: number;
}
interface FamilyRow {
  id: number;
  nama: string;
  hubungan: string;
  status: string | null;
  pegawai: { nama: string; npp: string | null };
}

describe('pegawai registers (/api/sdm/pegawai/x/{family,pendidikan,prestasi})', () => {
  let t: StorageTestApp;
  const tok = { hr: '', hrTerbatas: '', ani: '', budi: '' };
  const peg = { ani: 0, budi: 0 };
  const ids = { aniSuami: 0, budiIstri: 0, budiPrestasi: 0 };

  before(async () => {
    t = await createStorageTestApp();
    await createUser(t.db, { name: 'hr', password: PASSWORD, roles: [10, 57] });
    await createUser(t.db, { name: 'hrterbatas', password: PASSWORD, roles: [8, 10, 57] });
    const ani = await createUser(t.db, {
      name: 'ani',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Ani Lestari', npp: '31000001' },
    });
    const budi = await createUser(t.db, {
      name: 'budi',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Budi Santoso', npp: '31000002' },
    });
    peg.ani = ani.pegawaiId!;
    peg.budi = budi.pegawaiId!;
    const family = await t.db
      .insertInto('pegawai_family')
      .values([
        { pegawai_id: peg.ani, nama: 'Rudi Hartono', hubungan: 'Suami', status: 'Bukan Tanggungan', tahun: 2015 },
        { pegawai_id: peg.ani, nama: 'Sari Putri', hubungan: 'Anak', status: 'Tanggungan', tahun: 2018 },
        { pegawai_id: peg.budi, nama: 'Dewi Anggraini', hubungan: 'Istri', status: null, tahun: 2012 },
        { pegawai_id: peg.budi, nama: 'Bima Santoso', hubungan: 'Anak', status: 'Tanggungan', tahun: 2014 },
      ])
      .returning('id')
      .execute();
    ids.aniSuami = family[0]!.id;
    ids.budiIstri = family[2]!.id;
    await t.db
      .insertInto('pegawai_pendidikan')
      .values([
        { pegawai_id: peg.ani, jenjang: 'S1', institusi: 'Universitas Indonesia', jurusan: 'Akuntansi', tahun: 2010 },
        {
          pegawai_id: peg.ani,
          jenjang: 'S2',
          institusi: 'Universitas Gadjah Mada',
          jurusan: 'Magister Manajemen',
          tahun: 2016,
        },
        { pegawai_id: peg.budi, jenjang: 'D3', institusi: 'Politeknik Negeri Bandung', jurusan: null, tahun: 2008 },
      ])
      .execute();
    const prestasi = await t.db
      .insertInto('pegawai_prestasi')
      .values([
        { pegawai_id: peg.ani, nama: 'Pegawai Teladan', tahun: 2022, pemberi: 'Direksi' },
        { pegawai_id: peg.budi, nama: 'Inovasi', tahun: 2024, pemberi: 'Kantor Pusat' },
      ])
      .returning('id')
      .execute();
    ids.budiPrestasi = prestasi[1]!.id;
    tok.hr = await loginToken(t, 'hr');
    tok.hrTerbatas = await loginToken(t, 'hrterbatas');
    tok.ani = await loginToken(t, 'ani');
    tok.budi = await loginToken(t, 'budi');
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const list = async <T>(path: string, query = '') => {
    const res = await call(tok.hr, 'GET', `${path}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as Paged<T>;
  };

  test('family: every employee by default, search on employee and member, filters, sort and paging', async () => {
    const all = await list<FamilyRow>(FAMILY);
    assert.equal(all.total, 4);
    assert.deepEqual(
      all.data.map((r) => r.nama),
      ['Rudi Hartono', 'Sari Putri', 'Dewi Anggraini', 'Bima Santoso'],
      'by employee name, then the CV order (year)',
    );
    assert.deepEqual(
      (await list<FamilyRow>(FAMILY, '?search=31000002')).data.map((r) => r.pegawai.nama),
      ['Budi Santoso', 'Budi Santoso'],
    );
    assert.deepEqual(
      (await list<FamilyRow>(FAMILY, '?search=dewi')).data.map((r) => r.nama),
      ['Dewi Anggraini'],
    );
    assert.deepEqual(
      (await list<FamilyRow>(FAMILY, '?hubungan=Anak&sortbydesc=nama')).data.map((r) => r.nama),
      ['Sari Putri', 'Bima Santoso'],
    );
    assert.deepEqual(
      (await list<FamilyRow>(FAMILY, '?status=belum_diisi')).data.map((r) => r.nama),
      ['Dewi Anggraini'],
    );
    assert.equal((await list<FamilyRow>(FAMILY, '?status=Tanggungan&tahun=2014')).total, 1);
    const page2 = await list<FamilyRow>(FAMILY, '?per_page=3&page=2');
    assert.equal(page2.last_page, 2);
    assert.deepEqual(
      page2.data.map((r) => r.nama),
      ['Bima Santoso'],
    );
    assert.equal((await list<FamilyRow>(FAMILY, `?pegawai_id=${peg.ani}`)).total, 2);
    assert.deepEqual(
      (await list<FamilyRow>(FAMILY, '?sortbydesc=pegawai')).data.map((r) => r.pegawai.nama),
      ['Budi Santoso', 'Budi Santoso', 'Ani Lestari', 'Ani Lestari'],
      "the employee's columns sort too",
    );
    const byYear = await list<FamilyRow>(FAMILY, '?sortby=tahun&per_page=2&page=2');
    assert.deepEqual(
      byYear.data.map((r) => r.nama),
      ['Rudi Hartono', 'Sari Putri'],
      'a page of an own-column sort: 2012, 2014 | 2015, 2018',
    );
    assert.equal(byYear.total, 4);
  });

  test('family member: HR sees any, an employee only their own (404 for another employee), 8 refused', async () => {
    const shown = await call(tok.hr, 'GET', `${FAMILY}/${ids.budiIstri}`);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal(shown.json().data.pegawai.nama, 'Budi Santoso');
    const own = await call(tok.ani, 'GET', `${FAMILY}/${ids.aniSuami}`);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().data.hubungan, 'Suami');
    const other = await call(tok.ani, 'GET', `${FAMILY}/${ids.budiIstri}`);
    assert.equal(other.statusCode, 404);
    assert.equal(other.json().message, 'Data keluarga tidak ditemukan');
    assert.equal((await call(tok.hr, 'GET', `${FAMILY}/999999`)).statusCode, 404);
    assert.equal((await call(tok.hrTerbatas, 'GET', `${FAMILY}/${ids.aniSuami}`)).statusCode, 403, 'not 8');
  });

  test('family counts per relation and status feed the master pages', async () => {
    const byHubungan = (await call(tok.hr, 'GET', `${FAMILY}/x/count?by=hubungan`)).json().data;
    assert.deepEqual(byHubungan[0], { nama: 'Anak', total: 2 });
    const byStatus = (await call(tok.hr, 'GET', `${FAMILY}/x/count?by=status`)).json().data as {
      nama: string | null;
      total: number;
    }[];
    assert.deepEqual(
      byStatus.find((r) => r.nama === null),
      { nama: null, total: 1 },
    );
    assert.equal((await call(tok.hr, 'GET', `${FAMILY}/x/count?by=nama`)).statusCode, 422);
  });

  test('education: search on institution and major, level/institution/year filters, sort', async () => {
    const all = await list<{ jenjang: string; institusi: string }>(PENDIDIKAN);
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.data.map((r) => r.jenjang),
      ['S1', 'S2', 'D3'],
      'by employee name, then the CV order (year)',
    );
    assert.equal((await list(PENDIDIKAN, '?search=manajemen')).total, 1);
    assert.equal((await list(PENDIDIKAN, '?search=politeknik')).total, 1);
    assert.equal((await list(PENDIDIKAN, '?jenjang=S1')).total, 1);
    assert.equal((await list(PENDIDIKAN, `?institusi=${encodeURIComponent('Universitas Indonesia')}`)).total, 1);
    assert.equal((await list(PENDIDIKAN, '?tahun=2008')).total, 1);
    assert.deepEqual(
      (await list<{ institusi: string }>(PENDIDIKAN, '?sortby=institusi')).data.map((r) => r.institusi),
      ['Politeknik Negeri Bandung', 'Universitas Gadjah Mada', 'Universitas Indonesia'],
    );
    const byJurusan = (await call(tok.hr, 'GET', `${PENDIDIKAN}/x/count?by=jurusan`)).json().data;
    assert.equal(byJurusan.length, 3);
  });

  test('achievements: list with search and filters, one record', async () => {
    assert.equal((await list(PRESTASI)).total, 2);
    assert.equal((await list(PRESTASI, '?search=direksi')).total, 1);
    assert.equal((await list(PRESTASI, `?nama=Inovasi&tahun=2024`)).total, 1);
    const shown = await call(tok.hr, 'GET', `${PRESTASI}/${ids.budiPrestasi}`);
    assert.equal(shown.json().data.pemberi, 'Kantor Pusat');
    assert.equal((await call(tok.hr, 'GET', `${PRESTASI}/999999`)).statusCode, 404);
  });

  test('role rules: employees refused everywhere, role 8 refused where the spec says "not 8"', async () => {
    for (const path of [FAMILY, PENDIDIKAN, PRESTASI, `${FAMILY}/x/count?by=status`])
      assert.equal((await call(tok.ani, 'GET', path)).statusCode, 403, path);
    assert.equal((await call(tok.ani, 'POST', `${FAMILY}/x/export`)).statusCode, 403);
    assert.equal((await call(tok.ani, 'POST', `${PENDIDIKAN}/x/export`)).statusCode, 403);
    assert.equal((await call(tok.ani, 'GET', `${PRESTASI}/${ids.budiPrestasi}`)).statusCode, 403);
    assert.equal((await call(tok.hrTerbatas, 'GET', FAMILY)).statusCode, 200, 'the family index is 57 only');
    assert.equal((await call(tok.hrTerbatas, 'GET', PENDIDIKAN)).statusCode, 403);
    // Its counts and its export are the same list in other shapes: not 8 either.
    assert.equal((await call(tok.hrTerbatas, 'GET', `${PENDIDIKAN}/x/count?by=jenjang`)).statusCode, 403);
    assert.equal((await call(tok.hrTerbatas, 'POST', `${PENDIDIKAN}/x/export`)).statusCode, 403);
    assert.equal((await call(tok.hrTerbatas, 'GET', PRESTASI)).statusCode, 403);
  });

  test('bad queries answer 4xx with a message, never 500', async () => {
    const common = ['?tahun=1800', '?tahun=abc', '?page=0', '?per_page=1000', '?sortby=password'];
    const cases = [
      ...common.map((q) => `${FAMILY}${q}`),
      ...common.map((q) => `${PENDIDIKAN}${q}`),
      ...common.map((q) => `${PRESTASI}${q}`),
      `${FAMILY}?status=`,
      `${PENDIDIKAN}?jenjang=`,
      `${PENDIDIKAN}?institusi=${'x'.repeat(300)}`,
    ];
    for (const url of cases) {
      const res = await call(tok.hr, 'GET', url);
      assert.equal(res.statusCode, 422, `${url}: ${res.statusCode}`);
      assert.ok(res.json().message, 'a message');
    }
    assert.equal((await call(tok.hr, 'GET', `${FAMILY}/abc`)).statusCode, 422);
  });

  test('exports queue jobs that write the xlsx', async () => {
    for (const [path, what] of [
      [FAMILY, 'keluarga'],
      [PENDIDIKAN, 'pendidikan'],
    ] as const) {
      const res = await call(tok.hr, 'POST', `${path}/x/export`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, `Export data ${what} created, menunggu proses selesai.`);
      const job = await pollJob(t, tok.hr, res.json().data.job_id);
      assert.equal(job.status, 'done', JSON.stringify(job));
    }
  });
});
