/**
 * Qualifications on PostgreSQL: the three lists (search, target filter, sort, paging, the active
 * employees each applies to), create/update/delete with their messages, 4xx on bad input (never 5xx),
 * the role rule (60 or 57; 403 for others) and the row scoping of office requirements (ADR 0052).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const BASE = '/api/sdm/qualification';

interface Row {
  id: number;
  kind: string;
  target_id: number;
  target: { id: number; nama: string; detail: string | null };
  nama: string;
  keterangan: string | null;
  jumlah_pegawai: number;
}
interface Page {
  data: Row[];
  total: number;
  from: number | null;
  to: number | null;
  last_page: number;
}

describe('qualifications (/api/sdm/qualification/{jabatan,pangkat,kantor})', () => {
  let t: TestApp;
  let tok: Record<'hr' | 'outsourcing' | 'pegawai', string>;
  let kantor: Record<string, number>;
  let teller: number;
  let kacab: number;
  let disabled: number;
  let pangkat: number;

  before(async () => {
    t = await createTestApp();
    kantor = await seedKantor(t.db);
    [kacab, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    disabled = (
      await t.db
        .insertInto('jabatan')
        .values({ nama: 'Juru Ketik', is_disabled: true })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    pangkat = (
      await t.db
        .insertInto('pangkat')
        .values({ nama: 'Staf Madya', grade: '12', corporate_title: 'Officer' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    tok = tokensOf(
      await createAccounts(t, {
        hr: [10, 57],
        // The outsourcing admin works at Cabang Bandung: its office requirements are Bandung's and below.
        outsourcing: { roles: [10, 60], pegawai: { nama: 'Oki Saputra', kantor_id: kantor.bandung } },
        pegawai: [10],
      }),
    );
    // Three active tellers (two at Bandung) and one inactive: the counts are of active employees.
    await t.db
      .insertInto('pegawai')
      .values([
        { nama: 'Teller Satu', npp: '50000001', jabatan_id: teller, pangkat_id: pangkat, kantor_id: kantor.bandung },
        { nama: 'Teller Dua', npp: '50000002', jabatan_id: teller, pangkat_id: pangkat, kantor_id: kantor.bandung },
        { nama: 'Teller Tiga', npp: '50000003', jabatan_id: teller, kantor_id: kantor.surabaya },
        { nama: 'Teller Lama', npp: '50000004', jabatan_id: teller, kantor_id: kantor.bandung, is_active: false },
      ])
      .execute();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const list = async (who: string, kind: string, query = '') => {
    const res = await call(who, 'GET', `${BASE}/${kind}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json<Page>();
  };

  test('hr adds, lists, changes and deletes position requirements', async () => {
    const a = await call(tok.hr, 'POST', `${BASE}/jabatan`, {
      target_id: teller,
      nama: '  Sertifikasi Teller Dasar ',
      keterangan: 'Lulus pelatihan teller',
    });
    assert.equal(a.statusCode, 200, a.body);
    const created = a.json<{ message: string; data: Row }>();
    assert.equal(created.message, 'Kualifikasi created');
    assert.equal(created.data.nama, 'Sertifikasi Teller Dasar');
    assert.equal(created.data.target.nama, 'Teller');
    assert.equal(created.data.jumlah_pegawai, 3, 'the active tellers');
    const b = await call(tok.hr, 'POST', `${BASE}/jabatan`, { target_id: kacab, nama: 'Manajemen Risiko Tingkat 2' });
    assert.equal(b.statusCode, 200, b.body);

    const all = await list(tok.hr, 'jabatan');
    assert.equal(all.total, 2);
    assert.deepEqual(
      all.data.map((r) => r.target.nama),
      ['Pemimpin Cabang', 'Teller'],
      'by position name, then requirement',
    );
    assert.equal((await list(tok.hr, 'jabatan', '?search=teller%20dasar')).total, 1);
    assert.equal((await list(tok.hr, 'jabatan', `?target_id=${kacab}`)).data[0].nama, 'Manajemen Risiko Tingkat 2');
    assert.equal((await list(tok.hr, 'jabatan', '?sortbydesc=jumlah_pegawai')).data[0].target.nama, 'Teller');
    const paged = await list(tok.hr, 'jabatan', '?per_page=1&page=2&event=index');
    assert.equal(paged.data.length, 1);
    assert.equal(paged.from, 2);
    assert.equal(paged.last_page, 2);
    // Other kinds do not list them.
    assert.equal((await list(tok.hr, 'pangkat')).total, 0);

    const id = created.data.id;
    const changed = await call(tok.hr, 'PUT', `${BASE}/jabatan/${id}`, {
      target_id: teller,
      nama: 'Sertifikasi Teller Lanjutan',
      keterangan: null,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json<{ message: string }>().message, 'Kualifikasi updated');
    const shown = await call(tok.hr, 'GET', `${BASE}/jabatan/${id}`);
    assert.equal(shown.json<{ data: Row }>().data.keterangan, null);
    // A position requirement is not reachable under another kind.
    assert.equal((await call(tok.hr, 'GET', `${BASE}/pangkat/${id}`)).statusCode, 404);
    const audit = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'qualification').execute();
    assert.ok(audit.length >= 3, 'every write audited');

    const removed = await call(tok.hr, 'DELETE', `${BASE}/jabatan/${id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json<{ message: string }>().message, 'Kualifikasi deleted');
    assert.equal((await call(tok.hr, 'DELETE', `${BASE}/jabatan/${id}`)).statusCode, 404);
  });

  test('rank requirements show the grade and count the holders', async () => {
    const res = await call(tok.hr, 'POST', `${BASE}/pangkat`, { target_id: pangkat, nama: 'Masa kerja 4 tahun' });
    assert.equal(res.statusCode, 200, res.body);
    const row = res.json<{ data: Row }>().data;
    assert.equal(row.target.detail, '12 | Officer');
    assert.equal(row.jumlah_pegawai, 2);
  });

  test('bad input answers 4xx with field messages, never 5xx', async () => {
    const cases: [string, object, number, string][] = [
      ['jabatan', { target_id: teller, nama: '   ' }, 422, 'nama'],
      ['jabatan', { target_id: 999_999, nama: 'X' }, 422, 'target_id'],
      ['jabatan', { target_id: disabled, nama: 'X' }, 422, 'target_id'],
      ['kantor', { target_id: kantor.tutup, nama: 'X' }, 422, 'target_id'],
      ['pangkat', { target_id: 'abc', nama: 'X' }, 422, 'target_id'],
      ['pangkat', { target_id: pangkat, nama: 'x'.repeat(256) }, 422, 'nama'],
    ];
    for (const [kind, body, status, field] of cases) {
      const res = await call(tok.hr, 'POST', `${BASE}/${kind}`, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      if (field) assert.ok(res.json<{ errors: Record<string, string[]> }>().errors[field], res.body);
    }
    const disabledAnswer = await call(tok.hr, 'POST', `${BASE}/jabatan`, { target_id: disabled, nama: 'X' });
    assert.deepEqual(disabledAnswer.json<{ errors: Record<string, string[]> }>().errors.target_id, [
      'Jabatan ini tidak dipakai lagi',
    ]);
    // The same name twice for one position (any case): 422.
    assert.equal(
      (await call(tok.hr, 'POST', `${BASE}/jabatan`, { target_id: kacab, nama: 'manajemen risiko tingkat 2' }))
        .statusCode,
      422,
    );
    for (const query of ['?page=0', '?per_page=1000', '?sortby=nope', '?target_id=-1', '?event=nope', '?page=abc'])
      assert.ok([400, 422].includes((await call(tok.hr, 'GET', `${BASE}/jabatan${query}`)).statusCode), `GET ${query}`);
    assert.equal((await call(tok.hr, 'GET', `${BASE}/jabatan/0`)).statusCode, 422);
    assert.equal(
      (await call(tok.hr, 'PUT', `${BASE}/jabatan/424242`, { target_id: kacab, nama: 'Z' })).statusCode,
      404,
    );
  });

  test('60 or 57 only: a plain employee gets 403', async () => {
    assert.equal((await call(tok.pegawai, 'GET', `${BASE}/jabatan`)).statusCode, 403);
    assert.equal((await call(tok.pegawai, 'POST', `${BASE}/kantor`, { target_id: 1, nama: 'X' })).statusCode, 403);
    assert.equal((await call(tok.outsourcing, 'GET', `${BASE}/jabatan`)).statusCode, 200);
  });

  test('office requirements are scoped to the outsourcing admin office subtree', async () => {
    for (const [office, nama] of [
      ['bandung', 'Brevet Kas'],
      ['dago', 'Layanan Prioritas'],
      ['surabaya', 'Brevet Kas'],
    ] as const) {
      const res = await call(tok.hr, 'POST', `${BASE}/kantor`, { target_id: kantor[office], nama });
      assert.equal(res.statusCode, 200, res.body);
    }
    const surabaya = (await list(tok.hr, 'kantor', `?target_id=${kantor.surabaya}`)).data[0];
    assert.equal((await list(tok.hr, 'kantor')).total, 3, 'hr sees every office');
    const own = await list(tok.outsourcing, 'kantor');
    assert.deepEqual(own.data.map((r) => r.target.nama).sort(), ['Bandung', 'Dago']);
    assert.equal(own.data.find((r) => r.target.nama === 'Bandung')?.jumlah_pegawai, 3, 'Bandung active staff');
    assert.equal((await call(tok.outsourcing, 'GET', `${BASE}/kantor/${surabaya.id}`)).statusCode, 404);
    assert.equal(
      (await call(tok.outsourcing, 'PUT', `${BASE}/kantor/${surabaya.id}`, { target_id: kantor.bandung, nama: 'Q' }))
        .statusCode,
      404,
    );
    assert.equal((await call(tok.outsourcing, 'DELETE', `${BASE}/kantor/${surabaya.id}`)).statusCode, 404);
    assert.equal(
      (await call(tok.outsourcing, 'POST', `${BASE}/kantor`, { target_id: kantor.surabaya, nama: 'Baru' })).statusCode,
      403,
    );
    const mine = own.data[0];
    // Nor can one of its own be moved out of the subtree.
    assert.equal(
      (await call(tok.outsourcing, 'PUT', `${BASE}/kantor/${mine.id}`, { target_id: kantor.bogor, nama: mine.nama }))
        .statusCode,
      403,
    );
    const ok = await call(tok.outsourcing, 'POST', `${BASE}/kantor`, { target_id: kantor.cimahi, nama: 'Brevet Kas' });
    assert.equal(ok.statusCode, 200, ok.body);
    // The form's choices: the offices in scope only; every live one for hr.
    const options = async (who: string, kind: string) => {
      const res = await call(who, 'GET', `${BASE}/${kind}/x/options`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json<{ data: { id: number; nama: string }[] }>().data;
    };
    assert.deepEqual(
      (await options(tok.outsourcing, 'kantor')).map((o) => o.nama),
      ['Bandung', 'Cimahi 100%_x', 'Dago'],
    );
    assert.ok((await options(tok.hr, 'kantor')).some((o) => o.nama === 'Surabaya'));
    assert.ok(!(await options(tok.hr, 'kantor')).some((o) => o.nama === 'Bandung Lama'), 'no closed office');
    assert.ok(!(await options(tok.hr, 'jabatan')).some((o) => o.nama === 'Juru Ketik'), 'no disabled position');
    assert.ok((await options(tok.hr, 'pangkat')).some((o) => o.nama === 'Staf Madya | 12 | Officer'));
    assert.equal((await call(tok.pegawai, 'GET', `${BASE}/pangkat/x/options`)).statusCode, 403);
  });
});
