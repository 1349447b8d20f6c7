/**
 * /api/sdm/pegawai/x/jabatan on the real app and PostgreSQL: CRUD with its messages and audit, the
 * position history rule (one permanent record, permanent_date, current position), its transaction,
 * concurrent saves, role refusals (8 and plain employees), 404/422 in Indonesian.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { authorisedCaller, type TestApp } from '../../../test/helpers/test-app.js';
import { createJabatanTestApp, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';
import { tableCount } from '../../../test/helpers/fixtures.js';
import { lockPegawai, saveJabatanRecord } from './pegawai-jabatan.rule.js';

describe('employees’ position records', () => {
  let t: TestApp;
  let s: JabatanSeed;
  before(async () => ({ t, s } = await createJabatanTestApp()));
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const record = (over: Record<string, unknown> = {}) => ({
    pegawai_id: s.pegawai.ani,
    jabatan_id: s.jabatan.staf,
    kantor_id: s.kantor.bandung,
    awal: '2020-01-01',
    is_permanent: false,
    nomor_sk: 'SK/01/2020',
    ...over,
  });
  const pegawai = (id: number) =>
    t.db
      .selectFrom('pegawai')
      .select(['permanent_date', 'jabatan_id', 'kantor_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const permanentIds = async (pegawaiId: number) =>
    (
      await t.db
        .selectFrom('pegawai_jabatan')
        .select('id')
        .where('pegawai_id', '=', pegawaiId)
        .where('is_permanent', '=', true)
        .execute()
    ).map((r) => r.id);

  test('create, update, list and delete with the spec messages, audited', async () => {
    const created = await call(s.hr, 'POST', '/api/sdm/pegawai/x/jabatan', record({ keterangan: '  ' }));
    assert.equal(created.statusCode, 200, created.body);
    const body = created.json();
    assert.equal(body.message, 'Jabatan created');
    assert.deepEqual(body.data, {
      id: body.data.id,
      pegawai_id: s.pegawai.ani,
      jabatan: { id: s.jabatan.staf, nama: 'Staf Umum' },
      kantor: { id: s.kantor.bandung, nama: 'Bandung' },
      awal: '2020-01-01',
      akhir: null,
      is_permanent: false,
      nomor_sk: 'SK/01/2020',
      keterangan: null,
    });
    const id = body.data.id as number;
    const updated = await call(s.admin, 'PUT', `/api/sdm/pegawai/x/jabatan/${id}`, {
      jabatan_id: s.jabatan.kepala,
      kantor_id: null,
      awal: '2020-02-01',
      akhir: '2021-01-31',
      is_permanent: false,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().message, 'Jabatan updated');
    assert.equal(updated.json().data.kantor, null);
    assert.equal(updated.json().data.akhir, '2021-01-31');
    const list = await call(s.hr, 'GET', `/api/sdm/pegawai/x/jabatan?pegawai_id=${s.pegawai.ani}`);
    assert.deepEqual(
      list.json().data.map((r: { id: number }) => r.id),
      [id],
    );
    const one = await call(s.hr, 'GET', `/api/sdm/pegawai/x/jabatan/${id}`);
    assert.deepEqual([one.statusCode, one.json().data.id, one.json().data.akhir], [200, id, '2021-01-31']);
    assert.equal((await call(s.hr, 'GET', '/api/sdm/pegawai/x/jabatan/999999')).statusCode, 404);
    const removed = await call(s.hr, 'DELETE', `/api/sdm/pegawai/x/jabatan/${id}`);
    assert.equal(removed.json().message, 'Jabatan deleted');
    const audits = await t.db
      .selectFrom('audit_log')
      .select('route')
      .where('entity', '=', 'pegawai_jabatan')
      .where('entity_id', '=', String(id))
      .execute();
    assert.equal(audits.length, 3);
  });

  test('a permanent record makes every other record non-permanent and sets permanent_date; the current position follows the latest awal', async () => {
    const budi = s.pegawai.budi;
    const first = (
      await call(
        s.hr,
        'POST',
        '/api/sdm/pegawai/x/jabatan',
        record({ pegawai_id: budi, awal: '2015-03-01', is_permanent: true }),
      )
    ).json().data;
    assert.equal((await pegawai(budi)).permanent_date, '2015-03-01');
    const second = (
      await call(
        s.hr,
        'POST',
        '/api/sdm/pegawai/x/jabatan',
        record({ pegawai_id: budi, jabatan_id: s.jabatan.kepala, kantor_id: s.kantor.bogor, awal: '2018-07-01' }),
      )
    ).json().data;
    assert.deepEqual(await permanentIds(budi), [first.id], 'a non-permanent save leaves the permanent one alone');
    assert.deepEqual(
      { ...(await pegawai(budi)) },
      { permanent_date: '2015-03-01', jabatan_id: s.jabatan.kepala, kantor_id: s.kantor.bogor },
    );

    const res = await call(s.hr, 'PUT', `/api/sdm/pegawai/x/jabatan/${second.id}`, {
      jabatan_id: s.jabatan.kepala,
      kantor_id: s.kantor.bogor,
      awal: '2018-07-01',
      is_permanent: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await permanentIds(budi), [second.id]);
    assert.equal((await pegawai(budi)).permanent_date, '2018-07-01');

    // Deleting the latest record moves the current position back to the earlier one.
    await call(s.hr, 'DELETE', `/api/sdm/pegawai/x/jabatan/${second.id}`);
    assert.equal((await pegawai(budi)).jabatan_id, s.jabatan.staf);
  });

  test('the rule runs in the caller’s transaction: a failure after it leaves nothing changed', async () => {
    const budi = s.pegawai.budi;
    const before = { pegawai: await pegawai(budi), permanent: await permanentIds(budi) };
    await assert.rejects(
      t.db.transaction().execute(async (trx) => {
        await lockPegawai(trx, budi);
        await saveJabatanRecord(trx, {
          pegawai_id: budi,
          jabatan_id: s.jabatan.kepala,
          kantor_id: null,
          awal: '2024-01-01',
          akhir: null,
          is_permanent: true,
          nomor_sk: null,
          keterangan: null,
        });
        // Part-way failure: the next statement of the same save breaks (unknown position).
        await saveJabatanRecord(trx, {
          pegawai_id: budi,
          jabatan_id: 999_999,
          kantor_id: null,
          awal: '2024-02-01',
          akhir: null,
          is_permanent: false,
          nomor_sk: null,
          keterangan: null,
        });
      }),
    );
    assert.deepEqual({ pegawai: await pegawai(budi), permanent: await permanentIds(budi) }, before);
  });

  test('concurrent permanent saves for one employee leave exactly one permanent record', async () => {
    const ani = s.pegawai.ani;
    const answers = await Promise.all(
      ['2010-01-01', '2011-01-01', '2012-01-01', '2013-01-01'].map((awal) =>
        call(s.hr, 'POST', '/api/sdm/pegawai/x/jabatan', record({ awal, is_permanent: true })),
      ),
    );
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [200, 200, 200, 200],
    );
    const permanent = await t.db
      .selectFrom('pegawai_jabatan')
      .select('awal')
      .where('pegawai_id', '=', ani)
      .where('is_permanent', '=', true)
      .execute();
    assert.equal(permanent.length, 1);
    assert.equal((await pegawai(ani)).permanent_date, permanent[0]!.awal);
  });

  test('unknown ids answer 404 in Indonesian; bad dates and unknown references 422', async () => {
    const missing = await call(s.hr, 'PUT', '/api/sdm/pegawai/x/jabatan/999999', {
      jabatan_id: s.jabatan.staf,
      kantor_id: null,
      awal: '2020-01-01',
      is_permanent: false,
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Data jabatan pegawai tidak ditemukan');
    const noPegawai = await call(s.hr, 'POST', '/api/sdm/pegawai/x/jabatan', record({ pegawai_id: 999999 }));
    assert.equal(noPegawai.statusCode, 404);
    assert.equal(noPegawai.json().message, 'Pegawai tidak ditemukan');
    assert.equal((await call(s.hr, 'DELETE', '/api/sdm/pegawai/x/jabatan/999999')).statusCode, 404);

    const bad = await call(
      s.hr,
      'POST',
      '/api/sdm/pegawai/x/jabatan',
      record({ awal: '2020-02-30', akhir: '2019-01-01', jabatan_id: 999999, kantor_id: 999999 }),
    );
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, {
      awal: ['Tanggal awal harus berformat YYYY-MM-DD'],
      jabatan_id: ['Jabatan tidak ditemukan'],
      kantor_id: ['Kantor tidak ditemukan'],
    });
    const before = await call(
      s.hr,
      'POST',
      '/api/sdm/pegawai/x/jabatan',
      record({ awal: '2020-05-01', akhir: '2020-04-01' }),
    );
    assert.equal(before.statusCode, 422);
    assert.deepEqual(before.json().errors, { akhir: ['Tanggal akhir tidak boleh sebelum tanggal awal'] });
  });

  test('role 8 and plain employees are refused, nothing written', async () => {
    const count = () => tableCount(t.db, 'pegawai_jabatan');
    const n = await count();
    assert.equal((await call(s.terbatas, 'POST', '/api/sdm/pegawai/x/jabatan', record())).statusCode, 403);
    assert.equal((await call(s.pegawaiOnly, 'POST', '/api/sdm/pegawai/x/jabatan', record())).statusCode, 403);
    assert.equal(
      (await call(s.pegawaiOnly, 'GET', `/api/sdm/pegawai/x/jabatan?pegawai_id=${s.pegawai.ani}`)).statusCode,
      403,
    );
    assert.equal(await count(), n);
  });
});
