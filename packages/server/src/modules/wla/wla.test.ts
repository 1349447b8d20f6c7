/**
 * WLA on PostgreSQL: FTE, gap and status equal hand-computed numbers (Fit, Under Load, Over Load and
 * the inclusive 0.5 edge), the reset job recomputes after a change, config and activities CRUD with
 * bad input refused whole, the all-or-nothing import, unknown selectors, 403 for the wrong role.
 *
 * Hand computation (default config 235 days × 5 hours = 70 500 effective minutes a year):
 *   Teller: 30 per hari × 10 min  = 235 × 300                    = 70 500 → FTE 1.00
 *   CS:     2 per minggu × 600    = 2 × 47 × 600   = 56 400
 *           10 per bulan × 705    = 120 × 705      = 84 600  → 141 000 → FTE 2.00
 *   Satpam: 1 per tahun × 35 250                                 = 35 250 → FTE 0.50
 *   Bandung: Teller 1 (gap 0.00 Fit), CS 1 (gap −1.00 Over Load), Satpam 2 (gap 1.50 Under Load)
 *   Bogor:   Satpam 1 (gap 0.50: Fit, the band is inclusive)
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { pollJob, xlsxOf } from '../../../test/helpers/jabatan-seed.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { recomputeResults } from './wla.repo.js';

const BASE = '/api/sdm/wla';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('WLA (/api/sdm/wla)', () => {
  let t: StorageTestApp;
  let u: Record<'dev' | 'hr' | 'pegawai' | 'target', Account>;
  let kantor: Record<string, number>;
  let teller: number, cs: number, satpam: number;

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    [teller, cs, satpam] = await createJabatanChain(t.db, ['Teller WLA', 'CS WLA', 'Satpam WLA']);
    u = await createAccounts(t, { dev: [10, 63], hr: [10, 57], pegawai: [10], target: [50, 64] });
    const staff = (nama: string, jabatan_id: number, kantor_id: number) => ({ nama, npp: '', jabatan_id, kantor_id });
    await t.db
      .insertInto('pegawai')
      .values(
        [
          staff('Teller Satu', teller!, kantor.bandung!),
          staff('CS Satu', cs!, kantor.bandung!),
          staff('Satpam Satu', satpam!, kantor.bandung!),
          staff('Satpam Dua', satpam!, kantor.bandung!),
          staff('Satpam Tiga', satpam!, kantor.bogor!),
        ].map((p, i) => ({ ...p, npp: String(40000001 + i) })),
      )
      .execute();
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const activity = (
    jabatan_id: number,
    nama: string,
    frekuensi: string | number,
    periode: string,
    menit: string | number,
  ) => call(u.dev, 'POST', `${BASE}/x/activities`, { jabatan_id, nama, frekuensi, periode, menit });
  const reset = async () => {
    const res = await call(u.dev, 'POST', `${BASE}/x/pegawai_jabatan`, { action: 'updateReset' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'WLA Pegawai Jabatan Reset on Prosess');
    const job = await pollJob(t, u.dev.token, res.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
    return job;
  };
  const results = async (query = '') => {
    const res = await call(u.dev, 'GET', `${BASE}?per_page=100${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as {
      jabatan_id: number;
      kantor_id: number;
      fte: string;
      gap: string;
      pegawai_count: number;
      pegawai_id: number[];
      status: { label: string; variant: string };
    }[];
  };
  const pick = (rows: Awaited<ReturnType<typeof results>>, jabatan: number, k: number) =>
    rows.find((r) => r.jabatan_id === jabatan && r.kantor_id === k);

  test('config defaults to 235 days × 5 hours (70 500 minutes a year)', async () => {
    const res = await call(u.dev, 'GET', `${BASE}/x/config`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      { ...res.json().data, updated_at: undefined },
      { hari_efektif: 235, jam_efektif: '5.00', menit_efektif: '70500.00', updated_at: undefined },
    );
  });

  test('FTE, gap and status equal the hand-computed numbers after the reset job', async () => {
    for (const [j, nama, f, p, m] of [
      [teller!, 'Setor tunai', 30, 'hari', 10],
      [cs!, 'Pembukaan rekening', '2', 'minggu', '600'],
      [cs!, 'Laporan bulanan', 10, 'bulan', 705],
      [satpam!, 'Audit keamanan', 1, 'tahun', '35250'],
    ] as const) {
      const res = await activity(j, nama, f, p, m);
      assert.equal(res.statusCode, 200, res.body);
    }
    const list = (await call(u.dev, 'GET', `${BASE}/x/activities?jabatan_id=${cs}`)).json();
    assert.equal(list.total, 2);
    assert.deepEqual(list.data.map((a: { beban_menit: string }) => a.beban_menit).sort(), ['56400.00', '84600.00']);

    const job = await reset();
    assert.equal(job.result.rows, 4);
    const rows = await results();
    const expect = (j: number, k: number, fte: string, gap: string, n: number, label: string, variant: string) => {
      const r = pick(rows, j, k);
      assert.ok(r, `row ${j}/${k}`);
      assert.deepEqual(
        { fte: r.fte, gap: r.gap, n: r.pegawai_count, ids: r.pegawai_id.length, status: r.status },
        { fte, gap, n, ids: n, status: { label, variant } },
      );
    };
    expect(teller!, kantor.bandung!, '1.00', '0.00', 1, 'Fit', 'success');
    expect(cs!, kantor.bandung!, '2.00', '-1.00', 1, 'Over Load', 'warning');
    expect(satpam!, kantor.bandung!, '0.50', '1.50', 2, 'Under Load', 'danger');
    expect(satpam!, kantor.bogor!, '0.50', '0.50', 1, 'Fit', 'success');

    // The status filter agrees with the derived status.
    const over = await results('&status=Over%20Load');
    assert.deepEqual(
      over.map((r) => r.jabatan_id),
      [cs],
    );
    assert.equal((await results('&status=Fit')).length, 2);

    const perKantor = (await call(u.dev, 'GET', `${BASE}/x/kantor`)).json().data;
    const bandung = perKantor.find((r: { kantor_id: number }) => r.kantor_id === kantor.bandung);
    assert.deepEqual(
      { n: bandung.pegawai_count, fte: bandung.fte, gap: bandung.gap, status: bandung.status.label },
      { n: 4, fte: '3.50', gap: '0.50', status: 'Fit' },
    );
    const perJabatan = (await call(u.dev, 'GET', `${BASE}/x/pegawai_jabatan?search=Satpam`)).json().data;
    assert.deepEqual(
      perJabatan.map((r: { kantor_count: number; pegawai_count: number; fte: string; gap: string }) => [
        r.kantor_count,
        r.pegawai_count,
        r.fte,
        r.gap,
      ]),
      [[2, 3, '1.00', '2.00']],
    );
  });

  test('the reset job recomputes: a changed config and activity change the results', async () => {
    const put = await call(u.dev, 'PUT', `${BASE}/x/config`, { hari_efektif: 235, jam_efektif: '2.5' });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().data.menit_efektif, '35250.00');
    // Stored results stay until the reset.
    assert.equal(pick(await results(), teller!, kantor.bandung!)!.fte, '1.00');
    await reset();
    const rows = await results();
    assert.equal(pick(rows, teller!, kantor.bandung!)!.fte, '2.00');
    assert.equal(pick(rows, satpam!, kantor.bogor!)!.fte, '1.00');
    assert.equal(pick(rows, satpam!, kantor.bogor!)!.status.label, 'Fit');
    const back = await call(u.dev, 'PUT', `${BASE}/x/config`, { hari_efektif: 235, jam_efektif: 5 });
    assert.equal(back.statusCode, 200, back.body);
    await reset();
  });

  test('bad input: 4xx and nothing written', async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from wla_aktivitas`.execute(t.db)).rows[0]!.n;
    const before = await count();
    const bad: [string, object][] = [
      ['negative frequency', { jabatan_id: teller, nama: 'x', frekuensi: -1, periode: 'hari', menit: 1 }],
      ['negative minutes (text)', { jabatan_id: teller, nama: 'x', frekuensi: 1, periode: 'hari', menit: '-5' }],
      ['three decimals', { jabatan_id: teller, nama: 'x', frekuensi: '1.005', periode: 'hari', menit: 1 }],
      ['unknown period', { jabatan_id: teller, nama: 'x', frekuensi: 1, periode: 'jam', menit: 1 }],
      ['NUL', { jabatan_id: teller, nama: 'a\u0000b', frekuensi: 1, periode: 'hari', menit: 1 }],
      ['too long', { jabatan_id: teller, nama: 'x'.repeat(256), frekuensi: 1, periode: 'hari', menit: 1 }],
      ['blank', { jabatan_id: teller, nama: '   ', frekuensi: 1, periode: 'hari', menit: 1 }],
      ['unknown jabatan', { jabatan_id: 999999, nama: 'x', frekuensi: 1, periode: 'hari', menit: 1 }],
      ['NaN-like', { jabatan_id: teller, nama: 'x', frekuensi: 'NaN', periode: 'hari', menit: 1 }],
    ];
    for (const [why, body] of bad) {
      const res = await call(u.dev, 'POST', `${BASE}/x/activities`, body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${why}: ${res.statusCode} ${res.body}`);
    }
    const cfg = await call(u.dev, 'PUT', `${BASE}/x/config`, { hari_efektif: 0, jam_efektif: 5 });
    assert.equal(cfg.statusCode, 422);
    assert.equal(await count(), before);
    const unknown = await call(u.dev, 'POST', `${BASE}/x/pegawai_jabatan`, { action: 'nope' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Action');
    const unknownExport = await call(u.hr, 'POST', `${BASE}/x/export`, { event: 'nope' });
    assert.equal(unknownExport.statusCode, 400);
    assert.equal(unknownExport.json().message, 'Unsuccessful Event');
    assert.equal((await call(u.dev, 'PUT', `${BASE}/x/activities/999999`, bad[0]![1])).statusCode, 422);
    assert.equal((await call(u.dev, 'DELETE', `${BASE}/x/activities/999999`)).statusCode, 404);
  });

  test('activity update and delete', async () => {
    const created = (await activity(teller!, 'Sementara', 1, 'tahun', 1)).json().data;
    const put = await call(u.dev, 'PUT', `${BASE}/x/activities/${created.id}`, {
      jabatan_id: teller,
      nama: 'Sementara  diubah',
      frekuensi: '2.5',
      periode: 'bulan',
      menit: 10,
    });
    assert.equal(put.statusCode, 200, put.body);
    assert.deepEqual(
      [put.json().data.nama, put.json().data.frekuensi_tahun, put.json().data.beban_menit],
      ['Sementara diubah', '30.00', '300.00'],
    );
    assert.equal((await call(u.dev, 'DELETE', `${BASE}/x/activities/${created.id}`)).statusCode, 200);
  });

  test('import: one bad row writes nothing and lists the row; a good file is written', async () => {
    const upload = (body: Buffer, who = u.dev) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/x/activities/x/upload?event=store_excel`,
        headers: { ...bearer(who.token), 'content-type': XLSX },
        payload: body,
      });
    const countOf = async (j: number) =>
      (await call(u.dev, 'GET', `${BASE}/x/activities?jabatan_id=${j}`)).json().total as number;
    const before = await countOf(satpam!);
    const header = ['Jabatan', 'Aktivitas', 'Frekuensi', 'Periode', 'Waktu (menit)'];
    const bad = await upload(
      await xlsxOf([header, ['Satpam WLA', 'Patroli', 4, 'hari', 15], ['Satpam WLA', 'Jaga', -2, 'hari', 15]]),
    );
    assert.equal(bad.statusCode, 200, bad.body);
    const failed = await pollJob(t, u.dev.token, bad.json().data.job_id);
    assert.equal(failed.status, 'failed');
    assert.deepEqual(
      failed.result.errors.map((e: { row: number; column: string }) => [e.row, e.column]),
      [[3, 'Frekuensi']],
    );
    assert.equal(await countOf(satpam!), before);
    const good = await upload(await xlsxOf([header, ['Satpam WLA', 'Patroli', 4, 'Harian', 15]]));
    assert.equal((await pollJob(t, u.dev.token, good.json().data.job_id)).status, 'done');
    assert.equal(await countOf(satpam!), before + 1);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `${BASE}/x/activities/x/upload?event=store_nope`,
      headers: { ...bearer(u.dev.token), 'content-type': XLSX },
      payload: await xlsxOf([header]),
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Event');
  });

  test('export: role 57 queues it, 63 alone may not', async () => {
    const res = await call(u.hr, 'POST', `${BASE}/x/export`, { event: 'results' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await pollJob(t, u.hr.token, res.json().data.job_id)).status, 'done');
    assert.equal((await call(u.dev, 'POST', `${BASE}/x/export`, { event: 'results' })).statusCode, 403);
  });

  test('wrong role: 403 on every read and write', async () => {
    for (const who of [u.hr, u.pegawai, u.target]) {
      for (const [method, url, body] of [
        ['GET', BASE],
        ['GET', `${BASE}/x/kantor`],
        ['GET', `${BASE}/x/pegawai_jabatan`],
        ['GET', `${BASE}/x/config`],
        ['GET', `${BASE}/x/activities`],
        ['POST', `${BASE}/x/pegawai_jabatan`, { action: 'updateReset' }],
        ['PUT', `${BASE}/x/config`, { hari_efektif: 200, jam_efektif: 5 }],
        ['POST', `${BASE}/x/activities`, { jabatan_id: teller, nama: 'x', frekuensi: 1, periode: 'hari', menit: 1 }],
        ['PUT', `${BASE}/x/activities/1`, { jabatan_id: teller, nama: 'x', frekuensi: 1, periode: 'hari', menit: 1 }],
        ['DELETE', `${BASE}/x/activities/1`],
      ] as const) {
        const res = await call(who, method, url, body);
        assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
      }
    }
    assert.equal((await call(u.pegawai, 'POST', `${BASE}/x/export`, { event: 'results' })).statusCode, 403);
  });

  test('a full recomputation of 10× a demo-sized set is fast', async () => {
    // 200 positions × 60 offices × 2 employees = 24 000 employees, 1 000 activities.
    const k = await sql<{ id: number }>`
      insert into kantor (nama, kantor_level_id) select 'Bench ' || g, 5 from generate_series(1, 60) g returning id`.execute(
      t.db,
    );
    const j = await sql<{ id: number }>`
      insert into jabatan (nama) select 'Bench Jabatan ' || g from generate_series(1, 200) g returning id`.execute(
      t.db,
    );
    const kIds = k.rows.map((r) => r.id);
    const jIds = j.rows.map((r) => r.id);
    await sql`
      insert into pegawai (nama, npp, jabatan_id, kantor_id)
      select 'Bench ' || g, lpad((50000000 + g)::text, 8, '0'), (${jIds}::int[])[1 + g % 200], (${kIds}::int[])[1 + (g / 200) % 60]
      from generate_series(0, 23999) g`.execute(t.db);
    await sql`
      insert into wla_aktivitas (jabatan_id, nama, frekuensi, periode, menit)
      select (${jIds}::int[])[1 + g % 200], 'Aktivitas ' || g, 1 + g % 7, (array['hari','minggu','bulan','tahun'])[1 + g % 4], 5 + g % 30
      from generate_series(0, 999) g`.execute(t.db);
    const started = Date.now();
    const rows = await t.db.transaction().execute((trx) => recomputeResults(trx));
    const ms = Date.now() - started;
    assert.ok(rows >= 12_000, `rows ${rows}`);
    assert.ok(ms < 5000, `recompute took ${ms} ms`);
  });
});
