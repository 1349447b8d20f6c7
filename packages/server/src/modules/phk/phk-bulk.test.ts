/**
 * Bulk termination on PostgreSQL (POST /api/sdm/pegawai/x/phk/x/bulk, issue #22 "bulk actions
 * all-or-nothing"): many NPPs with one type, date and decree go through the single create's checks
 * and write — out of the active list on the date, audited like the single create; one refused NPP
 * (malformed, listed twice, unknown, already terminated) answers 422 naming it and writes nothing;
 * more than 500 NPPs is 422; only HR (57, not 8) may.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createPegawai, tableCount } from '../../../test/helpers/fixtures.js';
import { createTestApp, authorisedCaller, type TestApp } from '../../../test/helpers/test-app.js';
import { applyDueTerminations } from './public.js';

const PATH = '/api/sdm/pegawai/x/phk';
const BULK_PATH = `${PATH}/x/bulk`;
/** Seeded by migration 0048. */
const TYPE = { pensiun: 1, mengundurkanDiri: 3 };
/** The bulk employees' NPPs share this prefix, so one search of the employee list finds them all. */
const NPP_PREFIX = '4100000';
const npp = (n: number) => `${NPP_PREFIX}${n}`;

const day = (offset: number) => DateTime.now().setZone('Asia/Jakarta').plus({ days: offset }).toISODate()!;

