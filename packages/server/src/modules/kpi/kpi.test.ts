/**
 * KPI on the real app and PostgreSQL: master data rights and weights, the assessment flow through
 * the approval engine (own approval, out of turn, out of scope), scores computed by the server
 * (a hand-computed number; client-sent scores ignored), counters, bad input writing nothing, the
 * all-or-nothing upload job, resume, charts and periode_pegawai.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { pollJob, xlsxOf } from '../../../test/helpers/jabatan-seed.js';
import { authorisedCaller, bearer } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const BASE = '/api/sdm/kpi/x';
const EP = `${BASE}/event_pegawai`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('kpi (/api/sdm/kpi/x)', () => {
  let t: StorageTestApp;
  let u: Record<'admin' | 'budi' | 'ani' | 'citra' | 'dodi' | 'terbatas', Account>;
  const ids = { teller: 0, kasir: 0, periode: 0, event: 0, event2: 0, dpk: 0, keluhan: 0, latih: 0 };

  before(async () => {
    t = await createStorageTestApp();
    const kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    const [kasir] = await createJabatanChain(t.db, ['Kasir']);
    Object.assign(ids, { teller, kasir });
    u = await createAccounts(t, {
      admin: { roles: [10, 64], pegawai: { nama: 'Admin KPI', kantor_id: kantor.pusat } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung, jabatan_id: pemimpin } },
      ani: {
        roles: [10],
        pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller, npp: '40000001' },
      },
      citra: { roles: [10], pegawai: { nama: 'Citra Dewi', kantor_id: kantor.surabaya, jabatan_id: teller } },
      dodi: { roles: [10], pegawai: { nama: 'Dodi Pratama', kantor_id: kantor.surabaya, jabatan_id: pemimpin } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Eko', kantor_id: kantor.bandung, jabatan_id: teller } },
    });
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const ok = async (who: Account, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
    const res = await call(who, method, url, body);
    assert.equal(res.statusCode, 200, `${method} ${url}: ${res.body}`);
    return res.json();
  };
  const act = (who: Account, id: number, event: string, extra: object = {}) =>
    call(who, 'POST', `${EP}/${id}`, { event, ...extra });
  const unapproved = async (who: Account) =>
    (await ok(who, 'GET', `${EP}?event=index_un_approved`)).data.unapproved as number;
  const is4xx = (status: number) => assert.ok(status >= 400 && status < 500 && status !== 404, `status ${status}`);
  const count = async (table: string) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db)).rows[0].n;

  test('master data: KPI admin only; perspektif fixed 1..4; weights never above 100; bad input writes nothing', async () => {
    assert.equal(
      (
        await call(u.ani, 'POST', `${BASE}/indikator`, {
          perspektif_id: 1,
          nama: 'X',
          satuan: 'Rp',
          polaritas: 'higher',
        })
      ).statusCode,
      403,
    );
    assert.equal((await call(u.ani, 'GET', `${BASE}/perspektif`)).statusCode, 403);
    const perspektif = await ok(u.admin, 'GET', `${BASE}/perspektif`);
    assert.deepEqual(
      perspektif.data.map((p: { id: number }) => p.id),
      [1, 2, 3, 4],
    );
    assert.equal((await ok(u.admin, 'PUT', `${BASE}/perspektif/2`, { nama: 'Pelanggan' })).data.nama, 'Pelanggan');
    assert.equal((await call(u.admin, 'POST', `${BASE}/perspektif`, { nama: 'Kelima' })).statusCode, 422);

    const indikator = async (perspektif_id: number, nama: string, satuan: string, polaritas: string) =>
      (await ok(u.admin, 'POST', `${BASE}/indikator`, { perspektif_id, nama, satuan, polaritas })).data.id as number;
    ids.dpk = await indikator(1, 'Dana Pihak Ketiga', 'Juta Rp', 'higher');
    ids.keluhan = await indikator(2, 'Keluhan Nasabah', 'Kasus', 'lower');
    ids.latih = await indikator(4, 'Jam Pelatihan', 'Jam', 'higher');
    const before = await count('kpi_indikator');
    is4xx(
      (
        await call(u.admin, 'POST', `${BASE}/indikator`, {
          perspektif_id: 1,
          nama: 'A\u0000B',
          satuan: 'x',
          polaritas: 'higher',
        })
      ).statusCode,
    );
    assert.ok(
      [400, 422].includes(
        (
          await call(u.admin, 'POST', `${BASE}/indikator`, {
            perspektif_id: 1,
            nama: 'x'.repeat(201),
            satuan: 'x',
            polaritas: 'higher',
          })
        ).statusCode,
      ),
    );
    assert.ok(
      [400, 422].includes(
        (
          await call(u.admin, 'POST', `${BASE}/indikator`, {
            perspektif_id: 5,
            nama: 'Y',
            satuan: 'x',
            polaritas: 'higher',
          })
        ).statusCode,
      ),
    );
    assert.equal(await count('kpi_indikator'), before);

    const link = (jabatan_id: number, indikator_id: number, bobot: string, target: string) =>
      call(u.admin, 'POST', `${BASE}/indikator_jabatan`, { jabatan_id, indikator_id, bobot, target });
    assert.equal((await link(ids.teller, ids.dpk, '40', '1000')).statusCode, 200);
    assert.equal((await link(ids.teller, ids.keluhan, '35', '4')).statusCode, 200);
    assert.equal((await link(ids.teller, ids.latih, '25', '40')).statusCode, 200);
    const rows = await count('kpi_jabatan_indikator');
    const over = await link(ids.kasir, ids.dpk, '60', '1000');
    assert.equal(over.statusCode, 200);
    const tooMuch = await link(ids.kasir, ids.latih, '50', '40');
    assert.equal(tooMuch.statusCode, 422, tooMuch.body);
    assert.equal(await count('kpi_jabatan_indikator'), rows + 1);
    is4xx((await link(ids.kasir, ids.keluhan, '-5', '4')).statusCode);
    const sum = await ok(u.admin, 'GET', `${BASE}/indikator_jabatan?event=index_rules&jabatan_id=${ids.teller}`);
    assert.deepEqual(sum.data, { jabatan_id: ids.teller, total_bobot: '100.00', is_valid: true });
    const list = await ok(u.admin, 'GET', `${BASE}/indikator_jabatan?search=teller&per_page=2`);
    assert.equal(list.total, 3);
    assert.equal(list.data.length, 2);

    ids.periode = (
      await ok(u.admin, 'POST', `${BASE}/periode`, {
        nama: 'Semester I 2026',
        tanggal_mulai: '2026-01-01',
        tanggal_selesai: '2026-06-30',
      })
    ).data.id;
    assert.equal(
      (
        await call(u.admin, 'POST', `${BASE}/periode`, {
          nama: 'Salah',
          tanggal_mulai: '2026-07-01',
          tanggal_selesai: '2026-06-30',
        })
      ).statusCode,
      422,
    );
    ids.event = (
      await ok(u.admin, 'POST', `${BASE}/event`, {
        periode_id: ids.periode,
        nama: 'Penilaian Semester I',
        is_active: true,
        is_active_admin: true,
      })
    ).data.id;
    ids.event2 = (
      await ok(u.admin, 'POST', `${BASE}/event`, {
        periode_id: ids.periode,
        nama: 'Upload Semester I',
        is_active: false,
        is_active_admin: true,
      })
    ).data.id;
    const pun = (await ok(u.admin, 'POST', `${BASE}/punishment`, { nama: 'Teguran Tertulis', pengurang: '2.5' })).data
      .id;
    await ok(u.admin, 'POST', `${BASE}/punishment_pegawai`, {
      periode_id: ids.periode,
      pegawai_id: u.ani.pegawaiId,
      punishment_id: pun,
    });
    assert.equal((await call(u.admin, 'DELETE', `${BASE}/punishment/${pun}`)).statusCode, 409);
  });

  test('flow: draft, save (score computed by the server), request, out of turn/scope, own approval, approve; counters', async () => {
    const kasir = await call(u.admin, 'POST', EP, { event: 'store_draft_npp', event_id: ids.event, npp: '40000001' });
    assert.equal(kasir.statusCode, 200, kasir.body);
    const draft = kasir.json();
    assert.equal(draft.message, 'Penilaian kinerja created/updated');
    const id = draft.data.id as number;
    assert.equal(draft.data.penilaian.length, 3);
    assert.equal(await unapproved(u.ani), 1);
    assert.equal((await call(u.ani, 'POST', EP, { event: 'store_draft', event_id: ids.event })).statusCode, 409);
    // The rounds an employee may draft in: only is_active ones, marked where they already have one.
    const openFor = async (who: typeof u.ani) =>
      (await ok(who, 'GET', `${EP}?event=index_event_open`)).data.map(
        (e: { id: number; has_own: boolean; periode_nama: string }) => [e.id, e.has_own],
      );
    assert.deepEqual(await openFor(u.ani), [[ids.event, true]]);
    assert.deepEqual(await openFor(u.dodi), [[ids.event, false]]);

    // Weights of the citra's jabatan are fine; a jabatan whose weights are 60% cannot be drafted.
    await t.db.updateTable('pegawai').set({ jabatan_id: ids.kasir }).where('id', '=', u.dodi.pegawaiId!).execute();
    const bad = await call(u.dodi, 'POST', EP, { event: 'store_draft', event_id: ids.event });
    assert.equal(bad.statusCode, 422, bad.body);
    await t.db
      .updateTable('pegawai')
      .set({ jabatan_id: ids.teller - 1 })
      .where('id', '=', u.dodi.pegawaiId!)
      .execute();

    // Negative achievement and unknown actions: 4xx, nothing written.
    is4xx((await act(u.ani, id, 'store_save', { penilaian: [{ indikator_id: ids.dpk, realisasi: '-5' }] })).statusCode);
    const unknown = await act(u.ani, id, 'store_anything');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Event');
    assert.equal((await call(u.ani, 'POST', EP, { event: 'store_nope' })).json().message, 'Unsuccessful Event');
    // Someone else's draft cannot be filled.
    assert.equal(
      (await act(u.budi, id, 'store_save', { penilaian: [{ indikator_id: ids.dpk, realisasi: '1' }] })).statusCode,
      403,
    );

    // 1100/1000 → 110% × 40 = 44; lower: 4/5 → 80% × 35 = 28; 60/40 = 150% capped 120% × 25 = 30 → 102.00
    const saved = await act(u.ani, id, 'store_save', {
      skor: '999.99',
      penilaian: [
        { indikator_id: ids.dpk, realisasi: '1100', nilai: '100', capaian: '500' },
        { indikator_id: ids.keluhan, realisasi: '5' },
        { indikator_id: ids.latih, realisasi: '60' },
      ],
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.skor, '102.00');
    const byId = Object.fromEntries(
      saved.json().data.penilaian.map((p: { indikator_id: number }) => [p.indikator_id, p]),
    );
    assert.equal(byId[ids.dpk].capaian, '110.00');
    assert.equal(byId[ids.keluhan].nilai, '28.0000');
    assert.equal(byId[ids.latih].capaian, '120.00');

    assert.equal((await act(u.ani, id, 'store_request')).statusCode, 200);
    assert.equal(await unapproved(u.ani), 0);
    assert.equal(await unapproved(u.budi), 1);
    assert.equal(
      (await act(u.ani, id, 'store_save', { penilaian: [{ indikator_id: ids.dpk, realisasi: '1' }] })).statusCode,
      409,
    );
    assert.equal((await act(u.ani, id, 'store_approve')).statusCode, 403, 'own approval');
    assert.equal((await act(u.admin, id, 'store_approve')).statusCode, 403, 'out of turn');
    assert.equal((await act(u.dodi, id, 'store_approve')).statusCode, 403, 'out of scope');
    assert.equal(
      (await act(u.dodi, id, 'store_save_score', { penilaian: [{ indikator_id: ids.dpk, realisasi_atasan: '1' }] }))
        .statusCode,
      403,
    );

    const mine = await ok(u.budi, 'GET', `${EP}?is_myturn=true`);
    assert.deepEqual(
      mine.data.map((r: { id: number }) => r.id),
      [id],
    );
    assert.equal(mine.unapproved, 1);
    // The assessor corrects DPK to 900 → 90% × 40 = 36 → 94.00.
    const scored = await act(u.budi, id, 'store_save_score', {
      catatan: 'DPK dikoreksi',
      skor: '100',
      penilaian: [{ indikator_id: ids.dpk, realisasi_atasan: '900' }],
    });
    assert.equal(scored.statusCode, 200, scored.body);
    assert.equal(scored.json().data.skor, '94.00');

    // The superior's approval opens Admin KPI's step; the KPI admin decides last.
    const assessed = await act(u.budi, id, 'store_approve');
    assert.equal(assessed.statusCode, 200, assessed.body);
    assert.equal(assessed.json().data.status, 'menunggu');
    assert.equal(await unapproved(u.budi), 0);
    assert.equal(await unapproved(u.admin), 1);
    const approved = await act(u.admin, id, 'store_approve');
    assert.equal(approved.statusCode, 200, approved.body);
    assert.equal(approved.json().data.status, 'disetujui');
    assert.equal(await unapproved(u.admin), 0);
    assert.equal((await act(u.budi, id, 'store_reject')).statusCode, 409);
    assert.equal(await unapproved(u.budi), 0);
    assert.equal(await unapproved(u.ani), 0);

    // Resume: 94.00 − 2.50 punishment = 91.50 → band ≥ 90 (nilai 4); periode_pegawai's score is that text.
    const own = await ok(u.ani, 'GET', `${BASE}/periode_pegawai`);
    assert.equal(own.data.length, 1);
    assert.equal(own.data[0].score, '91.50');
    assert.equal(own.data[0].pengurang, '2.50');
    assert.equal(own.data[0].nilai, 4);
    const grafik = await ok(u.admin, 'GET', `${BASE}/resume?event=index_grafik&periode_id=${ids.periode}`);
    assert.deepEqual(grafik.data.distribusi[0].buckets, [{ dari: 90, sampai: 100, jumlah: 1 }]);
    assert.equal(grafik.data.perspektif.length, 4);
    const token = approved.json().data.token;
    assert.equal((await call(u.citra, 'GET', `${EP}?event=index_show_by_token&token=${token}`)).statusCode, 404);
    const shown = (await ok(u.budi, 'GET', `${EP}?event=index_show_by_token&token=${token}`)).data;
    assert.equal(shown.skor, '94.00');
    // The detail carries the engine's history: who requested, and both approvals in order.
    assert.deepEqual(
      shown.approval.history.map((h: { action: string; to_status: string }) => `${h.action}:${h.to_status}`),
      ['create:draft', 'request:menunggu', 'approve:menunggu', 'approve:disetujui'],
    );
    assert.equal(shown.approval.status, 'disetujui');
    assert.equal((await call(u.terbatas, 'GET', EP)).statusCode, 403);
    const reset = await ok(u.admin, 'POST', `${BASE}/resume`, { event: 'store_reset_resume', periode_id: ids.periode });
    assert.equal(reset.message, 'Resume KPI updated');
  });

  test('upload: one bad row writes nothing; a good file writes the achievements and the scores', async () => {
    const draft = await ok(u.admin, 'POST', EP, { event: 'store_draft_npp', event_id: ids.event2, npp: '40000001' });
    const id = draft.data.id as number;
    const upload = (rows: unknown[][]) =>
      xlsxOf(rows).then((payload) =>
        t.app.inject({
          method: 'POST',
          url: `${EP}/x/upload?event_id=${ids.event2}`,
          headers: { ...bearer(u.admin.token), 'content-type': XLSX },
          payload,
        }),
      );
    assert.equal((await call(u.ani, 'POST', `${EP}/x/upload?event_id=${ids.event2}`)).statusCode, 403);
    // The template lists every indicator of the event's Draft assessments, ready to fill in.
    assert.equal((await call(u.ani, 'GET', `${EP}/x/template?event_id=${ids.event2}`)).statusCode, 403);
    assert.equal((await call(u.admin, 'GET', `${EP}/x/template?event_id=999999`)).statusCode, 422);
    const template = await t.app.inject({
      method: 'GET',
      url: `${EP}/x/template?event_id=${ids.event2}`,
      headers: bearer(u.admin.token),
    });
    assert.equal(template.statusCode, 200, template.body);
    assert.match(String(template.headers['content-disposition']), /template_upload_kpi_\d+\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
    const sheetRows = (book.getWorksheet('Data')!.getSheetValues() as unknown[][])
      .filter(Boolean)
      .map((r) => r.slice(1));
    assert.deepEqual(sheetRows[0], ['NPP', 'Indikator', 'Realisasi']);
    assert.equal(sheetRows.length - 1, draft.data.penilaian.length);
    assert.ok(sheetRows.slice(1).every((r) => r[0] === '40000001' && r[2] === undefined));
    const bad = await upload([
      ['NPP', 'Indikator', 'Realisasi'],
      ['40000001', ids.dpk, '1000'],
      ['40000001', 'Keluhan Nasabah', '-3'],
    ]);
    assert.equal(bad.statusCode, 200, bad.body);
    assert.equal(bad.json().message, 'Upload KPI pegawai sementara di proses');
    const failed = await pollJob(t, u.admin.token, bad.json().data.job_id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.result.errors.length, 1);
    assert.equal(failed.result.errors[0].row, 3);
    const untouched = await sql<{
      n: number;
    }>`select count(*)::int as n from kpi_penilaian where event_pegawai_id = ${id} and realisasi is not null`.execute(
      t.db,
    );
    assert.equal(untouched.rows[0].n, 0);

    const good = await upload([
      ['NPP', 'Indikator', 'Realisasi'],
      ['40000001', ids.dpk, '1000'],
      ['40000001', 'Keluhan Nasabah', '4'],
      ['40000001', ids.latih, '20,5'],
    ]);
    const done = await pollJob(t, u.admin.token, good.json().data.job_id);
    assert.equal(done.status, 'done', JSON.stringify(done));
    assert.equal(done.result.imported, 3);
    // 100% × 40 + 100% × 35 + 51.25% × 25 = 40 + 35 + 12.8125 → 87.81
    const detail = await ok(u.ani, 'GET', `${EP}?event=index_show_by_token&token=${draft.data.token}`);
    assert.equal(detail.data.skor, '87.81');
  });
});
