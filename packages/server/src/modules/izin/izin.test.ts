/**
 * /api/sdm/pegawai/x/izin on the real app and PostgreSQL: working days without weekends and
 * libur, the annual balance, the doctor's note for type 2, roles 8/52 refused, who sees an izin
 * by token, the whole approval flow with counters and the izin_hari view, events and deletion.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const URL = '/api/sdm/pegawai/x/izin';

describe('izin (/api/sdm/pegawai/x/izin)', () => {
  let t: StorageTestApp;
  const token: Record<'ani' | 'budi' | 'hr' | 'citra' | 'terbatas' | 'khusus', string> = {
    ani: '',
    budi: '',
    hr: '',
    citra: '',
    terbatas: '',
    khusus: '',
  };

  before(async () => {
    t = await createStorageTestApp();
    const kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung, jabatan_id: pemimpin } },
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Rahma', kantor_id: kantor.pusat } },
      citra: { roles: [10], pegawai: { nama: 'Citra Dewi', kantor_id: kantor.bogor, jabatan_id: teller } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Dodi' } },
      khusus: { roles: [10, 52], pegawai: { nama: 'Eko' } },
    });
    Object.assign(token, tokensOf(accounts));
    await t.db
      .insertInto('libur')
      .values([{ tanggal: '2026-08-17', nama: 'Hari Kemerdekaan RI' }])
      .execute();
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (who: keyof typeof token) => token[who],
  );
  const create = async (who: keyof typeof token, body: object) => {
    const res = await call(who, 'POST', URL, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; token: string; hari: number; status: string };
  };
  const event = (who: keyof typeof token, id: number, name: string, extra: object = {}) =>
    call(who, 'POST', `${URL}/${id}`, { event: name, ...extra });
  const unapproved = async (who: keyof typeof token) =>
    (await call(who, 'GET', `${URL}?event=index_un_approved`)).json().data.unapproved as number;

  test('leave days are working days: weekends and libur do not count', async () => {
    // Fri 14 Aug … Wed 19 Aug 2026; 17 Aug is a holiday: Fri, Tue, Wed.
    const res = await call('citra', 'POST', URL, {
      jenis_id: 3,
      tanggal_mulai: '2026-08-14',
      tanggal_selesai: '2026-08-19',
      alasan: 'Urusan keluarga',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Izin created');
    assert.equal(res.json().data.hari, 3);
    assert.equal(res.json().data.status_label, 'Draft');
    assert.match(res.json().data.token, /^[A-Za-z0-9_-]{32}$/);
    const weekend = await call('citra', 'POST', URL, {
      jenis_id: 3,
      tanggal_mulai: '2026-08-15',
      tanggal_selesai: '2026-08-17',
      alasan: 'Libur panjang',
    });
    assert.equal(weekend.statusCode, 422);
    assert.match(weekend.json().errors.tanggal_mulai[0], /tidak memuat hari kerja/);
    const backwards = await call('citra', 'POST', URL, {
      jenis_id: 99,
      tanggal_mulai: '2026-08-20',
      tanggal_selesai: '2026-08-19',
      alasan: ' ',
    });
    assert.equal(backwards.statusCode, 422);
    assert.deepEqual(Object.keys(backwards.json().errors).sort(), ['alasan', 'jenis_id', 'tanggal_selesai']);
  });

  test('the info page is told the real approval chain of the caller, with names', async () => {
    const ani = (await call('ani', 'GET', `${URL}?event=index_config&tahun=2026`)).json().data;
    assert.deepEqual(ani.alur, [
      { label: 'Atasan Langsung', approvers: ['Budi Santoso'] },
      { label: 'Admin SDM', approvers: ['Hana Rahma'] },
    ]);
    // HR's own request skips HR itself; nobody approves their own request.
    const hr = (await call('hr', 'GET', `${URL}?event=index_config&tahun=2026`)).json().data;
    assert.ok(
      hr.alur.every((step: { approvers: string[] }) => !step.approvers.includes('Hana Rahma')),
      JSON.stringify(hr.alur),
    );
  });

  test('annual leave: 12 working days a year, waiting requests reserve them, 422 when not enough', async () => {
    const first = await create('citra', {
      jenis_id: 5,
      tanggal_mulai: '2027-03-01',
      tanggal_selesai: '2027-03-12',
      alasan: 'Cuti tahunan',
    });
    assert.equal(first.hari, 10);
    assert.equal((await event('citra', first.id, 'store_request')).statusCode, 200);
    const config = (await call('citra', 'GET', `${URL}?event=index_config&tahun=2027`)).json().data;
    assert.deepEqual(config.balance, { tahun: 2027, jatah: 12, terpakai: 0, menunggu: 10, sisa: 2 });
    const second = await create('citra', {
      jenis_id: 5,
      tanggal_mulai: '2027-04-05',
      tanggal_selesai: '2027-04-07',
      alasan: 'Cuti lagi',
    });
    const refused = await event('citra', second.id, 'store_request');
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, 'Sisa cuti tahunan tidak cukup: sisa 2 hari, diajukan 3 hari');
    const crossing = await call('citra', 'POST', URL, {
      jenis_id: 5,
      tanggal_mulai: '2027-12-30',
      tanggal_selesai: '2028-01-04',
      alasan: 'Tahun baru',
    });
    assert.equal(crossing.statusCode, 422);
    // Another type never touches the balance, but the same dates twice are refused.
    const overlap = await create('citra', {
      jenis_id: 3,
      tanggal_mulai: '2027-03-05',
      tanggal_selesai: '2027-03-05',
      alasan: 'Izin',
    });
    assert.equal((await event('citra', overlap.id, 'store_request')).statusCode, 409);
  });

  test('type 2 (sick with a doctor’s note) needs the attachment, and keeps at least one', async () => {
    const missing = await call('citra', 'POST', URL, {
      jenis_id: 2,
      tanggal_mulai: '2026-09-01',
      tanggal_selesai: '2026-09-02',
      alasan: 'Demam',
    });
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().errors.attachment[0], 'Sakit dengan surat dokter wajib melampirkan surat dokter');
    const pdf = { name: 'surat dokter.pdf', content_base64: samplePdf().toString('base64') };
    const notPdf = await call('citra', 'POST', URL, {
      jenis_id: 2,
      tanggal_mulai: '2026-09-01',
      tanggal_selesai: '2026-09-02',
      alasan: 'Demam',
      attachment: { name: 'x.pdf', content_base64: Buffer.from('MZ not a pdf').toString('base64') },
    });
    assert.equal(notPdf.statusCode, 422);
    const izin = await create('citra', {
      jenis_id: 2,
      tanggal_mulai: '2026-09-01',
      tanggal_selesai: '2026-09-02',
      alasan: 'Demam',
      attachment: pdf,
    });
    const detail = (await call('citra', 'GET', `${URL}?event=index_show_by_token&token=${izin.token}`)).json().data;
    assert.equal(detail.attachments.length, 1);
    assert.equal(detail.attachments[0].name, 'surat dokter.pdf');
    const fileId = detail.attachments[0].id;
    assert.equal((await event('citra', izin.id, 'store_delete_attachment', { file_id: fileId })).statusCode, 422);
    const added = await event('citra', izin.id, 'store_create_attachment', {
      file: { name: 'hasil lab.pdf', content_base64: samplePdf('Lab').toString('base64') },
    });
    assert.equal(added.json().message, 'Attachment Updated');
    assert.equal(added.json().data.attachments.length, 2);
    const removed = await event('citra', izin.id, 'store_delete_attachment', { file_id: fileId });
    assert.deepEqual(
      removed.json().data.attachments.map((a: { name: string }) => a.name),
      ['hasil lab.pdf'],
    );
    const url = await call('citra', 'GET', `${URL}/${izin.id}/x/file?file_id=${removed.json().data.attachments[0].id}`);
    assert.equal(url.statusCode, 200);
    assert.match(url.json().data, /izin/);
    assert.equal((await call('ani', 'GET', `${URL}/${izin.id}/x/file?file_id=${fileId}`)).statusCode, 404);
  });

  test('roles 8 and 52 are refused the list and every change, but read the calendar and the leave information', async () => {
    for (const who of ['terbatas', 'khusus'] as const) {
      assert.equal((await call(who, 'GET', URL)).statusCode, 403);
      for (const event of ['index', 'index_show_by_token&token=x', 'index_un_approved'])
        assert.equal((await call(who, 'GET', `${URL}?event=${event}`)).statusCode, 403, event);
      const calendar = await call(who, 'GET', `${URL}?event=index_calendar&bulan=2026-09`);
      assert.equal(calendar.statusCode, 200, calendar.body);
      assert.deepEqual(calendar.json().data, [], 'their own leave only, and they have none');
      const config = await call(who, 'GET', `${URL}?event=index_config&tahun=2026`);
      assert.equal(config.statusCode, 200, config.body);
      assert.equal(config.json().data.jatah_cuti_tahunan, 12);
      assert.equal(
        (
          await call(who, 'POST', URL, {
            jenis_id: 3,
            tanggal_mulai: '2026-09-01',
            tanggal_selesai: '2026-09-01',
            alasan: 'x',
          })
        ).statusCode,
        403,
      );
    }
    assert.equal((await call('ani', 'POST', URL, { event: 'export' })).statusCode, 403);
  });

  test('the whole flow: request → superior → HR; counters rise and fall; only participants see it; izin_hari lists the days', async () => {
    const izin = await create('ani', {
      jenis_id: 5,
      tanggal_mulai: '2026-08-14',
      tanggal_selesai: '2026-08-19',
      alasan: 'Cuti tahunan keluarga',
    });
    assert.equal(await unapproved('ani'), 1);
    // Citra's waiting annual leave (earlier test) has no superior with an account: it waits for HR.
    const hrBefore = await unapproved('hr');
    const byToken = (who: keyof typeof token) =>
      call(who, 'GET', `${URL}?event=index_show_by_token&token=${izin.token}`);
    assert.equal((await byToken('budi')).statusCode, 404, 'not an approver yet: not visible');
    assert.equal((await byToken('citra')).statusCode, 404);
    assert.equal((await call('budi', 'POST', `${URL}/${izin.id}`, { event: 'store_request' })).statusCode, 404);
    assert.equal((await event('ani', izin.id, 'store_unknown')).json().message, 'Unsuccessful Event');

    const requested = await event('ani', izin.id, 'store_request', { note: 'Mohon disetujui' });
    assert.equal(requested.json().message, 'Izin requested');
    assert.equal(requested.json().data.status_label, 'Menunggu Persetujuan');
    assert.equal(await unapproved('ani'), 0);
    assert.equal(await unapproved('budi'), 1);
    assert.equal((await event('ani', izin.id, 'store_approve')).statusCode, 403);
    assert.equal((await event('hr', izin.id, 'store_approve')).statusCode, 403, 'HR is step 2: not yet');

    const budiList = (await call('budi', 'GET', `${URL}?is_myturn=true`)).json();
    assert.deepEqual(
      budiList.data.map((r: { id: number }) => r.id),
      [izin.id],
    );
    assert.equal(budiList.unapproved, 1);
    const budiView = (await byToken('budi')).json().data;
    assert.deepEqual(budiView.approval.allowed_actions, ['approve', 'reject']);
    assert.equal(
      (await call('citra', 'GET', URL)).json().data.some((r: { id: number }) => r.id === izin.id),
      false,
    );

    assert.equal((await event('budi', izin.id, 'store_approve')).json().message, 'Izin approved');
    assert.equal(await unapproved('budi'), 0);
    assert.equal(await unapproved('hr'), hrBefore + 1);
    const hrList = (await call('hr', 'GET', `${URL}?is_myturn=true&search=Ani`)).json();
    assert.deepEqual(
      hrList.data.map((r: { id: number; is_myturn: boolean }) => [r.id, r.is_myturn]),
      [[izin.id, true]],
    );
    assert.equal(hrList.unapproved, hrBefore + 1);
    const approved = await event('hr', izin.id, 'store_approve');
    assert.equal(approved.json().data.status_label, 'Disetujui');
    assert.equal(await unapproved('hr'), hrBefore);
    assert.equal((await event('hr', izin.id, 'store_approve')).statusCode, 409);

    const days = await t.db
      .selectFrom('izin_hari')
      .select(['tanggal', 'jenis_id'])
      .where('izin_id', '=', izin.id)
      .orderBy('tanggal')
      .execute();
    assert.deepEqual(days, [
      { tanggal: '2026-08-14', jenis_id: 5 },
      { tanggal: '2026-08-18', jenis_id: 5 },
      { tanggal: '2026-08-19', jenis_id: 5 },
    ]);
    const history = (await byToken('ani')).json().data.approval.history.map((h: { action: string }) => h.action);
    assert.deepEqual(history, ['create', 'request', 'approve', 'approve']);

    // HR reverses its own decision: the leave days leave the attendance view again.
    assert.equal((await event('hr', izin.id, 'store_reverse')).json().data.status, 'menunggu');
    assert.equal(
      (await t.db.selectFrom('izin_hari').select('tanggal').where('izin_id', '=', izin.id).execute()).length,
      0,
    );
  });

  test('delete: a draft by its requester only; the counter falls', async () => {
    const izin = await create('ani', {
      jenis_id: 1,
      tanggal_mulai: '2026-10-05',
      tanggal_selesai: '2026-10-05',
      alasan: 'Sakit',
    });
    const before = await unapproved('ani');
    assert.equal((await call('hr', 'DELETE', `${URL}/${izin.id}`)).statusCode, 403);
    const deleted = await call('ani', 'DELETE', `${URL}/${izin.id}`);
    assert.equal(deleted.json().message, 'Izin deleted');
    assert.equal(await unapproved('ani'), before - 1);
    assert.equal((await call('ani', 'DELETE', `${URL}/${izin.id}`)).statusCode, 404);
    const sent = await create('ani', {
      jenis_id: 1,
      tanggal_mulai: '2026-10-06',
      tanggal_selesai: '2026-10-06',
      alasan: 'Sakit',
    });
    await event('ani', sent.id, 'store_request');
    assert.equal((await call('ani', 'DELETE', `${URL}/${sent.id}`)).statusCode, 409);
  });

  test('update: the requester changes a Draft (days counted again, audited); others, bad input and a sent one are refused', async () => {
    const izin = await create('ani', {
      jenis_id: 3,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-12',
      alasan: 'Urusan keluarga',
    });
    const changed = await call('ani', 'PUT', `${URL}/${izin.id}`, {
      jenis_id: 3,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-14',
      alasan: ' Mengurus dokumen ',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().message, 'Izin updated');
    assert.deepEqual(
      [
        changed.json().data.tanggal_selesai,
        changed.json().data.hari,
        changed.json().data.alasan,
        changed.json().data.token,
      ],
      ['2026-10-14', 3, 'Mengurus dokumen', izin.token],
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity', '=', 'izin')
      .where('entity_id', '=', String(izin.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual((audit.before as { tanggal_selesai: string }).tanggal_selesai, '2026-10-12');

    assert.equal(
      (
        await call('hr', 'PUT', `${URL}/${izin.id}`, {
          jenis_id: 3,
          tanggal_mulai: '2026-10-12',
          tanggal_selesai: '2026-10-12',
          alasan: 'x',
        })
      ).statusCode,
      403,
    );
    const backwards = await call('ani', 'PUT', `${URL}/${izin.id}`, {
      jenis_id: 3,
      tanggal_mulai: '2026-10-14',
      tanggal_selesai: '2026-10-12',
      alasan: 'Urusan',
    });
    assert.equal(backwards.statusCode, 422);
    assert.deepEqual(backwards.json().errors, {
      tanggal_selesai: ['Tanggal selesai tidak boleh sebelum tanggal mulai'],
    });
    const sick = await call('ani', 'PUT', `${URL}/${izin.id}`, {
      jenis_id: 2,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-12',
      alasan: 'Sakit',
    });
    assert.deepEqual(
      sick.json().errors,
      { attachment: ['Sakit dengan surat dokter wajib melampirkan surat dokter'] },
      'type 2 needs a doctor’s note on file',
    );
    assert.equal(
      (
        await call('ani', 'PUT', `${URL}/999999`, {
          jenis_id: 3,
          tanggal_mulai: '2026-10-12',
          tanggal_selesai: '2026-10-12',
          alasan: 'x',
        })
      ).statusCode,
      404,
    );

    await event('ani', izin.id, 'store_request');
    const late = await call('ani', 'PUT', `${URL}/${izin.id}`, {
      jenis_id: 3,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-12',
      alasan: 'Urusan',
    });
    assert.equal(late.statusCode, 409);
    assert.equal(
      late.json().message,
      'Izin hanya dapat diubah selama berstatus Draft (sebelum diajukan untuk persetujuan)',
    );
    await event('ani', izin.id, 'store_cancel');
  });

  test('export: roles 1, 57, 59, 58, 4 queue a job', async () => {
    const res = await call('hr', 'POST', URL, { event: 'export', tahun: 2026 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Export izin created, menunggu proses selesai.');
    assert.equal(typeof res.json().data.job_id, 'string');
  });
});