describe('bulk termination (/api/sdm/pegawai/x/phk/x/bulk)', () => {
  let t: TestApp;
  let tok: Record<'hr' | 'terbatas' | 'ani', string>;

  before(async () => {
    t = await createTestApp();
    tok = tokensOf(
      await createAccounts(t, {
        hr: [10, 57],
        terbatas: [8, 10, 57],
        ani: { roles: [10], pegawai: { nama: 'Ani Lestari' } },
      }),
    );
    const names = ['Eko Prasetyo', 'Fitri Handayani', 'Gilang Ramadhan', 'Hesti Wulandari', 'Indra Gunawan'];
    for (const [i, nama] of names.entries())
      await createPegawai(t.db, { nama, npp: npp(i + 1), tanggal_lahir: '1985-06-15' });
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const bulk = (who: keyof typeof tok, body: Record<string, unknown>) =>
    call(tok[who], 'POST', BULK_PATH, { type_id: TYPE.pensiun, tanggal: day(0), ...body });
  /** The bulk employees the active employee list shows, by NPP. */
  const activeListed = async () => {
    const res = await call(tok.hr, 'GET', `/api/sdm/pegawai?per_page=100&search=${NPP_PREFIX}`);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().data as { npp: string }[]).map((p) => p.npp).sort();
  };
  /** Rows of the tables a bulk termination writes to: refused ones must leave all of them as they were. */
  const written = async () => ({
    phk: await tableCount(t.db, 'pegawai_phk'),
    audit: await tableCount(t.db, 'audit_log'),
    inactive: (await t.db.selectFrom('pegawai').select('id').where('is_active', '=', false).execute()).length,
  });

  test('three NPPs (spaces, new lines) are all terminated: in the register, audited, out of the active list', async () => {
    assert.deepEqual(await activeListed(), [npp(1), npp(2), npp(3), npp(4), npp(5)]);
    const auditBefore = await tableCount(t.db, 'audit_log');
    const res = await bulk('hr', {
      npp: [npp(1), ` ${npp(2)}`, `${npp(3)}\n`],
      nomor_sk: 'SK/PHK/MASSAL/001',
      penyelenggara: 'Direksi',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'PHK created: 3');
    assert.equal(res.json().data.jumlah, 3);

    const register = await call(tok.hr, 'GET', `${PATH}?search=SK/PHK/MASSAL/001&sortby=npp`);
    const rows = register.json().data as {
      id: number;
      nama: string;
      kategori: { nama: string };
      is_effective: boolean;
    }[];
    assert.deepEqual(
      rows.map((r) => [r.nama, r.kategori.nama, r.is_effective]),
      [
        ['Eko Prasetyo', 'Pensiun Normal', true],
        ['Fitri Handayani', 'Pensiun Normal', true],
        ['Gilang Ramadhan', 'Pensiun Normal', true],
      ],
    );
    assert.deepEqual(rows.map((r) => r.id).sort(), [...res.json().data.phk_ids].sort());
    assert.deepEqual(await activeListed(), [npp(4), npp(5)], 'dated today: out of the active list at once');
    // As the single create: one audit row per termination and one per employee whose status ended.
    assert.equal((await tableCount(t.db, 'audit_log')) - auditBefore, 6);
  });

  test('one refused NPP among good ones: 422 naming each refused NPP, nothing written', async () => {
    const before = await written();
    const res = await bulk('hr', { npp: [npp(4), npp(1), '49999999', npp(5), npp(5), '4100-06'] });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(res.json().message, '4 NPP tidak dapat di-PHK; tidak ada data yang disimpan');
    assert.deepEqual(res.json().errors, {
      [`npp.${npp(1)}`]: ['Pegawai ini sudah memiliki data PHK'],
      'npp.49999999': ['Pegawai dengan NPP ini tidak ditemukan'],
      [`npp.${npp(5)}`]: ['NPP ini tercantum lebih dari sekali'],
      'npp.4100-06': ['NPP harus 8 digit angka'],
    });
    assert.deepEqual(await written(), before, 'nothing written');
    assert.deepEqual(await activeListed(), [npp(4), npp(5)], 'the good NPPs stay active');
  });

  test('the fields are checked with the NPPs; an empty list and more than 500 NPPs are 422', async () => {
    const before = await written();
    const bad = await bulk('hr', { npp: ['49999998'], type_id: 999, tanggal: '2026-02-30' });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['npp.49999998', 'tanggal', 'type_id']);

    const empty = await bulk('hr', { npp: [' ', ''] });
    assert.equal(empty.statusCode, 422, empty.body);
    assert.deepEqual(empty.json().errors, { npp: ['Isi paling sedikit satu NPP'] });

    // 500 is still taken (and checked NPP by NPP); 501 is refused by the contract.
    const many = Array.from({ length: 501 }, (_, i) => String(50_000_000 + i));
    const fiveHundred = await bulk('hr', { npp: many.slice(0, 500) });
    assert.equal(fiveHundred.statusCode, 422, fiveHundred.body);
    assert.equal(fiveHundred.json().message, '500 NPP tidak dapat di-PHK; tidak ada data yang disimpan');
    assert.equal(Object.keys(fiveHundred.json().errors).length, 500);
    const tooMany = await bulk('hr', { npp: many });
    assert.equal(tooMany.statusCode, 422, tooMany.body);
    assert.deepEqual(tooMany.json().errors, { npp: ['Kolom npp maksimal berisi 500 item'] });
    assert.deepEqual(await written(), before);
  });

  test('dated later: nothing ends until the date, then the scheduled job ends it', async () => {
    const res = await bulk('hr', { npp: [npp(4), npp(5)], type_id: TYPE.mengundurkanDiri, tanggal: day(1) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'PHK created: 2');
    assert.deepEqual(await activeListed(), [npp(4), npp(5)], 'still active before the date');

    await t.db
      .updateTable('pegawai_phk')
      .set({ tanggal: day(0) })
      .where('id', 'in', res.json().data.phk_ids)
      .execute();
    assert.equal(await applyDueTerminations(t.db), 2);
    assert.deepEqual(await activeListed(), [], 'out of the active list on the date');
  });

  test('roles: an employee and role 8 get 403 and nothing is written', async () => {
    const employee = await createPegawai(t.db, { nama: 'Joko Susilo', npp: npp(6), tanggal_lahir: '1988-02-01' });
    const before = await written();
    for (const who of ['ani', 'terbatas'] as const) {
      const res = await bulk(who, { npp: [npp(6)] });
      assert.equal(res.statusCode, 403, `${who}: ${res.body}`);
    }
    assert.deepEqual(await written(), before);
    const active = await t.db
      .selectFrom('pegawai')
      .select('is_active')
      .where('id', '=', employee)
      .executeTakeFirstOrThrow();
    assert.equal(active.is_active, true);
  });
});
