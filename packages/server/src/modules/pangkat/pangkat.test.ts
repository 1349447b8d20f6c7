/**
 * Ranks on PostgreSQL: the register (label nama|grade|corporate_title, messages, 409 in use),
 * employees' rank records (CRUD, current rank follows), the lists (pegawai, expired, simulasi),
 * decree files, bulk import (bad row → nothing; good → written), export, and the role rules.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { pollJob, seedJabatan, xlsxOf, type JabatanSeed } from '../../../test/helpers/jabatan-seed.js';
import { tableCount } from '../../../test/helpers/fixtures.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('ranks (/api/sdm/x/pangkat, /api/sdm/pegawai/x/pangkat)', () => {
  let t: StorageTestApp;
  let s: JabatanSeed;
  before(async () => {
    t = await createStorageTestApp();
    s = await seedJabatan(t);
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);

  test('register: label format, create/update/delete messages, in-use 409, role 8 allowed on index', async () => {
    const list = (await call(s.hr, 'GET', '/api/sdm/x/pangkat')).json();
    assert.deepEqual(
      list.data.map((p: { label: string }) => p.label),
      ['Staf|10|Officer', 'Staf Madya|11|Senior Officer'],
    );
    const created = await call(s.admin, 'POST', '/api/sdm/x/pangkat', {
      nama: 'Penyelia',
      grade: '12',
      corporate_title: 'Assistant Manager',
      is_disabled: false,
    });
    assert.equal(created.json().message, 'Pangkat created');
    assert.equal(
      (
        await call(s.admin, 'POST', '/api/sdm/x/pangkat', {
          nama: 'Penyelia',
          grade: '12',
          corporate_title: 'Assistant Manager',
          is_disabled: false,
        })
      ).statusCode,
      409,
    );
    const bad = await call(s.hr, 'POST', '/api/sdm/x/pangkat', {
      nama: 'A|B',
      grade: ' ',
      corporate_title: 'x',
      is_disabled: false,
    });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['grade', 'nama']);
    const id = created.json().data.id;
    assert.equal(
      (await call(s.hr, 'GET', `/api/sdm/x/pangkat/${id}`)).json().data.label,
      'Penyelia|12|Assistant Manager',
    );
    assert.equal((await call(s.hr, 'GET', '/api/sdm/x/pangkat/999999')).statusCode, 404);
    assert.equal((await call(s.pegawaiOnly, 'GET', `/api/sdm/x/pangkat/${id}`)).statusCode, 403);
    assert.equal(
      (
        await call(s.hr, 'PUT', `/api/sdm/x/pangkat/${id}`, {
          nama: 'Penyelia',
          grade: '12',
          corporate_title: 'AM',
          is_disabled: true,
        })
      ).json().data.label,
      'Penyelia|12|AM',
    );
    assert.equal((await call(s.hr, 'DELETE', `/api/sdm/x/pangkat/${id}`)).json().message, 'Pangkat deleted');
    assert.equal((await call(s.hr, 'DELETE', '/api/sdm/x/pangkat/999999')).json().message, 'Pangkat tidak ditemukan');
    assert.equal(
      (await call(s.terbatas, 'GET', '/api/sdm/x/pangkat')).statusCode,
      200,
      'index is "1 or 57" without not-8',
    );
    assert.equal((await call(s.pegawaiOnly, 'GET', '/api/sdm/x/pangkat')).statusCode, 403);
  });

  test('grades sort as numbers (2 before 10), both ways', async () => {
    for (const grade of ['10', '2', '1']) {
      assert.equal(
        (
          await call(s.admin, 'POST', '/api/sdm/x/pangkat', {
            nama: `Uji Urut ${grade}`,
            grade,
            corporate_title: 'Uji',
            is_disabled: false,
          })
        ).statusCode,
        200,
      );
    }
    const grades = async (query: string) =>
      (
        (await call(s.hr, 'GET', `/api/sdm/x/pangkat?per_page=100&search=Uji%20Urut${query}`)).json().data as {
          grade: string;
        }[]
      ).map((p) => p.grade);
    assert.deepEqual(await grades(''), ['1', '2', '10']);
    assert.deepEqual(await grades('&sortby=grade'), ['1', '2', '10']);
    assert.deepEqual(await grades('&sortbydesc=grade'), ['10', '2', '1']);
  });

  test('rank records: CRUD, current rank follows the latest awal, 404/422, role 8 refused', async () => {
    const a = await call(s.hr, 'POST', '/api/sdm/pegawai/x/pangkat', {
      pegawai_id: s.pegawai.ani,
      pangkat_id: s.pangkat.satu,
      awal: '2018-04-01',
      nomor_sk: 'SK/P/1',
    });
    assert.equal(a.json().message, 'Pangkat created');
    assert.deepEqual(a.json().data.pangkat, {
      id: s.pangkat.satu,
      nama: 'Staf',
      grade: '10',
      corporate_title: 'Officer',
    });
    const b = (
      await call(s.hr, 'POST', '/api/sdm/pegawai/x/pangkat', {
        pegawai_id: s.pegawai.ani,
        pangkat_id: s.pangkat.dua,
        awal: '2019-04-01',
      })
    ).json().data;
    const current = async () =>
      (await t.db.selectFrom('pegawai').select('pangkat_id').where('id', '=', s.pegawai.ani).executeTakeFirstOrThrow())
        .pangkat_id;
    assert.equal(await current(), s.pangkat.dua);
    const one = await call(s.hr, 'GET', `/api/sdm/pegawai/x/pangkat/${b.id}`);
    assert.deepEqual([one.statusCode, one.json().data.id, one.json().data.awal], [200, b.id, '2019-04-01']);
    assert.equal(
      (await call(s.hr, 'GET', '/api/sdm/pegawai/x/pangkat/999999')).json().message,
      'Data pangkat pegawai tidak ditemukan',
    );
    assert.equal((await call(s.terbatas, 'GET', `/api/sdm/pegawai/x/pangkat/${b.id}`)).statusCode, 403);
    assert.equal(
      (
        await call(s.hr, 'PUT', `/api/sdm/pegawai/x/pangkat/${b.id}`, { pangkat_id: s.pangkat.dua, awal: '2017-01-01' })
      ).json().message,
      'Pangkat updated',
    );
    assert.equal(await current(), s.pangkat.satu, 'the 2018 record is now the latest');
    const badDate = await call(s.hr, 'PUT', `/api/sdm/pegawai/x/pangkat/${b.id}`, {
      pangkat_id: s.pangkat.dua,
      awal: '01-01-2017',
    });
    assert.equal(badDate.statusCode, 422);
    assert.deepEqual(badDate.json().errors, { awal: ['Tanggal awal harus berformat YYYY-MM-DD'] });
    assert.equal(
      (await call(s.hr, 'DELETE', '/api/sdm/pegawai/x/pangkat/999999')).json().message,
      'Data pangkat pegawai tidak ditemukan',
    );
    assert.equal((await call(s.hr, 'DELETE', `/api/sdm/pegawai/x/pangkat/${b.id}`)).json().message, 'Pangkat deleted');
    assert.equal(
      (
        await call(s.terbatas, 'POST', '/api/sdm/pegawai/x/pangkat', {
          pegawai_id: s.pegawai.ani,
          pangkat_id: s.pangkat.satu,
          awal: '2020-01-01',
        })
      ).statusCode,
      403,
    );
  });

  test('lists: current ranks, expired after 4 years, simulated next date; expired/simulasi refuse role 8', async () => {
    const list = async (event: string, token = s.hr) =>
      call(token, 'GET', `/api/sdm/x/pangkat/x/pegawai?event=${event}&per_page=50`);
    const pegawai = (await list('index_pegawai')).json().data;
    const ani = pegawai.find((r: { pegawai_id: number }) => r.pegawai_id === s.pegawai.ani);
    assert.deepEqual([ani.pangkat.nama, ani.awal], ['Staf', '2018-04-01']);
    const expired = (await list('index_expired')).json().data;
    assert.deepEqual(
      expired.map((r: { pegawai_id: number }) => r.pegawai_id),
      [s.pegawai.ani],
      'a rank from 2018 is more than 4 years old',
    );
    const simulasi = (await list('index_simulasi'))
      .json()
      .data.find((r: { pegawai_id: number }) => r.pegawai_id === s.pegawai.ani);
    assert.equal(simulasi.next_date, '2022-04-01');
    assert.equal((await list('index_expired', s.terbatas)).statusCode, 403);
    assert.equal((await list('index_pegawai', s.terbatas)).statusCode, 200);
    assert.equal((await list('index_entah')).json().message, 'Unsuccessful Event');
  });

  test('decree file upload on a rank record', async () => {
    const record = (await call(s.hr, 'GET', `/api/sdm/pegawai/x/pangkat?pegawai_id=${s.pegawai.ani}`)).json().data[0];
    const res = await call(s.hr, 'POST', `/api/sdm/pegawai/x/pangkat/${record.id}/x/file`, {
      name: 'sk pangkat.pdf',
      content_base64: samplePdf().toString('base64'),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Attachment Updated');
    assert.deepEqual(
      res.json().data.map((f: { name: string; content_type: string }) => [f.name, f.content_type]),
      [['sk pangkat.pdf', 'application/pdf']],
    );
    assert.equal(
      (
        await call(s.hr, 'POST', '/api/sdm/pegawai/x/pangkat/999999/x/file', {
          name: 'a.pdf',
          content_base64: samplePdf().toString('base64'),
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (
        await call(s.hr, 'POST', `/api/sdm/pegawai/x/pangkat/${record.id}/x/file`, {
          name: 'a.pdf',
          content_base64: '***',
        })
      ).statusCode,
      422,
    );
  });

  test('bulk import: a bad row writes nothing; a good file writes and moves the current rank; export', async () => {
    const upload = (token: string, body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sdm/pegawai/x/pangkat/x/store_excel',
        headers: { ...bearer(token), 'content-type': XLSX },
        payload: body,
      });
    const countRecords = () => tableCount(t.db, 'pegawai_pangkat');
    const n = await countRecords();
    // Role 1 may upload ranks (1 or 57); HR (57) may look at anyone's job.
    const badJob = await pollJob(
      t,
      s.hr,
      (
        await upload(
          s.admin,
          await xlsxOf([
            ['NPP', 'Pangkat', 'Awal', 'Nomor SK'],
            ['20000002', 'Staf|10|Officer', '01/01/2024', null],
            ['20000002', 'Tidak Ada', '01/01/2025', null],
          ]),
        )
      ).json().data.job_id,
    );
    assert.equal(badJob.status, 'failed');
    assert.deepEqual(badJob.result.errors, [{ row: 3, column: 'Pangkat', message: 'Pangkat tidak ditemukan' }]);
    assert.equal(await countRecords(), n);

    const good = await pollJob(
      t,
      s.hr,
      (
        await upload(
          s.hr,
          await xlsxOf([
            ['NPP', 'Pangkat', 'Awal', 'Nomor SK'],
            ['20000002', 'staf madya', '01/01/2024', 'SK/9'],
          ]),
        )
      ).json().data.job_id,
    );
    assert.equal(good.status, 'done', JSON.stringify(good));
    assert.deepEqual(good.result, { imported: 1, errors: [] });
    assert.equal(
      (await t.db.selectFrom('pegawai').select('pangkat_id').where('id', '=', s.pegawai.budi).executeTakeFirstOrThrow())
        .pangkat_id,
      s.pangkat.dua,
    );
    assert.equal((await upload(s.terbatas, Buffer.from('x'))).statusCode, 403);

    const exp = await call(s.hr, 'POST', '/api/sdm/x/pangkat/x/export');
    assert.equal(exp.json().message, 'Export data pangkat created, menunggu proses selesai.');
    assert.equal((await pollJob(t, s.hr, exp.json().data.job_id)).status, 'done');
    assert.equal((await call(s.admin, 'POST', '/api/sdm/x/pangkat/x/export')).statusCode, 403, 'export is 57 only');
  });
});
