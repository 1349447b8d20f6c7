/**
 * Salary on PostgreSQL: deduction list scoping (own rows vs admins by office), the upload job
 * (good file written; one bad row → nothing written and the row/column/message report; after the
 * deadline refused naming it), pivot and laporan sums, hapus, the service and export jobs, exact
 * decimal sums (10 000 × 0.10 = 1000.00), income scoping, allowance remaining, and 403 for the
 * wrong role on every admin route family.
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { after, before, describe, test } from 'node:test';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { seedKantor, tableCount } from '../../../test/helpers/fixtures.js';
import { pollJob, xlsxOf } from '../../../test/helpers/jabatan-seed.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { pivotWorkbook } from './potongan-jobs.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BASE = '/api/sdm/pegawai/x/potongan_gaji';
/** A month whose default deadline (its last day) is still ahead. */
const OPEN = { tahun: new Date().getUTCFullYear() + 1, bulan: 3 };

describe('salary (/api/sdm/pegawai/x/potongan_gaji, service, gaji, plafond)', () => {
  let t: StorageTestApp;
  let kantor: Record<string, number>;
  let u: Record<
    'adminGaji' | 'adminPotongan' | 'laporan' | 'developer' | 'ani' | 'budi' | 'citra' | 'terbatas' | 'roleless',
    Account
  >;
  let jenis: Record<string, number>;

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    await t.db
      .updateTable('kantor')
      .set({ is_allow_salary_deduction: true })
      .where('id', 'in', [kantor.bandung!, kantor.bogor!])
      .execute();
    u = await createAccounts(t, {
      adminGaji: [10, 53],
      adminPotongan: [3],
      laporan: [54],
      developer: [63],
      ani: { roles: [10], pegawai: { nama: 'Ani Gaji', npp: '30000001', kantor_id: kantor.bandung } },
      budi: { roles: [10], pegawai: { nama: 'Budi Gaji', npp: '30000002', kantor_id: kantor.bandung } },
      citra: { roles: [10], pegawai: { nama: 'Citra Gaji', npp: '30000003', kantor_id: kantor.bogor } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Terbatas', npp: '30000004', kantor_id: kantor.bandung } },
      roleless: [],
    });
    // A pegawai of an office that does not allow deductions.
    const sby = await t.db
      .insertInto('pegawai')
      .values({ nama: 'Dodi Surabaya', npp: '30000005', kantor_id: kantor.surabaya })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await t.db.selectFrom('gaji_potongan_jenis').select(['id', 'kode']).execute();
    jenis = Object.fromEntries(rows.map((r) => [r.kode, r.id]));
    const month = { kind: 'gaji' as const, tahun: 2025, bulan: 6 };
    await t.db
      .insertInto('gaji_potongan')
      .values([
        {
          ...month,
          kantor_id: kantor.bandung!,
          pegawai_id: u.ani.pegawaiId!,
          jenis_id: jenis.KOPERASI!,
          jumlah: '100000.50',
        },
        {
          ...month,
          kantor_id: kantor.bandung!,
          pegawai_id: u.ani.pegawaiId!,
          jenis_id: jenis.ZAKAT!,
          jumlah: '25000.25',
        },
        {
          ...month,
          kantor_id: kantor.bandung!,
          pegawai_id: u.budi.pegawaiId!,
          jenis_id: jenis.KOPERASI!,
          jumlah: '50000.00',
        },
        {
          ...month,
          kantor_id: kantor.bogor!,
          pegawai_id: u.citra.pegawaiId!,
          jenis_id: jenis.KREDIT!,
          jumlah: '750000.00',
        },
        { ...month, kantor_id: kantor.surabaya!, pegawai_id: sby.id, jenis_id: jenis.KREDIT!, jumlah: '1.00' },
      ])
      .execute();
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const upload = (who: Account, q: string, body: Buffer, base = BASE) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/x/upload?${q}`,
      headers: { ...bearer(who.token), 'content-type': XLSX },
      payload: body,
    });

  test('list: an employee sees only their own rows; admins any allowed office; not-allowed offices never', async () => {
    const own = (await call(u.ani, 'GET', `${BASE}?tahun=2025&bulan=6&kantor_id=${kantor.bogor}`)).json();
    assert.deepEqual(
      own.data.map((r: { pegawai: { nama: string } }) => r.pegawai.nama),
      ['Ani Gaji', 'Ani Gaji'],
    );
    assert.equal(own.total_jumlah, '125000.75');
    const legacy = (await call(u.ani, 'GET', '/api/sdm/potongan_gaji?tahun=2025&bulan=6')).json();
    assert.equal(legacy.total, 2);

    const all = (await call(u.adminGaji, 'GET', `${BASE}?tahun=2025&bulan=6`)).json();
    assert.equal(all.total, 4, 'Surabaya does not allow deductions');
    assert.equal(all.total_jumlah, '925000.75');
    const bandung = (
      await call(u.adminPotongan, 'GET', `${BASE}?tahun=2025&bulan=6&kantor_id=${kantor.bandung}`)
    ).json();
    assert.equal(bandung.total, 3);
    assert.equal(bandung.data[0].jumlah.includes('.'), true);
    const exportOnly = (await call(u.laporan, 'GET', `${BASE}?tahun=2025&bulan=6&search=citra`)).json();
    assert.equal(exportOnly.total, 1);

    assert.equal((await call(u.terbatas, 'GET', BASE)).statusCode, 403);
    assert.equal((await call(u.roleless, 'GET', BASE)).statusCode, 403, 'no pegawai, not an admin');

    const mine = (await call(u.ani, 'GET', `${BASE}/x/pegawai?tahun=2025`)).json();
    assert.equal(mine.data.length, 1);
    assert.equal(mine.data[0].total, '125000.75');
    assert.equal(mine.total, '125000.75');
  });

  test('pivot and laporan: sums per employee and type by SQL; belum_upload', async () => {
    const p = (await call(u.adminPotongan, 'GET', `${BASE}/x/pivot?tahun=2025&bulan=6`)).json();
    assert.equal(p.total, 3);
    const ani = p.data.find((r: { pegawai: { id: number } }) => r.pegawai.id === u.ani.pegawaiId);
    assert.deepEqual(ani.jumlah, { [jenis.KOPERASI!]: '100000.50', [jenis.ZAKAT!]: '25000.25' });
    assert.equal(ani.total, '125000.75');
    assert.equal(p.total_per_jenis[String(jenis.KOPERASI)], '150000.50');
    assert.equal(p.total_jumlah, '925000.75');
    const lap = (await call(u.adminPotongan, 'GET', `${BASE}/x/laporan?tahun=2025&bulan=6`)).json();
    assert.equal(lap.total, '925000.75');
    const koperasiBandung = lap.data.find(
      (r: { kantor: { id: number }; jenis: { kode: string } }) =>
        r.kantor.id === kantor.bandung && r.jenis.kode === 'KOPERASI',
    );
    assert.equal(koperasiBandung.pegawai_count, 2);
    assert.equal(koperasiBandung.total, '150000.50');
    const excel = await call(u.adminPotongan, 'GET', `${BASE}/x/pivot_excel?tahun=2025&bulan=6`);
    assert.equal(excel.statusCode, 200);
    assert.match(String(excel.headers['content-disposition']), /potongan_gaji_pivot\.xlsx/);
    const belum = (await call(u.adminPotongan, 'GET', `${BASE}/x/belum_upload?tahun=2025&bulan=6`)).json();
    assert.deepEqual(
      belum.data.map((r: { kantor: { id: number } }) => r.kantor.id).sort(),
      [kantor.bandung, kantor.bogor].sort(),
    );
  });

  test('upload: a good file is written by the job and replaces the month; upload_hasil, belum_upload, template', async () => {
    const q = `kantor_id=${kantor.bandung}&tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`;
    const template = await call(u.adminPotongan, 'GET', `${BASE}/x/template`);
    assert.equal(template.statusCode, 200);
    const first = await upload(
      u.adminPotongan,
      q,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah', 'Keterangan'],
        ['30000001', 'KOPERASI', '150000.00', 'Simpanan wajib'],
        ['30000002', 'Zakat Profesi', 99999.99, null],
      ]),
    );
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().message, 'Potongan Gaji uploaded');
    const job = await pollJob(t, u.adminPotongan.token, first.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.result.imported, 2);
    assert.equal(job.result.total, '249999.99');

    // A second good file replaces the first one's rows.
    const second = await upload(
      u.adminPotongan,
      q,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah'],
        ['30000001', 'KREDIT', '1250000,50'],
      ]),
    );
    assert.equal((await pollJob(t, u.adminPotongan.token, second.json().data.job_id)).status, 'done');
    const list = (await call(u.adminGaji, 'GET', `${BASE}?tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`)).json();
    assert.equal(list.total, 1);
    assert.equal(list.data[0].jumlah, '1250000.50');
    assert.equal(list.data[0].jenis.kode, 'KREDIT');

    const hasil = (
      await call(u.adminPotongan, 'GET', `${BASE}/x/upload_hasil?tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`)
    ).json();
    assert.deepEqual(
      hasil.data.map((r: { status: string }) => r.status),
      ['berhasil', 'diganti'],
    );
    const excel = await call(
      u.adminPotongan,
      'GET',
      `${BASE}/x/hasil_upload_excel?tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`,
    );
    assert.match(String(excel.headers['content-disposition']), /potongan_gaji_hasil_upload\.xlsx/);
    const belum = (
      await call(u.adminPotongan, 'GET', `${BASE}/x/belum_upload?tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`)
    ).json();
    assert.deepEqual(
      belum.data.map((r: { kantor: { id: number } }) => r.kantor.id),
      [kantor.bogor],
    );
    assert.equal(belum.batas.is_default, true);
  });

  test('cells Excel turned into numbers are read as meant: an NPP without its leading zero, an amount in binary', async () => {
    await t.db.insertInto('pegawai').values({ nama: 'Eko Nol', npp: '01234567', kantor_id: kantor.bandung }).execute();
    const month = { tahun: OPEN.tahun, bulan: 5 };
    const sent = await upload(
      u.adminPotongan,
      `kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=${month.bulan}`,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah'],
        [1234567, 'KOPERASI', 3750000.3000000003],
        ['30000001', 'KOPERASI', 0.1 + 0.2],
      ]),
    );
    const job = await pollJob(t, u.adminPotongan.token, sent.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.equal(job.result.total, '3750000.60');
    // A real third decimal is still refused.
    const refused = await upload(
      u.adminPotongan,
      `kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=${month.bulan}`,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah'],
        ['30000001', 'KOPERASI', '1.005'],
      ]),
    );
    const failed = await pollJob(t, u.adminPotongan.token, refused.json().data.job_id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.result.errors[0].column, 'Jumlah');
  });

  test('an upload queued before the deadline whose job runs after it writes nothing and says why', async () => {
    const month = { tahun: OPEN.tahun, bulan: 7 };
    await t.app.jobs.stop(0);
    const sent = await upload(
      u.adminPotongan,
      `kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=${month.bulan}`,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah'],
        ['30000001', 'KOPERASI', '1000'],
      ]),
    );
    assert.equal(sent.statusCode, 200, sent.body);
    // The deadline passes while the job waits in the queue.
    await t.db
      .insertInto('gaji_batas_upload')
      .values({ kind: 'gaji', ...month, tanggal: '2020-01-31' })
      .execute();
    await t.app.jobs.start();
    const job = await pollJob(t, u.adminPotongan.token, sent.json().data.job_id);
    assert.equal(job.status, 'failed');
    assert.match(job.error ?? job.message ?? '', /31 Januari 2020/);
    const written = await t.db
      .selectFrom('gaji_potongan')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tahun', '=', month.tahun)
      .where('bulan', '=', month.bulan)
      .executeTakeFirstOrThrow();
    assert.equal(Number(written.n), 0);
  });

  test('upload with one bad row writes nothing; the error report lists row, column and message', async () => {
    const month = { tahun: OPEN.tahun, bulan: 4 };
    const before = await tableCount(t.db, 'gaji_potongan');
    const res = await upload(
      u.adminGaji,
      `kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=${month.bulan}`,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah', 'Keterangan'],
        ['30000001', 'KOPERASI', '1000.00', null],
        ['30000003', 'KOPERASI', '1000.00', null],
        ['30000002', 'KOPERASI', '10.123', null],
        ['30000002', 'TIDAKADA', '5', null],
        ['99999999', 'ZAKAT', '-5', null],
        ['30000001', 'koperasi', '1', null],
      ]),
    );
    assert.equal(res.statusCode, 200, res.body);
    const job = await pollJob(t, u.adminGaji.token, res.json().data.job_id);
    assert.equal(job.status, 'failed');
    assert.equal(job.result.imported, 0);
    const expected = [
      { row: 3, column: 'NPP', message: 'NPP bukan pegawai kantor ini' },
      {
        row: 4,
        column: 'Jumlah',
        message: 'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
      },
      { row: 5, column: 'Jenis', message: 'Jenis potongan tidak dikenal' },
      { row: 6, column: 'NPP', message: 'NPP tidak ditemukan' },
      {
        row: 6,
        column: 'Jumlah',
        message: 'Jumlah harus berupa angka positif dengan paling banyak 2 desimal (contoh 1250000.50)',
      },
      { row: 7, column: 'Jenis', message: 'NPP dan Jenis sudah ada pada baris sebelumnya' },
    ];
    assert.deepEqual(job.result.errors, expected);
    assert.equal(await tableCount(t.db, 'gaji_potongan'), before, 'nothing written');
    const report = (
      await call(
        u.adminGaji,
        'GET',
        `${BASE}/x/error?kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=${month.bulan}`,
      )
    ).json();
    assert.deepEqual(report.data.errors, expected);
    assert.equal(report.data.error_count, 6);
    // No failed upload for Bogor: null.
    const none = await call(
      u.adminGaji,
      'GET',
      `${BASE}/x/error?kantor_id=${kantor.bogor}&tahun=${month.tahun}&bulan=${month.bulan}`,
    );
    assert.equal(none.json().data, null);
    // Not an xlsx: the job fails with the importer's message; an office not allowing deductions: 422.
    const junk = await upload(
      u.adminGaji,
      `kantor_id=${kantor.bandung}&tahun=${month.tahun}&bulan=5`,
      Buffer.from('x'),
    );
    assert.equal((await pollJob(t, u.adminGaji.token, junk.json().data.job_id)).status, 'failed');
    const notAllowed = await upload(
      u.adminGaji,
      `kantor_id=${kantor.surabaya}&tahun=${month.tahun}&bulan=5`,
      await xlsxOf([['NPP', 'Jenis', 'Jumlah']]),
    );
    assert.equal(notAllowed.statusCode, 422);
  });

  test('after the deadline the upload and hapus are refused, naming the deadline; batas_upload', async () => {
    const set = await call(u.adminPotongan, 'POST', `${BASE}/x/batas_upload`, {
      tahun: 2025,
      bulan: 6,
      tanggal: '2025-06-20',
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().message, 'Tanggal updated');
    assert.equal(set.json().data.is_lewat, true);
    const got = (await call(u.adminPotongan, 'GET', `${BASE}/x/batas_upload?tahun=2025&bulan=6`)).json();
    assert.equal(got.data.tanggal, '2025-06-20');
    assert.equal(got.data.is_default, false);
    const refused = await upload(
      u.adminPotongan,
      `kantor_id=${kantor.bandung}&tahun=2025&bulan=6`,
      await xlsxOf([
        ['NPP', 'Jenis', 'Jumlah'],
        ['30000001', 'KOPERASI', '1'],
      ]),
    );
    assert.equal(refused.statusCode, 422);
    assert.match(refused.json().message, /20 Juni 2025/);
    const hapus = await call(u.adminPotongan, 'POST', `${BASE}/x/hapus`, {
      kantor_id: kantor.bandung,
      tahun: 2025,
      bulan: 6,
    });
    assert.equal(hapus.statusCode, 422);
    assert.match(hapus.json().message, /20 Juni 2025/);
    const bad = await call(u.adminPotongan, 'POST', `${BASE}/x/batas_upload`, {
      tahun: 2025,
      bulan: 2,
      tanggal: '2025-02-30',
    });
    assert.equal(bad.statusCode, 422);
  });

  test('hapus deletes the office+month upload', async () => {
    const month = { tahun: OPEN.tahun, bulan: OPEN.bulan };
    const res = await call(u.adminGaji, 'POST', `${BASE}/x/hapus`, { kantor_id: kantor.bandung, ...month });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Potongan Gaji Dihapus');
    assert.equal(res.json().data.deleted, 1);
    const list = (await call(u.adminGaji, 'GET', `${BASE}?tahun=${month.tahun}&bulan=${month.bulan}`)).json();
    assert.equal(list.total, 0);
    const again = await call(u.adminGaji, 'POST', `${BASE}/x/hapus`, { kantor_id: kantor.bandung, ...month });
    assert.equal(again.statusCode, 404);
  });

  test('10 000 amounts of 0.10 sum to exactly 1000.00 (list, pivot, laporan, own)', async () => {
    const month = { kind: 'gaji' as const, tahun: 2024, bulan: 1 };
    const rows = Array.from({ length: 10_000 }, () => ({
      ...month,
      kantor_id: kantor.bogor!,
      pegawai_id: u.citra.pegawaiId!,
      jenis_id: jenis.ARISAN!,
      jumlah: '0.10',
    }));
    for (let i = 0; i < rows.length; i += 2000)
      await t.db
        .insertInto('gaji_potongan')
        .values(rows.slice(i, i + 2000))
        .execute();
    const list = (await call(u.adminGaji, 'GET', `${BASE}?tahun=2024&bulan=1`)).json();
    assert.equal(list.total, 10_000);
    assert.equal(list.total_jumlah, '1000.00');
    const pivot = (await call(u.adminGaji, 'GET', `${BASE}/x/pivot?tahun=2024&bulan=1`)).json();
    assert.equal(pivot.data[0].total, '1000.00');
    assert.equal(pivot.data[0].jumlah[String(jenis.ARISAN)], '1000.00');
    const lap = (await call(u.adminGaji, 'GET', `${BASE}/x/laporan?tahun=2024&bulan=1`)).json();
    assert.equal(lap.total, '1000.00');
    const own = (await call(u.citra, 'GET', `${BASE}/x/pegawai?tahun=2024`)).json();
    assert.equal(own.total, '1000.00');
  });

  test('service: the job carries last month forward ("Job executed"); same views; export job', async () => {
    const SERVICE = '/api/sdm/pegawai/x/service';
    await t.db
      .insertInto('gaji_potongan')
      .values([
        {
          kind: 'service',
          tahun: OPEN.tahun,
          bulan: 1,
          kantor_id: kantor.bandung!,
          pegawai_id: u.ani.pegawaiId!,
          jenis_id: jenis.SEWA_RUMAH!,
          jumlah: '500000.00',
        },
        {
          kind: 'service',
          tahun: OPEN.tahun,
          bulan: 1,
          kantor_id: kantor.bandung!,
          pegawai_id: u.budi.pegawaiId!,
          jenis_id: jenis.MAKAN!,
          jumlah: '0.05',
        },
      ])
      .execute();
    const res = await call(u.adminGaji, 'POST', SERVICE, { tahun: OPEN.tahun, bulan: 2 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Job executed');
    const job = await pollJob(t, u.adminGaji.token, res.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    assert.deepEqual(job.result, { kantor_count: 1, rows: 2, total: '500000.05' });
    const list = (await call(u.ani, 'GET', `${SERVICE}?tahun=${OPEN.tahun}&bulan=2`)).json();
    assert.equal(list.total, 1);
    assert.equal(list.data[0].kind, 'service');
    const again = await call(u.adminGaji, 'POST', SERVICE, { tahun: OPEN.tahun, bulan: 2 });
    assert.deepEqual((await pollJob(t, u.adminGaji.token, again.json().data.job_id)).result.rows, 0);
    const hasil = (await call(u.adminGaji, 'GET', `${SERVICE}/x/report?tahun=${OPEN.tahun}&bulan=2`)).json();
    assert.equal(hasil.data[0].total, '500000.05');

    const exp = await call(u.laporan, 'POST', `${BASE}/x/export`, { tahun: 2025 });
    assert.equal(exp.statusCode, 200, exp.body);
    const done = await pollJob(t, u.laporan.token, exp.json().data.job_id);
    assert.equal(done.status, 'done', JSON.stringify(done));
    assert.equal(done.result.rows, 4);
  });

  test('income: readers see every employee, employees only their own, sums and bersih by SQL', async () => {
    const m = { tahun: 2025, bulan: 7 };
    const set = await call(u.developer, 'POST', '/api/sdm/pegawai/x/gaji/x/penghasilan', {
      pegawai_id: u.ani.pegawaiId,
      ...m,
      komponen: 'Gaji Pokok',
      jumlah: '5000000.10',
    });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().message, 'Penghasilan updated');
    await call(u.adminGaji, 'POST', '/api/sdm/pegawai/x/gaji/x/penghasilan', {
      pegawai_id: u.ani.pegawaiId,
      ...m,
      komponen: 'Tunjangan Jabatan',
      jumlah: '1000000.20',
    });
    await call(u.adminGaji, 'POST', '/api/sdm/pegawai/x/gaji/x/potongan', {
      pegawai_id: u.ani.pegawaiId,
      ...m,
      komponen: 'PPh 21',
      jumlah: '300000.15',
    });
    await call(u.adminGaji, 'POST', '/api/sdm/pegawai/x/gaji/x/imbalan_kerja', {
      pegawai_id: u.budi.pegawaiId,
      ...m,
      komponen: 'Bonus',
      jumlah: '10',
    });
    const list = (await call(u.developer, 'GET', '/api/sdm/pegawai/x/gaji/x/penghasilan?tahun=2025&bulan=7')).json();
    assert.equal(list.total_jumlah, '6000000.30');
    assert.equal(list.total, 1);
    assert.equal(list.data[0].items.length, 2);
    const summary = (await call(u.adminGaji, 'GET', '/api/sdm/pegawai/x/gaji?tahun=2025&bulan=7')).json();
    const ani = summary.data.find((r: { pegawai: { id: number } }) => r.pegawai.id === u.ani.pegawaiId);
    assert.equal(ani.bersih, '5700000.15');
    assert.equal(ani.imbalan_kerja, '0.00');
    const own = (
      await call(u.ani, 'GET', `/api/sdm/pegawai/x/gaji/x/pegawai?tahun=2025&pegawai_id=${u.budi.pegawaiId}`)
    ).json();
    assert.equal(own.pegawai.id, u.ani.pegawaiId, 'an employee always gets their own');
    assert.equal(own.data[0].bersih, '5700000.15');
    const budi = (
      await call(u.adminGaji, 'GET', `/api/sdm/pegawai/x/gaji/x/pegawai?tahun=2025&pegawai_id=${u.budi.pegawaiId}`)
    ).json();
    assert.equal(budi.data[0].total_imbalan_kerja, '10.00');
    assert.equal((await call(u.laporan, 'GET', '/api/sdm/pegawai/x/gaji/x/pegawai')).statusCode, 403);
    assert.equal((await call(u.terbatas, 'GET', '/api/sdm/pegawai/x/gaji/x/pegawai')).statusCode, 403);
    const bad = await call(u.adminGaji, 'POST', '/api/sdm/pegawai/x/gaji/x/potongan', {
      pegawai_id: u.ani.pegawaiId,
      ...m,
      komponen: 'X',
      jumlah: '1.005',
    });
    assert.equal(bad.statusCode, 422);
    assert.equal(
      (await call(u.adminGaji, 'GET', '/api/sdm/pegawai/x/gaji/x/lainnya?tahun=2025&bulan=7')).statusCode,
      422,
    );
  });

  test('plafond: remaining computed in SQL; employees see their own, admins by office', async () => {
    const jenisRows = await t.db.selectFrom('plafond_jenis').select(['id', 'nama']).execute();
    const kaca = jenisRows.find((j) => j.nama === 'Kacamata')!.id;
    await t.db
      .insertInto('pegawai_plafond')
      .values([
        { pegawai_id: u.ani.pegawaiId!, jenis_id: kaca, tahun: 2025, plafond: '1000000.00' },
        { pegawai_id: u.citra.pegawaiId!, jenis_id: kaca, tahun: 2025, plafond: '750000.00' },
      ])
      .execute();
    await t.db
      .insertInto('pegawai_plafond_pemakaian')
      .values([
        { pegawai_id: u.ani.pegawaiId!, jenis_id: kaca, tahun: 2025, tanggal: '2025-02-01', jumlah: '250000.10' },
        { pegawai_id: u.ani.pegawaiId!, jenis_id: kaca, tahun: 2025, tanggal: '2025-05-01', jumlah: '100000.25' },
      ])
      .execute();
    const own = (
      await call(u.ani, 'GET', `/api/sdm/pegawai/x/plafond?tahun=2025&pegawai_id=${u.citra.pegawaiId}`)
    ).json();
    assert.equal(own.total, 1);
    assert.deepEqual(
      { plafond: own.data[0].plafond, terpakai: own.data[0].terpakai, sisa: own.data[0].sisa },
      { plafond: '1000000.00', terpakai: '350000.35', sisa: '649999.65' },
    );
    const bogor = (
      await call(u.adminGaji, 'GET', `/api/sdm/pegawai/x/plafond?tahun=2025&kantor_id=${kantor.bogor}`)
    ).json();
    assert.equal(bogor.total, 1);
    assert.equal(bogor.data[0].sisa, '750000.00');
    const usage = (await call(u.ani, 'GET', '/api/sdm/pegawai/x/plafond/x/pemakaian?tahun=2025')).json();
    assert.equal(usage.data.length, 2);
    assert.equal((await call(u.terbatas, 'GET', '/api/sdm/pegawai/x/plafond')).statusCode, 403);
  });

  test('the wrong role gets 403 on every admin route family', async () => {
    const q = `kantor_id=${kantor.bandung}&tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`;
    const month = `tahun=${OPEN.tahun}&bulan=${OPEN.bulan}`;
    for (const base of [BASE, '/api/sdm/pegawai/x/service']) {
      for (const url of [
        `${base}/x/batas_upload?${month}`,
        `${base}/x/error?${q}`,
        `${base}/x/upload_hasil?${month}`,
        `${base}/x/report?${month}`,
        `${base}/x/hasil_upload_excel?${month}`,
        `${base}/x/template`,
        `${base}/x/pivot?${month}`,
        `${base}/x/pivot_excel?${month}`,
        `${base}/x/laporan?${month}`,
        `${base}/x/belum_upload?${month}`,
      ]) {
        assert.equal((await call(u.ani, 'GET', url)).statusCode, 403, url);
        assert.equal((await call(u.laporan, 'GET', url)).statusCode, 403, `export-only: ${url}`);
      }
      const posts: [string, object][] = [
        [`${base}/x/batas_upload`, { tahun: OPEN.tahun, bulan: OPEN.bulan, tanggal: `${OPEN.tahun}-03-20` }],
        [`${base}/x/hapus`, { kantor_id: kantor.bandung, tahun: OPEN.tahun, bulan: OPEN.bulan }],
        [`${base}/x/export`, { tahun: OPEN.tahun }],
      ];
      for (const [url, body] of posts) assert.equal((await call(u.ani, 'POST', url, body)).statusCode, 403, url);
      const up = await upload(u.ani, q, await xlsxOf([['NPP']]), base);
      assert.equal(up.statusCode, 403);
    }
    assert.equal((await call(u.adminPotongan, 'POST', `${BASE}/x/export`, { tahun: 2025 })).statusCode, 403);
    assert.equal(
      (await call(u.ani, 'POST', '/api/sdm/pegawai/x/service', { tahun: OPEN.tahun, bulan: 2 })).statusCode,
      403,
    );
    for (const url of [
      '/api/sdm/pegawai/x/gaji?tahun=2025&bulan=7',
      '/api/sdm/pegawai/x/gaji/x/penghasilan?tahun=2025&bulan=7',
    ]) {
      assert.equal((await call(u.ani, 'GET', url)).statusCode, 403, url);
      assert.equal((await call(u.adminPotongan, 'GET', url)).statusCode, 403, url);
    }
    const write = { pegawai_id: u.ani.pegawaiId, tahun: 2025, bulan: 7, komponen: 'X', jumlah: '1' };
    assert.equal((await call(u.ani, 'POST', '/api/sdm/pegawai/x/gaji/x/penghasilan', write)).statusCode, 403);
  });

  test('kantor: only the offices taking part, by name, with search; manage and export roles only', async () => {
    // A deleted office allowing deductions still takes no part.
    await t.db.updateTable('kantor').set({ is_allow_salary_deduction: true }).where('id', '=', kantor.tutup!).execute();
    const expected = [
      { id: kantor.bandung, nama: 'Bandung' },
      { id: kantor.bogor, nama: 'Bogor' },
    ];
    for (const base of [BASE, '/api/sdm/pegawai/x/service']) {
      for (const who of [u.adminPotongan, u.adminGaji, u.laporan]) {
        const res = await call(who, 'GET', `${base}/x/kantor`);
        assert.equal(res.statusCode, 200, res.body);
        assert.deepEqual(res.json().data, expected);
      }
      const found = (await call(u.laporan, 'GET', `${base}/x/kantor?search=${encodeURIComponent('bog')}`)).json();
      assert.deepEqual(found.data, [{ id: kantor.bogor, nama: 'Bogor' }]);
      const none = (await call(u.adminPotongan, 'GET', `${base}/x/kantor?search=Surabaya`)).json();
      assert.deepEqual(none.data, [], 'Surabaya does not allow deductions');
      for (const who of [u.ani, u.terbatas, u.roleless, u.developer])
        assert.equal((await call(who, 'GET', `${base}/x/kantor`)).statusCode, 403, `${base}/x/kantor`);
    }
  });

  test('income summary and plafond: the total rides on the page, and is still right past the last page', async () => {
    for (const url of ['/api/sdm/pegawai/x/gaji?tahun=2025&bulan=7', '/api/sdm/pegawai/x/plafond?tahun=2025']) {
      const first = (await call(u.adminGaji, 'GET', `${url}&per_page=1`)).json();
      assert.equal(first.total, 2, url);
      assert.equal(first.data.length, 1, url);
      const past = (await call(u.adminGaji, 'GET', `${url}&per_page=1&page=9`)).json();
      assert.deepEqual([past.total, past.data.length], [2, 0], url);
    }
  });

  test('pivot_excel reads the pivot in batches: more employees than a batch, each exactly once, in order', async () => {
    const month = { kind: 'gaji' as const, tahun: 2023, bulan: 5 };
    // Equal names too, so a batch boundary falls between employees the keyset tells apart by id.
    const names = ['Zaki Pivot', 'Eka Pivot', 'Eka Pivot', 'Eka Pivot', 'Agus Pivot', 'Mira Pivot', 'Budi Pivot'];
    const added = await t.db
      .insertInto('pegawai')
      .values(names.map((nama, i) => ({ nama, npp: `4000000${i}`, kantor_id: kantor.bogor! })))
      .returning(['id', 'nama'])
      .execute();
    await t.db
      .insertInto('gaji_potongan')
      .values(
        added.flatMap((p, i) => [
          { ...month, kantor_id: kantor.bogor!, pegawai_id: p.id, jenis_id: jenis.KOPERASI!, jumlah: `${i + 1}.10` },
          { ...month, kantor_id: kantor.bogor!, pegawai_id: p.id, jenis_id: jenis.ZAKAT!, jumlah: '0.05' },
        ]),
      )
      .execute();
    const byName = [...added].sort((a, b) => (a.nama === b.nama ? a.id - b.id : a.nama < b.nama ? -1 : 1));

    const read = async (batch: number) => {
      const file = pivotWorkbook(t.db, { kind: 'gaji', tahun: month.tahun, bulan: month.bulan }, batch);
      const chunks: Buffer[] = [];
      for await (const chunk of file) chunks.push(chunk as Buffer);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const rows: unknown[][] = [];
      sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const whole = await read(100);
    for (const batch of [1, 2, 3, 7]) assert.deepEqual(await read(batch), whole, `batch of ${batch}`);
    const [header, ...data] = whole;
    assert.deepEqual(header!.slice(0, 4), ['No', 'NPP', 'Nama', 'Kantor']);
    assert.equal(header!.at(-1), 'Total');
    assert.deepEqual(
      data.map((r) => r[0]),
      byName.map((_p, i) => i + 1),
    );
    const npps = data.map((r) => r[1]);
    assert.equal(new Set(npps).size, added.length, 'every employee exactly once');
    assert.deepEqual(
      data.map((r) => r[2]),
      byName.map((p) => p.nama),
    );
    const koperasi = header!.indexOf('KOPERASI');
    const first = added.indexOf(byName[0]!);
    assert.equal(data[0]![koperasi], Number(`${first + 1}.10`));
    assert.equal(data[0]!.at(-1), Number(`${first + 1}.15`));

    const res = await call(u.adminPotongan, 'GET', `${BASE}/x/pivot_excel?tahun=${month.tahun}&bulan=${month.bulan}`);
    assert.equal(res.statusCode, 200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    assert.equal(workbook.worksheets[0]!.rowCount, added.length + 1);
  });
});
