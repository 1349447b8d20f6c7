/**
 * Refused check-ins (absen_error) on the real app and PostgreSQL: a refusal stores one error row
 * with its reasons and no attendance row; malformed input stores nothing; the `error` selector of
 * the daily list is paged, filtered and scoped like the daily list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { createCheckInStaff, FAR, seedCheckInKantor } from '../../../test/helpers/absen-seed.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const OUTSIDE_REASON = 'Anda berada 1,2 km dari kantor terdekat (Bandung); radius 100 m';
const LIST = '/api/sdm/pegawai/x/absen?event=error';

interface ErrorRow {
  pegawai_id: number;
  pegawai_nama: string;
  messages: string[];
  mocked: boolean;
  tanggal: string;
  jenis: string;
  latitude: number | null;
}

describe('refused check-ins (absen_error)', () => {
  let t: TestApp;
  let kantor: Record<string, number>;
  const token: Record<string, string> = {};
  const pegawai: Record<string, number> = {};
  const today = DateTime.now().setZone('Asia/Jakarta').toISODate()!;

  before(async () => {
    t = await createTestApp();
    kantor = await seedCheckInKantor(t.db);
    await createCheckInStaff(
      t,
      [
        ['ani', [10], kantor.bandung],
        ['budi', [10], kantor.bogor],
        ['admin', [10, 57], kantor.pusat],
        ['tamu', [8], kantor.bandung],
      ],
      { pegawai, token },
    );
  });
  after(() => t.close());

  const check = (who: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/absen', headers: bearer(token[who]), payload });
  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
  const stored = (who: string) =>
    t.db.selectFrom('absen_error').selectAll().where('pegawai_id', '=', pegawai[who]).orderBy('id').execute();
  const absenRows = (who: string) =>
    t.db.selectFrom('absen').select('id').where('pegawai_id', '=', pegawai[who]).execute();

  test('a refused check-in stores one error row with the reasons and position, and no attendance row', async () => {
    const res = await check('ani', { jenis: 'masuk', ...FAR, accuracy: 15, mocked: true });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json().errors.absen, [OUTSIDE_REASON]);
    const rows = await stored('ani');
    assert.equal(rows.length, 1);
    assert.deepEqual(rows[0].messages, [OUTSIDE_REASON]);
    assert.equal(rows[0].jenis, 'masuk');
    assert.equal(rows[0].tanggal, today);
    assert.equal(rows[0].latitude, FAR.latitude);
    assert.equal(rows[0].accuracy_m, 15);
    assert.equal(rows[0].mocked, true);
    assert.equal((await absenRows('ani')).length, 0);
  });

  test('no position (permission denied) is stored too; malformed input is not', async () => {
    const noPosition = await check('budi', { jenis: 'pulang' });
    assert.equal(noPosition.statusCode, 422);
    const half = await check('budi', { jenis: 'masuk', latitude: -6.9 });
    assert.equal(half.statusCode, 422);
    assert.ok(half.json().errors.longitude);
    const badJenis = await check('budi', { jenis: 'istirahat', ...FAR });
    assert.equal(badJenis.statusCode, 422);
    const rows = await stored('budi');
    assert.deepEqual(
      rows.map((r) => [r.jenis, r.messages, r.latitude]),
      [['pulang', ['Lokasi Anda tidak diketahui; izinkan akses lokasi pada peramban'], null]],
    );
    const tamu = await check('tamu', { jenis: 'masuk', ...FAR });
    assert.equal(tamu.statusCode, 403);
    assert.equal((await stored('tamu')).length, 0);
  });

  test('an accepted check-in stores no error row', async () => {
    const ok = await check('ani', { jenis: 'pulang', latitude: -6.9218, longitude: 107.6073 });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal((await stored('ani')).length, 1);
  });

  test('admins list every refusal, newest first, paged and filtered', async () => {
    const all = await get('admin', `${LIST}&per_page=1`);
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.json().total, 2);
    assert.equal(all.json().data.length, 1);
    assert.equal(all.json().data[0].pegawai_nama, 'BUDI', 'newest first');
    const page2 = (await get('admin', `${LIST}&per_page=1&page=2`)).json().data as ErrorRow[];
    assert.deepEqual(
      page2.map((r) => [r.pegawai_nama, r.messages, r.mocked]),
      [['ANI', [OUTSIDE_REASON], true]],
    );
    const names = async (query: string) =>
      ((await get('admin', `${LIST}&${query}`)).json().data as ErrorRow[]).map((r) => r.pegawai_nama);
    assert.deepEqual(await names('mocked=true'), ['ANI']);
    assert.deepEqual(await names('mocked=false'), ['BUDI']);
    assert.deepEqual(await names(`kantor_id=${kantor.bogor}`), ['BUDI']);
    assert.deepEqual(await names(`pegawai_id=${pegawai.ani}`), ['ANI']);
    assert.deepEqual(await names('search=an'), ['ANI']);
    assert.deepEqual(await names(`date=${today}`), ['BUDI', 'ANI']);
    const [year, month] = today.split('-').map(Number);
    assert.deepEqual(await names(`tahun=${year}&bulan=${month}`), ['BUDI', 'ANI']);
    assert.deepEqual(await names(`tahun=${year - 1}`), []);
    assert.deepEqual(await names('date=2020-01-01'), []);
  });

  test('a plain employee sees only own refusals and may not ask for another; bad filters are 4xx', async () => {
    const own = await get('ani', LIST);
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(
      (own.json().data as ErrorRow[]).map((r) => r.pegawai_id),
      [pegawai.ani],
    );
    const other = await get('ani', `${LIST}&pegawai_id=${pegawai.budi}`);
    assert.equal(other.statusCode, 403);
    assert.equal((await get('tamu', LIST)).statusCode, 403);
    assert.equal((await get('admin', `${LIST}&date=kemarin`)).statusCode, 422);
  });
});
