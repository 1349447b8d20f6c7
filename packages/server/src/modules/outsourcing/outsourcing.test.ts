/**
 * Outsourced staff on PostgreSQL: the register with kontrak_akhir (jenis, kantor), contracts ending
 * within 30 days flagged and listed (index_expired) and announced once to HR by the scheduled job,
 * the all-or-nothing bulk extension, terminations taking a worker off the register, the photo, the
 * role rules (60/57 manage; 4 reads its own office subtree; 10 and 8 refused) and 4xx on bad input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { loginToken } from '../../../test/helpers/accounts.js';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';
import { notifyExpiringContracts } from './public.js';

const PATH = '/api/sdm/outsourching';
const PASSWORD = 'Rahasia#2026';
/** Seeded by migration 0052. */
const JENIS = { satpam: 1, pengemudi: 2 };

const day = (offset: number) => DateTime.now().setZone('Asia/Jakarta').plus({ days: offset }).toISODate()!;

interface Row {
  id: number;
  nama: string;
  photo: string | null;
  kontrak_akhir: {
    id: number;
    jenis: { nama: string };
    kantor: { id: number; nama: string };
    akhir: string;
    status: string;
    sisa_hari: number;
  } | null;
  phk: { tanggal: string } | null;
}

describe('outsourced staff (/api/sdm/outsourching)', () => {
  let t: StorageTestApp;
  let kantor: Record<string, number>;
  const tok: Record<string, string> = {};
  const user: Record<string, number> = {};
  const worker: Record<string, number> = {};

  before(async () => {
    t = await createStorageTestApp();
    kantor = await seedKantor(t.db);
    const accounts: [string, number[], number | null][] = [
      ['hr', [10, 57], kantor.pusat!],
      ['os', [10, 60], kantor.pusat!],
      ['umum', [10, 4], kantor.bandung!],
      ['terbatas', [8, 10, 4], kantor.bandung!],
      ['pegawai', [10], kantor.bandung!],
    ];
    for (const [name, roles, kantorId] of accounts) {
      const u = await createUser(t.db, {
        name,
        password: PASSWORD,
        roles,
        pegawai: { nama: `Akun ${name}`, kantor_id: kantorId },
      });
      user[name] = u.id;
      tok[name] = await loginToken(t, name);
    }
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const create = async (nama: string, kantorId: number, awal: string, akhir: string, jenis = JENIS.satpam) => {
    const res = await call(tok.hr, 'POST', PATH, {
      nama,
      jenis_kelamin: 'L',
      kontrak: { jenis_id: jenis, kantor_id: kantorId, awal, akhir, perusahaan: 'PT Jaga Aman', nomor: `PKWT/${nama}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Outsourcing created');
    return res.json().data as Row;
  };
  const list = async (who: string, query = '') => {
    const res = await call(tok[who], 'GET', `${PATH}${query}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: Row[]; total: number };
  };
  const kontrakCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('outsourcing_kontrak')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('a worker is added with the first contract; the register shows kontrak_akhir with jenis and kantor', async () => {
    const andi = await create('Andi Satpam', kantor.bandung!, day(-300), day(200));
    worker.andi = andi.id;
    assert.equal(andi.kontrak_akhir?.jenis.nama, 'Satpam');
    assert.equal(andi.kontrak_akhir?.kantor.nama, 'Bandung');
    assert.equal(andi.kontrak_akhir?.status, 'berlaku');
    worker.budi = (await create('Budi Pengemudi', kantor.dago!, day(-350), day(10), JENIS.pengemudi)).id;
    worker.cici = (await create('Cici Kebersihan', kantor.surabaya!, day(-400), day(-5))).id;
    const rows = (await list('hr')).data;
    assert.deepEqual(
      rows.map((r) => r.nama),
      ['Andi Satpam', 'Budi Pengemudi', 'Cici Kebersihan'],
    );
    const budi = rows.find((r) => r.id === worker.budi)!;
    assert.equal(budi.kontrak_akhir?.status, 'akan_berakhir');
    assert.equal(budi.kontrak_akhir?.sisa_hari, 10);
  });

  test('expiring and expired contracts: index_expired lists them by end date, with a status filter', async () => {
    const expired = (await list('os', '?event=index_expired')).data.map((r) => r.nama);
    assert.deepEqual(expired, ['Cici Kebersihan', 'Budi Pengemudi']);
    const soon = (await list('os', '?event=index_expired&status_kontrak=akan_berakhir')).data.map((r) => r.nama);
    assert.deepEqual(soon, ['Budi Pengemudi']);
    const res = await call(tok.hr, 'GET', `${PATH}/kontrak?status=berakhir`);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      (res.json().data as { nama: string }[]).map((r) => r.nama),
      ['Cici Kebersihan'],
    );
  });

  test('HR is notified once about a contract ending within 30 days; a new end date is announced again', async () => {
    assert.equal(await notifyExpiringContracts(t.db), 1);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'body', 'link'])
      .where('link', '=', '/outsourcing/kontrak_expired')
      .execute();
    const told = new Set(notes.map((n) => n.user_id));
    assert.ok(told.has(user.hr!) && told.has(user.os!), 'HR and the outsourcing admin are told');
    assert.ok(!told.has(user.umum!) && !told.has(user.pegawai!), 'nobody else is told');
    assert.equal(notes[0]!.title, '1 kontrak outsourcing berakhir dalam 30 hari');
    assert.match(notes[0]!.body ?? '', /Budi Pengemudi/);
    assert.equal(await notifyExpiringContracts(t.db), 0, 'not told twice');

    const budi = (await list('hr')).data.find((r) => r.id === worker.budi)!;
    const res = await call(tok.hr, 'PUT', `${PATH}/kontrak/${budi.kontrak_akhir!.id}`, {
      jenis_id: JENIS.pengemudi,
      kantor_id: kantor.dago,
      awal: day(-350),
      akhir: day(20),
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Kontrak Outsourcing updated');
    assert.equal(await notifyExpiringContracts(t.db), 1, 'the new end date is announced');
  });

  test('the bulk extension is all or nothing', async () => {
    const before = await kontrakCount();
    const bad = await call(tok.hr, 'POST', `${PATH}/kontrak/x/perpanjang`, {
      outsourcing_ids: [worker.budi, worker.andi, 999_999],
      akhir: day(100),
    });
    assert.equal(bad.statusCode, 422, bad.body);
    const messages = bad.json().errors.outsourcing_ids as string[];
    assert.ok(
      messages.some((m) => m.includes('#999999 tidak ditemukan')),
      messages.join(),
    );
    assert.ok(
      messages.some((m) => m.includes(`#${worker.andi}`)),
      'Andi already ends later',
    );
    assert.equal(await kontrakCount(), before, 'nothing written');

    const ok = await call(tok.os, 'POST', `${PATH}/kontrak/x/perpanjang`, {
      outsourcing_ids: [worker.budi, worker.cici],
      akhir: day(365),
      nomor: 'PKWT/2026/PERPANJANG',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().message, 'Kontrak Outsourcing diperpanjang: 2');
    assert.equal(await kontrakCount(), before + 2);
    const expired = (await list('hr', '?event=index_expired')).data;
    assert.equal(expired.length, 0, 'nobody ends within 30 days any more');
    const budi = (await list('hr')).data.find((r) => r.id === worker.budi)!;
    assert.equal(budi.kontrak_akhir?.akhir, day(365));
    assert.equal(budi.kontrak_akhir?.status, 'berlaku');
  });

  test('row scoping: role 4 reads only workers at its own office and below; the managers read all', async () => {
    assert.deepEqual(
      (await list('umum')).data.map((r) => r.nama),
      ['Andi Satpam', 'Budi Pengemudi'],
      'Bandung and its KCP Dago, not Surabaya',
    );
    assert.equal((await call(tok.umum, 'GET', `${PATH}/${worker.cici}`)).statusCode, 404);
    assert.equal((await call(tok.umum, 'GET', `${PATH}/${worker.andi}`)).statusCode, 200);
    const kontrak = await call(tok.umum, 'GET', `${PATH}/kontrak?per_page=100`);
    assert.ok((kontrak.json().data as { kantor: { id: number } }[]).every((k) => k.kantor.id !== kantor.surabaya));
    assert.equal((await list('hr')).total, 3);
  });

  test("one worker's contracts: a past one is corrected and deleted; overlaps, bad dates and other roles refused", async () => {
    type Kontrak = { id: number; awal: string; akhir: string; nomor: string | null; jenis: { id: number } };
    const history = async () => {
      const res = await call(tok.hr, 'GET', `${PATH}/kontrak?outsourcing_id=${worker.budi}&sortby=awal`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Kontrak[];
    };
    // Budi: the first contract (ends day 20) and the bulk extension (day 21 to 365).
    const [first, second] = await history();
    assert.equal(first!.akhir, day(20));
    assert.equal(second!.awal, day(21));
    const body = (k: Kontrak, change: object) => ({
      jenis_id: k.jenis.id,
      kantor_id: kantor.dago,
      awal: k.awal,
      akhir: k.akhir,
      nomor: k.nomor,
      ...change,
    });
    const put = (who: string, change: object) =>
      call(tok[who], 'PUT', `${PATH}/kontrak/${first!.id}`, body(first!, change));

    const overlap = await put('hr', { akhir: day(25) });
    assert.equal(overlap.statusCode, 422, overlap.body);
    assert.match(overlap.json().errors.akhir[0], /^Periode kontrak bertumpuk dengan kontrak PKWT\/2026\/PERPANJANG/);
    const added = await call(tok.hr, 'POST', `${PATH}/kontrak`, {
      outsourcing_id: worker.budi,
      jenis_id: JENIS.pengemudi,
      kantor_id: kantor.dago,
      awal: day(300),
      akhir: day(400),
    });
    assert.equal(added.statusCode, 422, added.body);
    assert.match(added.json().errors.awal[0], /bertumpuk/, 'a new contract inside the current one is refused');
    const badDate = await put('hr', { awal: '2026-13-01' });
    assert.equal(badDate.statusCode, 422, badDate.body);
    assert.deepEqual(badDate.json().errors.awal, ['Tanggal harus berformat YYYY-MM-DD']);
    const reversed = await put('hr', { akhir: day(-400) });
    assert.equal(reversed.statusCode, 422, reversed.body);
    assert.deepEqual(reversed.json().errors.akhir, ['Tanggal akhir kontrak tidak boleh sebelum tanggal awal']);
    for (const who of ['umum', 'pegawai']) {
      assert.equal((await put(who, { akhir: day(15) })).statusCode, 403, who);
      assert.equal((await call(tok[who], 'DELETE', `${PATH}/kontrak/${first!.id}`)).statusCode, 403, who);
    }
    assert.equal((await history())[0]!.akhir, day(20), 'nothing refused was written');

    const ok = await put('os', { akhir: day(15) });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().message, 'Kontrak Outsourcing updated');
    assert.equal(ok.json().data.akhir, day(15));
    assert.deepEqual(
      (await history()).map((k) => k.akhir),
      [day(15), day(365)],
    );

    const removed = await call(tok.hr, 'DELETE', `${PATH}/kontrak/${first!.id}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, 'Kontrak Outsourcing deleted');
    assert.deepEqual(
      (await history()).map((k) => k.id),
      [second!.id],
    );
    const again = await call(tok.hr, 'DELETE', `${PATH}/kontrak/${first!.id}`);
    assert.equal(again.statusCode, 404, again.body);
    assert.equal(again.json().message, 'Kontrak outsourcing tidak ditemukan');
    const budi = (await list('hr')).data.find((r) => r.id === worker.budi)!;
    assert.equal(budi.kontrak_akhir?.id, second!.id, 'the register keeps the current contract');
  });

  test('wrong roles are refused: 10 and 8 read nothing, 4 changes nothing', async () => {
    for (const who of ['pegawai', 'terbatas']) {
      assert.equal((await call(tok[who], 'GET', PATH)).statusCode, 403, who);
      assert.equal((await call(tok[who], 'GET', `${PATH}/kontrak`)).statusCode, 403, who);
    }
    const body = { nama: 'Coba', kontrak: { jenis_id: 1, kantor_id: kantor.bandung, awal: day(0), akhir: day(10) } };
    assert.equal((await call(tok.umum, 'POST', PATH, body)).statusCode, 403);
    assert.equal((await call(tok.umum, 'GET', `${PATH}/phk`)).statusCode, 403);
    assert.equal(
      (
        await call(tok.umum, 'POST', `${PATH}/kontrak/x/perpanjang`, {
          outsourcing_ids: [worker.andi],
          akhir: day(999),
        })
      ).statusCode,
      403,
    );
    assert.equal((await call(tok.umum, 'POST', `${PATH}/x/export`)).statusCode, 403);
  });

  test('bad input answers 4xx with field messages, never 5xx', async () => {
    const kontrak = { jenis_id: 1, kantor_id: kantor.bandung, awal: day(0), akhir: day(30) };
    const cases: [string, string, unknown, number, string?][] = [
      ['POST', PATH, { nama: ' ', kontrak }, 422, 'nama'],
      ['POST', PATH, { nama: 'X', kontrak: { ...kontrak, awal: '2026-02-30' } }, 422, 'kontrak.awal'],
      ['POST', PATH, { nama: 'X', kontrak: { ...kontrak, akhir: day(-10) } }, 422, 'kontrak.akhir'],
      ['POST', PATH, { nama: 'X', kontrak: { ...kontrak, jenis_id: 999 } }, 422, 'kontrak.jenis_id'],
      ['POST', PATH, { nama: 'X', kontrak: { ...kontrak, kantor_id: 999_999 } }, 422, 'kontrak.kantor_id'],
      ['POST', PATH, { nama: 'X', jabatan_id: 999, kontrak }, 422, 'jabatan_id'],
      ['POST', PATH, { nama: 'X' }, 422],
      ['GET', `${PATH}?event=bogus`, undefined, 400],
      ['GET', `${PATH}?per_page=1000`, undefined, 422],
      ['GET', `${PATH}/abc`, undefined, 422],
      ['GET', `${PATH}/999999`, undefined, 404],
      ['PUT', `${PATH}/kontrak/999999`, kontrak, 404],
      ['POST', `${PATH}/kontrak/x/perpanjang`, { outsourcing_ids: [], akhir: day(10) }, 422],
      ['POST', `${PATH}/kontrak/x/perpanjang`, { outsourcing_ids: [1], akhir: 'besok' }, 422, 'akhir'],
      ['POST', `${PATH}/phk`, { outsourcing_id: 999_999, tanggal: day(0), alasan: 'x' }, 422, 'outsourcing_id'],
      ['POST', `${PATH}/phk`, { outsourcing_id: 1, tanggal: day(0), alasan: '  ' }, 422, 'alasan'],
      ['DELETE', `${PATH}/jabatan/999999`, undefined, 404],
    ];
    for (const [method, url, body, status, field] of cases) {
      const res = await call(tok.hr, method as 'GET', url, body as object | undefined);
      assert.equal(res.statusCode, status, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`);
      assert.equal(typeof res.json().message, 'string');
      if (field) assert.ok(res.json().errors?.[field], `${field} in ${res.body}`);
    }
  });

  test('a termination takes the worker off the register from its date; one per worker', async () => {
    const res = await call(tok.os, 'POST', `${PATH}/phk`, {
      outsourcing_id: worker.cici,
      tanggal: day(0),
      alasan: 'Kontrak tidak diperpanjang',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'PHK Outsourcing created');
    assert.equal(res.json().data.is_effective, true);
    assert.ok(!(await list('hr')).data.some((r) => r.id === worker.cici));
    const again = await call(tok.os, 'POST', `${PATH}/phk`, {
      outsourcing_id: worker.cici,
      tanggal: day(1),
      alasan: 'x',
    });
    assert.equal(again.statusCode, 422, again.body);
    const phk = await call(tok.hr, 'GET', `${PATH}/phk`);
    assert.deepEqual(
      (phk.json().data as { nama: string }[]).map((r) => r.nama),
      ['Cici Kebersihan'],
    );
    const refused = await call(tok.hr, 'POST', `${PATH}/kontrak/x/perpanjang`, {
      outsourcing_ids: [worker.cici],
      akhir: day(900),
    });
    assert.equal(refused.statusCode, 422, 'a terminated worker is not extended');
  });

  test('the photo is stored like employee photos and readable by the register readers in scope', async () => {
    const png = `data:image/png;base64,${samplePng().toString('base64')}`;
    const res = await call(tok.hr, 'POST', `${PATH}/${worker.andi}/x/update_photo`, { image: png });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Photo Updated');
    assert.equal(res.json().data.photo, `outsourcing/photos/${worker.andi}.png`);
    const pdf = await call(tok.hr, 'POST', `${PATH}/${worker.andi}/x/update_photo`, {
      image: samplePdf().toString('base64'),
    });
    assert.equal(pdf.statusCode, 422, pdf.body);
    const andi = (await list('hr')).data.find((r) => r.id === worker.andi)!;
    assert.equal(andi.photo, `outsourcing/photos/${worker.andi}.png`);
    const url = await call(tok.umum, 'GET', `/api/storage/x/file?location=${encodeURIComponent(andi.photo!)}`);
    assert.equal(url.statusCode, 200, url.body);
    const other = await call(tok.pegawai, 'GET', `/api/storage/x/file?location=${encodeURIComponent(andi.photo!)}`);
    assert.equal(other.statusCode, 403, other.body);
  });

  test('positions: add, use, refuse deleting one in use; the export is queued', async () => {
    const add = await call(tok.hr, 'POST', `${PATH}/jabatan`, { nama: 'Petugas Keamanan' });
    assert.equal(add.statusCode, 200, add.body);
    assert.equal(add.json().message, 'Jabatan Outsourcing created');
    const jabatanId = add.json().data.id as number;
    assert.equal((await call(tok.hr, 'POST', `${PATH}/jabatan`, { nama: 'petugas keamanan' })).statusCode, 409);
    const put = await call(tok.hr, 'PUT', `${PATH}/${worker.andi}`, { nama: 'Andi Satpam', jabatan_id: jabatanId });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().data.jabatan.nama, 'Petugas Keamanan');
    assert.equal((await call(tok.hr, 'DELETE', `${PATH}/jabatan/${jabatanId}`)).statusCode, 409);
    const jenis = await call(tok.umum, 'GET', `${PATH}/x/jenis`);
    assert.equal(jenis.statusCode, 200, jenis.body);
    assert.ok((jenis.json().data as { nama: string }[]).some((j) => j.nama === 'Satpam'));
    const exp = await call(tok.os, 'POST', `${PATH}/x/export`);
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal(exp.json().message, 'Export data outsourcing created, menunggu proses selesai.');
  });

  test('every write is audited', async () => {
    const entities = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .distinct()
      .where('entity', 'like', 'outsourcing%')
      .execute();
    const names = new Set(entities.map((e) => e.entity));
    for (const e of [
      'outsourcing',
      'outsourcing_kontrak',
      'outsourcing_phk',
      'outsourcing_jabatan',
      'outsourcing_kontrak_notice',
    ])
      assert.ok(names.has(e), e);
  });
});
