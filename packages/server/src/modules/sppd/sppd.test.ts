/**
 * SPPD on the real app and PostgreSQL: master data writes for Super Admin only, cost generation
 * equal to hand-computed numbers, the approval chain (no self/traveller approval, out of turn 403,
 * two approvers at once → one wins), counters never below zero, the budget refusal with the
 * remaining amount, and bad input answered 4xx with nothing half-written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createAccounts, tokensOf } from '../../../test/helpers/accounts.js';
import { createJabatanChain, seedKantor } from '../../../test/helpers/fixtures.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';

const URL = '/api/sdm/sppd/pegawai';
const X = '/api/sdm/sppd/x';
type Who = 'ani' | 'budi' | 'adm' | 'adm2' | 'sa' | 'terbatas' | 'cici';

describe('sppd (/api/sdm/sppd/*)', () => {
  let t: StorageTestApp;
  const token = {} as Record<Who, string>;
  const pegawai = {} as Record<Who, number>;
  const ids: Record<string, number> = {};
  let kantor: Record<string, number>;

  const call = authorisedCaller(
    () => t.app,
    (who: Who) => token[who],
  );
  const master = async (path: string, body: object) => {
    const res = await call('sa', 'POST', `${X}/${path}`, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.id as number;
  };
  const event = (who: Who, id: number, name: string, extra: object = {}) =>
    call(who, 'POST', `${URL}/${id}`, { event: name, ...extra });
  const unapproved = async (who: Who) =>
    (await call(who, 'GET', `${URL}?event=index_un_approved`)).json().data.unapproved as number;
  const tripCount = async () => (await sql<{ n: number }>`SELECT count(*)::int AS n FROM sppd`.execute(t.db)).rows[0].n;

  /** A Draft trip of ani with travellers, costs generated. */
  const trip = async (body: Partial<Record<string, unknown>>, travellers: object[]) => {
    const res = await call('ani', 'POST', URL, {
      kantor_id: kantor.bandung,
      jenis_id: ids.jenis,
      wilayah_id: ids.wilayah,
      kendaraan_id: ids.pesawat,
      keperluan: 'Rapat koordinasi',
      tujuan: 'Jakarta',
      tanggal_mulai: '2026-03-02',
      tanggal_selesai: '2026-03-04',
      ...body,
    });
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json().data.id as number;
    for (const p of travellers) assert.equal((await event('ani', id, 'store_create_pejalan', p)).statusCode, 200);
    const gen = await event('ani', id, 'store_create_biaya');
    assert.equal(gen.statusCode, 200, gen.body);
    assert.equal(gen.json().message, 'Success Generate Biaya SPPD');
    return gen.json().data as { id: number; total_biaya: string; pejalan: { nama: string; total_biaya: string }[] };
  };

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    const accounts = await createAccounts(t, {
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', kantor_id: kantor.bandung, jabatan_id: teller } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', kantor_id: kantor.bandung, jabatan_id: pemimpin } },
      adm: { roles: [10, 12], pegawai: { nama: 'Adi Admin', kantor_id: kantor.pusat } },
      adm2: { roles: [10, 12], pegawai: { nama: 'Ari Admin', kantor_id: kantor.pusat } },
      sa: { roles: [1, 10], pegawai: { nama: 'Super Admin', kantor_id: kantor.pusat } },
      terbatas: { roles: [8, 10], pegawai: { nama: 'Dodi' } },
      // A colleague elsewhere: neither requester, traveller nor approver of ani's trips.
      cici: { roles: [10], pegawai: { nama: 'Cici Rahma', kantor_id: kantor.pusat } },
    });
    Object.assign(token, tokensOf(accounts));
    for (const who of Object.keys(accounts) as Who[]) pegawai[who] = accounts[who].pegawaiId!;
    ids.jenis = await master('jenis', { nama: 'Dinas Luar Kota' });
    ids.wilayah = await master('wilayah', { nama: 'Jawa' });
    ids.pesawat = await master('kendaraan', { nama: 'Pesawat' });
    ids.level = await master('level', { nama: 'Staf' });
    ids.harian = await master('jenis_biaya', { nama: 'Uang Harian', satuan: 'hari' });
    ids.tiket = await master('jenis_biaya', { nama: 'Tiket', satuan: 'perjalanan' });
    ids.konsultan = await master('mitra_jabatan', { nama: 'Konsultan', level_id: ids.level });
    const rate = { level_id: ids.level, wilayah_id: ids.wilayah };
    await master('biaya_pegawai', { ...rate, jenis_biaya_id: ids.harian, nominal: '350000.50' });
    await master('biaya_pegawai', {
      ...rate,
      jenis_biaya_id: ids.tiket,
      kendaraan_id: ids.pesawat,
      nominal: '1250000',
    });
    await master('biaya_mitra', { ...rate, jenis_biaya_id: ids.harian, nominal: '200000' });
    await master('anggaran', { kantor_id: kantor.bandung, tahun: 2026, nominal: '3000000' });
    await master('anggaran', { kantor_id: kantor.bandung, tahun: 2027, nominal: '100000000' });
  });
  after(() => t.close());

  test('master data: Super Admin writes, others 403; a type in use cannot be deleted (409)', async () => {
    assert.equal((await call('ani', 'POST', `${X}/jenis`, { nama: 'Lain' })).statusCode, 403);
    assert.equal((await call('adm', 'DELETE', `${X}/wilayah/${ids.wilayah}`)).statusCode, 403);
    const list = await call('ani', 'GET', `${X}/jenis_biaya?search=hari`);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.map((r: { nama: string }) => r.nama),
      ['Uang Harian'],
    );
    assert.equal((await call('ani', 'GET', `${X}/anggaran`)).statusCode, 403);
    const bad = await call('sa', 'POST', `${X}/biaya_pegawai`, {
      ...ids,
      level_id: ids.level,
      wilayah_id: ids.wilayah,
      jenis_biaya_id: ids.harian,
      nominal: '12,5',
    });
    assert.ok([400, 422].includes(bad.statusCode), bad.body);
    const dup = await call('sa', 'POST', `${X}/jenis`, { nama: 'Dinas Luar Kota' });
    assert.equal(dup.statusCode, 409);
    const used = await master('jenis_biaya', { nama: 'Laundry', satuan: 'hari' });
    await trip({}, [{ jenis_pejalan: 'pegawai', pegawai_id: pegawai.ani, level_id: ids.level }]);
    const del = await call('sa', 'DELETE', `${X}/jenis/${ids.jenis}`);
    assert.equal(del.statusCode, 409, del.body);
    assert.match(del.json().message, /masih dipakai/);
    assert.equal((await call('sa', 'DELETE', `${X}/jenis_biaya/${used}`)).statusCode, 200);
  });

  test('cost generation equals the hand-computed amounts', async () => {
    const trip1 = await trip({}, [
      { jenis_pejalan: 'pegawai', pegawai_id: pegawai.ani, level_id: ids.level },
      { jenis_pejalan: 'mitra', nama: 'Pak Konsultan', level_id: ids.level, mitra_jabatan_id: ids.konsultan },
    ]);
    // Ani: 3 days × 350.000,50 + one plane ticket 1.250.000; the partner: 3 × 200.000 (no ticket rate).
    assert.deepEqual(
      trip1.pejalan.map((p) => [p.nama, p.total_biaya]),
      [
        ['Ani Lestari', '2300001.50'],
        ['Pak Konsultan', '600000.00'],
      ],
    );
    assert.equal(trip1.total_biaya, '2900001.50');
    const rows = (await call('ani', 'GET', `${X}/pejalan_biaya?event=index_sppd&sppd_id=${trip1.id}`)).json();
    assert.equal(rows.data.length, 7);
    assert.equal(rows.total, '2900001.50');
    ids.trip1 = trip1.id;
  });

  test('cost approval: the trip staff approve one row or all of them; the requester may not', async () => {
    const costs = async () =>
      (await call('ani', 'GET', `${X}/pejalan_biaya?event=index_sppd&sppd_id=${ids.trip1}`)).json().data as {
        id: number;
        is_approved: boolean;
      }[];
    const before = await costs();
    assert.ok(before.every((r) => !r.is_approved));
    const own = await call('ani', 'POST', `${X}/pejalan_biaya`, { event: 'update_approval_all', sppd_id: ids.trip1 });
    assert.equal(own.statusCode, 403, own.body);
    assert.equal(
      (await call('ani', 'PUT', `${X}/pejalan_biaya/${before[0].id}`, { event: 'update_approval' })).statusCode,
      403,
    );

    const one = await call('adm', 'PUT', `${X}/pejalan_biaya/${before[0].id}`, {
      event: 'update_approval',
      is_approved: true,
    });
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(
      (await costs()).filter((r) => r.is_approved).map((r) => r.id),
      [before[0].id],
    );
    const all = await call('adm', 'POST', `${X}/pejalan_biaya`, { event: 'update_approval_all', sppd_id: ids.trip1 });
    assert.equal(all.statusCode, 200, all.body);
    assert.ok((await costs()).every((r) => r.is_approved));
    // Taking the approval back leaves the rows pending again (is_biaya_pending lists the trip).
    await call('adm', 'POST', `${X}/pejalan_biaya`, {
      event: 'update_approval_all',
      sppd_id: ids.trip1,
      is_approved: false,
    });
    assert.ok((await costs()).every((r) => !r.is_approved));
  });

  test('approval: no own approval, out of turn 403, two approvers at once → one wins, counters ≥ 0', async () => {
    const id = ids.trip1;
    const requested = await event('ani', id, 'store_request');
    assert.equal(requested.statusCode, 200, requested.body);
    assert.equal((await event('ani', id, 'store_approve')).statusCode, 403);
    assert.equal((await event('adm', id, 'store_approve')).statusCode, 403);
    assert.equal((await event('budi', id, 'store_approve')).statusCode, 200);
    const [a, b] = await Promise.all([event('adm', id, 'store_approve'), event('adm2', id, 'store_approve')]);
    assert.deepEqual([a.statusCode, b.statusCode].sort(), [200, 409]);
    const detail = (await call('ani', 'GET', `${URL}?event=index_detail_by_id&id=${id}`)).json().data;
    assert.equal(detail.status, 'disetujui');
    assert.equal(detail.sisa_anggaran, '99998.50');
    for (const who of ['ani', 'budi', 'adm', 'adm2'] as Who[]) assert.ok((await unapproved(who)) >= 0);
    const counters = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM approval_counter WHERE unapproved < 0`.execute(t.db);
    assert.equal(counters.rows[0].n, 0);
  });

  test('a traveller cannot approve the trip they travel on (403)', async () => {
    const trip2 = await trip({ tanggal_mulai: '2027-01-04', tanggal_selesai: '2027-01-04' }, [
      { jenis_pejalan: 'pegawai', pegawai_id: pegawai.budi, level_id: ids.level },
    ]);
    assert.equal((await event('ani', trip2.id, 'store_request')).statusCode, 200);
    const own = await event('budi', trip2.id, 'store_approve');
    assert.equal(own.statusCode, 403, own.body);
    // The traveller sees it in the list; a stranger does not.
    assert.equal((await call('adm2', 'GET', `${URL}?event=index_detail_by_token&token=x`)).statusCode, 404);
  });

  test('overspending the kantor budget is refused with the remaining amount', async () => {
    const trip3 = await trip({ tanggal_mulai: '2026-05-04', tanggal_selesai: '2026-05-04' }, [
      { jenis_pejalan: 'pegawai', pegawai_id: pegawai.ani, level_id: ids.level },
    ]);
    const res = await event('ani', trip3.id, 'store_request');
    assert.equal(res.statusCode, 422, res.body);
    assert.match(res.json().message, /sisa anggaran Rp 99\.998,50/);
    const still = (await call('ani', 'GET', `${URL}?event=index_detail_by_id&id=${trip3.id}`)).json().data;
    assert.equal(still.status, 'draft');
  });

  test('bad input answers 4xx and writes nothing', async () => {
    const before = await tripCount();
    const base = {
      kantor_id: kantor.bandung,
      jenis_id: ids.jenis,
      wilayah_id: ids.wilayah,
      keperluan: 'Rapat',
      tujuan: 'Bogor',
      tanggal_mulai: '2026-06-10',
      tanggal_selesai: '2026-06-09',
    };
    const backwards = await call('ani', 'POST', URL, base);
    assert.equal(backwards.statusCode, 422);
    assert.ok(backwards.json().errors.tanggal_selesai);
    const tooLong = await call('ani', 'POST', URL, { ...base, tanggal_selesai: '2026-12-31' });
    assert.equal(tooLong.statusCode, 422);
    const nul = await call('ani', 'POST', URL, { ...base, tanggal_selesai: '2026-06-11', tujuan: 'Bo\u0000gor' });
    assert.ok([400, 422].includes(nul.statusCode), nul.body);
    const long = await call('ani', 'POST', URL, { ...base, tanggal_selesai: '2026-06-11', tujuan: 'x'.repeat(301) });
    assert.ok(long.statusCode >= 400 && long.statusCode < 500);
    const ghost = await call('ani', 'POST', URL, { ...base, tanggal_selesai: '2026-06-11', jenis_id: 999999 });
    assert.equal(ghost.statusCode, 422, ghost.body);
    assert.equal(await tripCount(), before);
    const unknown = await event('ani', ids.trip1, 'store_teleport');
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, 'Unsuccessful Event');
    const unknownGet = await call('ani', 'GET', `${URL}?event=index_teleport`);
    assert.equal(unknownGet.statusCode, 400);
    const badAmount = await call('ani', 'POST', `${X}/pejalan_biaya`, {
      sppd_id: ids.trip1,
      tanggal: '2026-03-02',
      nominal: '1e5',
    });
    assert.ok([400, 422].includes(badAmount.statusCode), badAmount.body);
  });

  test('roles: 8 refused, export and grafik for their roles only', async () => {
    assert.equal((await call('terbatas', 'GET', URL)).statusCode, 403);
    assert.equal((await call('ani', 'POST', URL, { event: 'export' })).statusCode, 403);
    const exp = await call('adm', 'POST', URL, { event: 'export', tahun: 2026 });
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal((await call('ani', 'GET', `${URL}?event=index_grafik&tahun=2026`)).statusCode, 403);
    const grafik = await call('adm', 'GET', `${URL}?event=index_grafik&tahun=2026`);
    assert.equal(grafik.statusCode, 200, grafik.body);
    const list = await call('ani', 'GET', `${URL}?is_bukti_empty=true`);
    assert.equal(list.statusCode, 200, list.body);
    assert.ok(list.json().data.some((r: { id: number }) => r.id === ids.trip1));
  });

  test('paging: a page of one carries the total; a page past the end is empty with the same total', async () => {
    const all = (await call('ani', 'GET', `${URL}?per_page=100`)).json();
    assert.ok(all.total >= 2, JSON.stringify(all.total));
    const first = (await call('ani', 'GET', `${URL}?per_page=1&page=1`)).json();
    assert.deepEqual([first.data.length, first.total, first.data[0].id], [1, all.total, all.data[0].id]);
    const second = (await call('ani', 'GET', `${URL}?per_page=1&page=2`)).json();
    assert.equal(second.data[0].id, all.data[1].id);
    const beyond = (await call('ani', 'GET', `${URL}?per_page=10&page=999`)).json();
    assert.deepEqual([beyond.data.length, beyond.total], [0, all.total]);
  });

  test("search finds a trip by destination, purpose or its employee's name; a trip officer's unfiltered list counts every trip", async () => {
    const made = await trip(
      {
        tujuan: 'Pontianak',
        keperluan: 'Audit kredit mikro',
        tanggal_mulai: '2020-01-06',
        tanggal_selesai: '2020-01-07',
      },
      [],
    );
    const found = async (who: Who, search: string) =>
      (
        (await call(who, 'GET', `${URL}?per_page=100&search=${encodeURIComponent(search)}`)).json().data as {
          id: number;
        }[]
      ).map((r) => r.id);
    for (const search of ['pontianak', 'KREDIT MIKRO', 'ani lest'])
      assert.ok((await found('adm', search)).includes(made.id), search);
    assert.deepEqual(await found('adm', 'Tidak ada kota ini'), []);
    // A wildcard typed by the user is a literal character, not "everything".
    assert.deepEqual(await found('adm', '100%'), []);
    // cici is no party to the trip: the search never widens what a person sees.
    assert.ok(!(await found('cici', 'pontianak')).includes(made.id));

    const all = (await call('adm', 'GET', `${URL}?per_page=100`)).json();
    assert.equal(all.total, await tripCount());
    // Newest start first, the made trip (2020) last.
    assert.equal(all.data.at(-1).id, made.id);
    const starts = (all.data as { tanggal_mulai: string }[]).map((r) => r.tanggal_mulai);
    assert.deepEqual(starts, [...starts].sort().reverse());
  });

  test('PDF letter: the requester and an approver get it, a stranger 404, role 8 403', async () => {
    for (const who of ['ani', 'budi'] as Who[]) {
      const pdf = await call(who, 'GET', `${URL}/${ids.trip1}/x/pdf`);
      assert.equal(pdf.statusCode, 200, pdf.body);
      assert.match(String(pdf.headers['content-type']), /^application\/pdf/);
      assert.equal(pdf.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    }
    const draft = await trip({ tanggal_mulai: '2027-02-01', tanggal_selesai: '2027-02-02' }, []);
    const draftPdf = await call('ani', 'GET', `${URL}/${draft.id}/x/pdf`);
    assert.equal(draftPdf.statusCode, 200, draftPdf.body);
    assert.equal((await call('cici', 'GET', `${URL}/${ids.trip1}/x/pdf`)).statusCode, 404);
    assert.equal((await call('terbatas', 'GET', `${URL}/${ids.trip1}/x/pdf`)).statusCode, 403);
    assert.equal((await call('ani', 'GET', `${URL}/999999/x/pdf`)).statusCode, 404);
  });
});
