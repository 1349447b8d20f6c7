/**
 * The training register on PostgreSQL: master lists ('nama | akronim', parents, 409 on a name taken
 * or a row in use), events by awal (search, filters, paging, token, organisers, jenis 6 special),
 * participants in bulk all or nothing (by NPP, clear, load → 'Diklat Pegawai Loaded'), Gap Kompetensi,
 * certification settings and holders, files and the export, the role rules (61; 57 or 61 for Gap
 * Kompetensi; 8 refused the register) and bad input as 4xx.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createJabatanChain, createUser } from '../../../test/helpers/fixtures.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { samplePdf } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';

const EVENT = '/api/sdm/diklat/event';
const PEGAWAI = '/api/sdm/diklat/pegawai';
const PASSWORD = 'Rahasia#2026';

describe('training (/api/sdm/diklat)', () => {
  let t: StorageTestApp;
  const tok: Record<string, string> = {};
  const peg: Record<string, number> = {};
  let jabatan: number[] = [];

  before(async () => {
    t = await createStorageTestApp();
    jabatan = await createJabatanChain(t.db, ['Kepala Seksi Kredit', 'Analis Kredit']);
    const accounts: [string, number[], { nama: string; npp: string; jabatan_id?: number } | undefined][] = [
      ['diklat', [10, 61], undefined],
      ['terbatas', [8, 10, 61], undefined],
      ['sdm', [10, 57], undefined],
      ['pegawai', [10], { nama: 'Eko Prasetyo', npp: '50000009' }],
      ['ani', [10], { nama: 'Ani Lestari', npp: '50000001', jabatan_id: jabatan[1] }],
      ['budi', [10], { nama: 'Budi Santoso', npp: '50000002', jabatan_id: jabatan[1] }],
      ['citra', [10], { nama: 'Citra Dewi', npp: '50000003', jabatan_id: jabatan[0] }],
      ['dedi', [10], { nama: 'Dedi Kurnia', npp: '50000004', jabatan_id: jabatan[1] }],
    ];
    for (const [name, roles, pegawai] of accounts) {
      const u = await createUser(t.db, { name, password: PASSWORD, roles, pegawai });
      if (u.pegawaiId) peg[name] = u.pegawaiId;
      tok[name] = await loginToken(t, name);
    }
    await t.db.updateTable('pegawai').set({ is_active: false }).where('id', '=', peg.dedi).execute();
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const ok = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
    const res = await call(tok[who], method, url, body);
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    return res.json();
  };
  const participants = async (eventId: number) =>
    (
      (await ok('diklat', 'GET', `${PEGAWAI}?diklat_event_id=${eventId}&per_page=100`)).data as {
        pegawai: { nama: string };
      }[]
    ).map((r) => r.pegawai.nama);

  let bankId = 0;
  let eventA = 0;
  let eventB = 0;

  test('master lists: organisers as nama | akronim, parents, 422/409', async () => {
    const created = await ok('diklat', 'POST', '/api/sdm/diklat/x/penyelenggara', {
      nama: 'Lembaga Pengembangan Perbankan Indonesia',
      akronim: 'LPPI',
    });
    assert.equal(created.message, 'Penyelenggara Diklat created');
    assert.equal(created.data.label, 'Lembaga Pengembangan Perbankan Indonesia | LPPI');
    bankId = created.data.id;
    const noAkronim = await call(tok.diklat, 'POST', '/api/sdm/diklat/x/penyelenggara', { nama: 'Tanpa Akronim' });
    assert.equal(noAkronim.statusCode, 422, noAkronim.body);
    assert.ok(noAkronim.json().errors.akronim);
    const taken = await call(tok.diklat, 'POST', '/api/sdm/diklat/x/penyelenggara', {
      nama: 'lembaga pengembangan perbankan indonesia',
      akronim: 'X',
    });
    assert.equal(taken.statusCode, 409, taken.body);

    const parent = await ok('diklat', 'POST', '/api/sdm/diklat/x/sertifikasi_parent', { nama: 'Manajemen Risiko' });
    const noParent = await call(tok.diklat, 'POST', '/api/sdm/diklat/x/sertifikasi', { nama: 'MR Level 1' });
    assert.equal(noParent.statusCode, 422);
    const badParent = await call(tok.diklat, 'POST', '/api/sdm/diklat/x/sertifikasi', {
      nama: 'MR Level 1',
      parent_id: 999999,
    });
    assert.equal(badParent.statusCode, 422);
    const cert = await ok('diklat', 'POST', '/api/sdm/diklat/x/sertifikasi', {
      nama: 'MR Level 1',
      parent_id: parent.data.id,
    });
    assert.deepEqual(cert.data.parent, { id: parent.data.id, nama: 'Manajemen Risiko' });
    const inUse = await call(tok.diklat, 'DELETE', `/api/sdm/diklat/x/sertifikasi_parent/${parent.data.id}`);
    assert.equal(inUse.statusCode, 409, inUse.body);
    const qp = await ok('diklat', 'POST', '/api/sdm/diklat/x/qualification_parent', { nama: 'Perkreditan' });
    await ok('diklat', 'POST', '/api/sdm/diklat/x/qualification', {
      nama: 'Analis Kredit Madya',
      parent_id: qp.data.id,
    });

    const options = await ok('diklat', 'GET', '/api/sdm/diklat?event=index_options');
    assert.ok(options.kategori.length >= 5);
    assert.ok(options.status.some((s: { nama: string }) => s.nama === 'Selesai'));
    assert.equal(options.penyelenggara[0].label, 'Lembaga Pengembangan Perbankan Indonesia | LPPI');
    assert.equal((await call(tok.diklat, 'GET', '/api/sdm/diklat?event=nope')).statusCode, 400);
    assert.equal((await call(tok.diklat, 'PUT', '/api/sdm/diklat/x/kategori/999999', { nama: 'X' })).statusCode, 404);
  });

  test('events: sorted by awal, search, filters, paging, token, organisers, jenis 6 special; bad input 4xx', async () => {
    const a = await ok('diklat', 'POST', EVENT, {
      nama: 'Pelatihan Analisis Kredit',
      jenis_id: 1,
      awal: '2026-03-10',
      akhir: '2026-03-12',
      tempat: 'Bandung',
      kategori_id: 1,
      status_id: 3,
      penyelenggara_id: [bankId],
    });
    assert.equal(a.message, 'Diklat created');
    assert.deepEqual(
      a.data.penyelenggaras.map((p: { label: string }) => p.label),
      ['Lembaga Pengembangan Perbankan Indonesia | LPPI'],
    );
    eventA = a.data.id;
    const b = await ok('diklat', 'POST', EVENT, {
      nama: 'Diklat Kepemimpinan Khusus',
      jenis_id: 6,
      awal: '2026-01-05',
    });
    assert.equal(b.data.is_special, true);
    eventB = b.data.id;
    await ok('diklat', 'POST', EVENT, {
      nama: 'Workshop Layanan Prima',
      jenis_id: 2,
      awal: '2025-11-20',
      tempat: 'Jakarta',
    });

    const all = await ok('diklat', 'GET', EVENT);
    assert.deepEqual(
      all.data.map((e: { awal: string }) => e.awal),
      ['2025-11-20', '2026-01-05', '2026-03-10'],
      'sorted by awal ascending',
    );
    assert.equal((await ok('diklat', 'GET', `${EVENT}?search=lppi`)).data[0].id, eventA, 'search by organiser acronym');
    assert.equal((await ok('diklat', 'GET', `${EVENT}?tahun=2025`)).total, 1);
    assert.equal((await ok('diklat', 'GET', `${EVENT}?jenis_id=6`)).data[0].id, eventB);
    assert.equal((await ok('diklat', 'GET', `${EVENT}?penyelenggara_id=${bankId}`)).total, 1);
    const paged = await ok('diklat', 'GET', `${EVENT}?per_page=2&page=2`);
    assert.deepEqual([paged.from, paged.to, paged.total, paged.last_page], [3, 3, 3, 2]);
    const desc = await ok('diklat', 'GET', `${EVENT}?sortbydesc=awal`);
    assert.equal(desc.data[0].id, eventA);
    assert.equal((await ok('diklat', 'GET', `${EVENT}?sortby=nama`)).data[0].id, eventB);
    assert.equal((await ok('diklat', 'GET', `${EVENT}?sortbydesc=peserta`)).total, 3);
    assert.equal((await call(tok.diklat, 'GET', `${EVENT}?sortby=token`)).statusCode, 422);

    assert.equal((await ok('diklat', 'GET', `${EVENT}/x/token/${a.data.token}`)).data.id, eventA);
    const upper = (a.data.token as string).toUpperCase();
    assert.equal((await ok('diklat', 'GET', `${EVENT}/x/token/${upper}`)).data.id, eventA, 'the same uuid');
    assert.equal((await call(tok.diklat, 'GET', `${EVENT}/x/token/not-a-uuid`)).statusCode, 422);
    assert.equal((await call(tok.diklat, 'GET', `${EVENT}/999999`)).statusCode, 404);

    const bad = await call(tok.diklat, 'POST', EVENT, {
      nama: ' ',
      jenis_id: 1,
      awal: '2026-02-30',
      akhir: 'x',
      kategori_id: 999999,
    });
    assert.equal(bad.statusCode, 422, bad.body);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['akhir', 'awal', 'kategori_id', 'nama']);
    const backwards = await call(tok.diklat, 'POST', EVENT, {
      nama: 'X',
      jenis_id: 1,
      awal: '2026-05-02',
      akhir: '2026-05-01',
    });
    assert.equal(backwards.statusCode, 422);
    assert.equal((await call(tok.diklat, 'POST', EVENT, { nama: 'X', jenis_id: 'a', awal: 1 })).statusCode, 422);

    const organisers = await ok('diklat', 'PUT', `${EVENT}/${eventB}/x/penyelenggara`, { penyelenggara_id: [bankId] });
    assert.equal(organisers.message, 'Penyelenggara Diklat updated');
    assert.equal(organisers.data.penyelenggaras.length, 1);
    const unknownOrganiser = await call(tok.diklat, 'PUT', `${EVENT}/${eventB}/x/penyelenggara`, {
      penyelenggara_id: [999999],
    });
    assert.equal(unknownOrganiser.statusCode, 422);
    const inUse = await call(tok.diklat, 'DELETE', `/api/sdm/diklat/x/penyelenggara/${bankId}`);
    assert.equal(inUse.statusCode, 409);

    const updated = await ok('diklat', 'PUT', `${EVENT}/${eventA}`, {
      nama: 'Pelatihan Analisis Kredit Lanjutan',
      jenis_id: 1,
      awal: '2026-03-10',
      status_id: 2,
    });
    assert.equal(updated.message, 'Diklat updated');
    assert.equal(updated.data.status.nama, 'Berlangsung');
  });

  test('participants: add by NPP in bulk all or nothing, clear, load from another event', async () => {
    const unknown = await call(tok.diklat, 'POST', PEGAWAI, {
      event: 'pegawai_store_npp',
      diklat_event_id: eventA,
      npp: ['50000001', '99999999', '50000004'],
    });
    assert.equal(unknown.statusCode, 422, unknown.body);
    assert.match(unknown.json().errors.npp[0], /99999999, 50000004/, 'unknown and inactive NPPs are named');
    assert.deepEqual(await participants(eventA), [], 'nothing half-written');

    const added = await ok('diklat', 'POST', PEGAWAI, {
      event: 'pegawai_store_npp',
      diklat_event_id: eventA,
      npp: [' 50000001', '50000002', '50000001'],
    });
    assert.equal(added.message, 'Diklat Pegawai created');
    assert.deepEqual(added.data, { ditambahkan: 2, dihapus: 0, sudah_terdaftar: 0, peserta: 2 });
    const again = await ok('diklat', 'POST', PEGAWAI, {
      event: 'pegawai_store_npp',
      diklat_event_id: eventA,
      npp: ['50000002', '50000003'],
    });
    assert.deepEqual(again.data, { ditambahkan: 1, dihapus: 0, sudah_terdaftar: 1, peserta: 3 });
    assert.deepEqual(await participants(eventA), ['Ani Lestari', 'Budi Santoso', 'Citra Dewi']);
    assert.equal((await ok('diklat', 'GET', `${EVENT}/${eventA}`)).data.peserta, 3);

    const own = await ok('diklat', 'GET', `${PEGAWAI}?pegawai_id=${peg.ani}`);
    assert.equal(own.data[0].event.nama, 'Pelatihan Analisis Kredit Lanjutan');
    assert.equal(own.data[0].pegawai.npp, '50000001');

    const loaded = await ok('diklat', 'POST', PEGAWAI, {
      event: 'pegawai_load',
      diklat_event_id: eventB,
      source_event_id: eventA,
    });
    assert.equal(loaded.message, 'Diklat Pegawai Loaded');
    assert.equal(loaded.data.ditambahkan, 3);
    assert.equal(
      (
        await call(tok.diklat, 'POST', PEGAWAI, {
          event: 'pegawai_load',
          diklat_event_id: eventB,
          source_event_id: eventB,
        })
      ).statusCode,
      422,
    );

    const removed = await ok('diklat', 'POST', PEGAWAI, {
      event: 'store_delete_pegawai',
      diklat_event_id: eventB,
      pegawai_id: [peg.citra],
    });
    assert.equal(removed.data.dihapus, 1);
    const cleared = await ok('diklat', 'POST', PEGAWAI, { event: 'pegawai_clear', diklat_event_id: eventB });
    assert.equal(cleared.message, 'Diklat Pegawai deleted');
    assert.deepEqual(await participants(eventB), []);

    assert.equal((await call(tok.diklat, 'POST', PEGAWAI, { event: 'nope', diklat_event_id: eventB })).statusCode, 400);
    assert.equal(
      (await call(tok.diklat, 'POST', PEGAWAI, { event: 'pegawai_clear', diklat_event_id: 999999 })).statusCode,
      422,
    );
    assert.equal(
      (await call(tok.diklat, 'POST', PEGAWAI, { event: 'pegawai_store_npp', diklat_event_id: eventB, npp: [] }))
        .statusCode,
      422,
    );
    assert.equal(
      (
        await call(tok.diklat, 'POST', PEGAWAI, {
          event: 'pegawai_store',
          diklat_event_id: eventB,
          pegawai_id: [999999],
        })
      ).statusCode,
      422,
    );

    const withParticipants = await call(tok.diklat, 'DELETE', `${EVENT}/${eventA}`);
    assert.equal(withParticipants.statusCode, 409, 'an event with participants is not deleted');
    const audit = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', 'diklat_event_pegawai')
      .execute();
    assert.ok(audit.length >= 4, 'participant writes are audited');
  });

  test('Gap Kompetensi: what a position requires against what its holders have (57 or 61)', async () => {
    await t.db
      .insertInto('pegawai_kompetensi')
      .values([
        { pegawai_id: peg.ani, nama: 'analisis laporan keuangan', is_exist: true, keterangan: null },
        { pegawai_id: peg.budi, nama: 'Analisis Laporan Keuangan', is_exist: false, keterangan: null },
      ])
      .execute();
    // 'MR Level 1' is the certification of the master-list test: a name none of its holders has yet.
    const saved = await ok('diklat', 'PUT', `/api/sdm/diklat/x/required/${jabatan[1]}`, {
      kompetensi: ['Analisis Laporan Keuangan', 'MR Level 1', ' analisis laporan keuangan '],
    });
    assert.equal(saved.message, 'Kompetensi Jabatan updated');
    assert.equal(saved.data.kompetensi.length, 2);
    for (const who of ['sdm', 'diklat']) {
      const list = await ok(who, 'GET', '/api/sdm/diklat/x/required');
      assert.equal(list.total, 1);
      const row = list.data[0];
      assert.equal(row.pemegang, 2, 'dedi is inactive');
      const alk = row.kompetensi.find((k: { nama: string }) => k.nama === 'Analisis Laporan Keuangan');
      assert.deepEqual(alk, { nama: 'Analisis Laporan Keuangan', memiliki: 1, kurang: 1, pemenuhan: 50 });
      assert.equal(row.gap, 3);
    }
    assert.equal((await ok('sdm', 'GET', '/api/sdm/diklat/x/required?only_gap=true')).total, 1);
    assert.equal(
      (await call(tok.sdm, 'PUT', `/api/sdm/diklat/x/required/${jabatan[1]}`, { kompetensi: [] })).statusCode,
      403,
    );
    assert.equal(
      (await call(tok.diklat, 'PUT', '/api/sdm/diklat/x/required/999999', { kompetensi: [] })).statusCode,
      404,
    );
  });

  test('Gap Kompetensi requirements: chosen from the known names; unknown ones 422, nothing changed', async () => {
    const REQUIRED = `/api/sdm/diklat/x/required/${jabatan[1]}`;
    const names = (await ok('diklat', 'GET', '/api/sdm/diklat/x/kompetensi')).data as {
      nama: string;
      pemilik: number;
    }[];
    const alk = names.filter((k) => k.nama.toLowerCase() === 'analisis laporan keuangan');
    assert.deepEqual(alk, [{ nama: 'Analisis Laporan Keuangan', pemilik: 1 }], 'one per name; budi lacks it');
    assert.ok(
      names.some((k) => k.nama === 'MR Level 1' && k.pemilik === 0),
      'a certification',
    );
    assert.ok(
      names.some((k) => k.nama === 'Analis Kredit Madya'),
      'a qualification',
    );
    assert.equal((await call(tok.sdm, 'GET', '/api/sdm/diklat/x/kompetensi')).statusCode, 403, '57 only reads gaps');

    const unknown = await call(tok.diklat, 'PUT', REQUIRED, {
      kompetensi: ['Analis Kredit Madya', 'Kompetensi Fiktif', 'Negosiasi Fiktif'],
    });
    assert.equal(unknown.statusCode, 422, unknown.body);
    assert.deepEqual(unknown.json().errors, {
      kompetensi: [
        'Kompetensi tidak dikenal (bukan kompetensi pegawai, sertifikasi atau kualifikasi diklat): ' +
          'Kompetensi Fiktif, Negosiasi Fiktif',
      ],
    });
    const tooLong = await call(tok.diklat, 'PUT', REQUIRED, { kompetensi: ['x'.repeat(256)] });
    assert.equal(tooLong.statusCode, 422, tooLong.body);
    assert.equal((await call(tok.sdm, 'PUT', REQUIRED, { kompetensi: ['Analis Kredit Madya'] })).statusCode, 403);
    const row = (await ok('diklat', 'GET', `/api/sdm/diklat/x/required?jabatan_id=${jabatan[1]}`)).data[0];
    assert.deepEqual(
      row.kompetensi.map((k: { nama: string }) => k.nama),
      ['Analisis Laporan Keuangan', 'MR Level 1'],
      'refused writes changed nothing',
    );

    const changed = await ok('diklat', 'PUT', REQUIRED, { kompetensi: ['analis kredit madya', 'MR Level 1'] });
    assert.deepEqual(
      changed.data.kompetensi.map((k: { nama: string }) => k.nama),
      ['analis kredit madya', 'MR Level 1'],
    );
  });

  test('certification settings and risk-management holders', async () => {
    const list = await ok('diklat', 'GET', '/api/sdm/set/sertifikasi');
    assert.ok(list.data.some((s: { kategori: string }) => s.kategori === 'manajemen_resiko'));
    const created = await ok('diklat', 'POST', '/api/sdm/set/sertifikasi', {
      nama: 'Sertifikasi Audit Intern',
      kategori: 'audit',
      level: 2,
    });
    assert.equal(created.message, 'Setting Sertifikasi created');
    assert.equal(
      (await call(tok.diklat, 'POST', '/api/sdm/set/sertifikasi', { nama: 'Tanpa Level', kategori: 'x' })).statusCode,
      422,
    );
    assert.equal(
      (await ok('diklat', 'DELETE', `/api/sdm/set/sertifikasi/${created.data.id}`)).message,
      'Setting Sertifikasi deleted',
    );
    assert.equal(
      (await ok('diklat', 'POST', '/api/sdm/set/klasifikasi', { nama: 'Treasury' })).message,
      'Setting Klasifikasi created',
    );
    assert.ok((await ok('diklat', 'GET', '/api/sdm/set/perawatan')).data.length >= 4);

    await t.db
      .insertInto('pegawai_sertifikasi')
      .values({ pegawai_id: peg.ani, nama: 'Manajemen Risiko Level 2', tanggal: '2024-06-01', nomor: 'MR-2' })
      .execute();
    const holders = await ok('diklat', 'GET', '/api/sdm/sertifikasi/manajemen_resiko');
    assert.equal(holders.total, 1);
    assert.equal(holders.data[0].level, 2);
    assert.equal(holders.data[0].pegawai.nama, 'Ani Lestari');
  });

  test('event files and the export', async () => {
    const uploaded = await ok('diklat', 'POST', `${EVENT}/${eventA}/x/file`, {
      name: 'jadwal.pdf',
      content_base64: samplePdf().toString('base64'),
    });
    assert.equal(uploaded.data.length, 1);
    assert.equal((await ok('diklat', 'GET', `${EVENT}/${eventA}`)).data.file_count, 1);
    const exp = await ok('diklat', 'POST', '/api/sdm/diklat/x/export');
    const job = await pollJob(t, tok.diklat, exp.data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
  });

  test('roles: 61 manages; 8 is refused the register, not the export (spec: export (61)); others 403', async () => {
    for (const who of ['pegawai', 'sdm']) {
      assert.equal((await call(tok[who], 'GET', EVENT)).statusCode, 403, who);
      assert.equal(
        (await call(tok[who], 'POST', PEGAWAI, { event: 'pegawai_clear', diklat_event_id: eventA })).statusCode,
        403,
        who,
      );
      assert.equal((await call(tok[who], 'GET', '/api/sdm/set/klasifikasi')).statusCode, 403, who);
    }
    assert.equal((await call(tok.pegawai, 'GET', '/api/sdm/diklat/x/required')).statusCode, 403);
    assert.equal((await call(tok.terbatas, 'GET', EVENT)).statusCode, 403);
    const exported = await call(tok.terbatas, 'POST', '/api/sdm/diklat/x/export');
    assert.equal(exported.statusCode, 200, `its page /pegawai/diklat/export is 61's: ${exported.body}`);
    assert.equal((await call(tok.sdm, 'POST', '/api/sdm/diklat/x/export')).statusCode, 403);
    assert.equal((await call(tok.terbatas, 'GET', `${EVENT}/${eventA}`)).statusCode, 200);
    assert.deepEqual(
      await participants(eventA),
      ['Ani Lestari', 'Budi Santoso', 'Citra Dewi'],
      'refused writes changed nothing',
    );
  });
});
