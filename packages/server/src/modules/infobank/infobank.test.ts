/**
 * The info board and the public channel on PostgreSQL: only the info admins (role 7) manage them
 * (403 for an employee), every signed-in user reads the announcements valid on the portal's day
 * (WIB) and the channel, attachments stored and opened by readers while valid, bad input → 4xx
 * with nothing written, an unknown event → 'Unsuccessful Event'.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { ChannelPostRow, InfobankRow } from '@portal/contracts';
import { createAccounts, type Account } from '../../../test/helpers/accounts.js';
import { tableCount } from '../../../test/helpers/fixtures.js';
import { sampleExe, samplePdf } from '../../../test/helpers/sample-files.js';
import { authorisedCaller, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const BASE = '/api/general/infobank';
const CHANNEL = '/api/general/channel/x/public';

describe('info board (/api/general/infobank) and public channel', () => {
  let t: TestApp;
  let dataDir: string;
  let u: Record<'info' | 'pegawai', Account>;
  /** The portal's calendar day and its neighbours, as PostgreSQL computes them in WIB. */
  let day: { today: string; yesterday: string; tomorrow: string };

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-infobank-test-'));
    t = await createTestApp({ config: { dataDir } });
    u = await createAccounts(t, {
      info: { roles: [7, 10], pegawai: { nama: 'Indah Informasi' } },
      pegawai: { roles: [10], pegawai: { nama: 'Budi Pegawai' } },
    });
    const { rows } = await sql<typeof day>`SELECT to_char(d, 'YYYY-MM-DD') AS today,
        to_char(d - 1, 'YYYY-MM-DD') AS yesterday, to_char(d + 1, 'YYYY-MM-DD') AS tomorrow
      FROM (SELECT (now() AT TIME ZONE 'Asia/Jakarta')::date AS d) x`.execute(t.db);
    day = rows[0];
  });
  after(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = authorisedCaller(
    () => t.app,
    (a: Account) => a.token,
  );
  const create = async (payload: object): Promise<InfobankRow> => {
    const res = await call(u.info, 'POST', BASE, payload);
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<{ message: string; data: InfobankRow }>();
    assert.equal(answer.message, 'Infobank created');
    return answer.data;
  };

  let aktif: InfobankRow;
  let kedaluwarsa: InfobankRow;
  let mendatang: InfobankRow;

  test('the info admin creates announcements (trimmed, with an attachment); audited', async () => {
    aktif = await create({
      judul: '  Libur nasional  ',
      isi: 'Kantor tutup pada hari libur nasional.',
      valid_from: day.today,
      valid_until: day.today,
      attachments: [{ name: 'edaran.pdf', content_base64: samplePdf('Edaran').toString('base64') }],
    });
    assert.equal(aktif.judul, 'Libur nasional');
    assert.equal(aktif.is_active, true);
    assert.equal(aktif.attachments.length, 1);
    assert.equal(aktif.attachments[0].name, 'edaran.pdf');
    assert.equal(aktif.created_by_name, 'Indah Informasi');
    kedaluwarsa = await create({
      judul: 'Kemarin',
      isi: 'Sudah lewat',
      valid_from: day.yesterday,
      valid_until: day.yesterday,
    });
    mendatang = await create({ judul: 'Besok', isi: 'Belum mulai', valid_from: day.tomorrow, valid_until: null });
    assert.equal(kedaluwarsa.is_active, false);
    assert.equal(mendatang.is_active, false);
    const audit = await t.db.selectFrom('audit_log').select('entity').where('entity', '=', 'infobank').execute();
    assert.equal(audit.length, 3);
  });

  test('index_active: every signed-in user sees only what is valid on the portal’s day', async () => {
    const res = await call(u.pegawai, 'GET', `${BASE}?event=index_active&per_page=100`);
    assert.equal(res.statusCode, 200, res.body);
    const ids = res.json<{ data: InfobankRow[] }>().data.map((r) => r.id);
    assert.deepEqual(ids, [aktif.id]);
    // An open-ended one that started yesterday is valid today.
    const terbuka = await create({ judul: 'Terbuka', isi: 'Tanpa akhir', valid_from: day.yesterday });
    const again = await call(u.pegawai, 'GET', `${BASE}?event=index_active&per_page=100`);
    assert.deepEqual(
      new Set(again.json<{ data: InfobankRow[] }>().data.map((r) => r.id)),
      new Set([aktif.id, terbuka.id]),
    );
  });

  test('index (the admins’ list): every live one, search and paging; 403 for an employee', async () => {
    const res = await call(u.info, 'GET', `${BASE}?per_page=2`);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json<{ data: InfobankRow[]; total: number; last_page: number }>();
    assert.equal(page.total, 4);
    assert.equal(page.data.length, 2);
    assert.equal(page.last_page, 2);
    const found = await call(u.info, 'GET', `${BASE}?event=index&search=lewat`);
    assert.deepEqual(
      found.json<{ data: InfobankRow[] }>().data.map((r) => r.id),
      [kedaluwarsa.id],
    );
    for (const url of [BASE, `${BASE}?event=index`])
      assert.equal((await call(u.pegawai, 'GET', url)).statusCode, 403, url);
    const unknown = await call(u.info, 'GET', `${BASE}?event=semua`);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json<{ message: string }>().message, 'Unsuccessful Event');
  });

  test('a reader opens a valid announcement and its attachment; an expired or future one is 404 to them', async () => {
    const shown = await call(u.pegawai, 'GET', `${BASE}/${aktif.id}`);
    assert.equal(shown.statusCode, 200, shown.body);
    const file = await call(u.pegawai, 'GET', `${BASE}/${aktif.id}/x/file?file_id=${aktif.attachments[0].id}`);
    assert.equal(file.statusCode, 200, file.body);
    const bytes = await t.app.inject({ method: 'GET', url: file.json<{ data: string }>().data });
    assert.equal(bytes.statusCode, 200);
    for (const id of [kedaluwarsa.id, mendatang.id]) {
      assert.equal((await call(u.pegawai, 'GET', `${BASE}/${id}`)).statusCode, 404);
      assert.equal((await call(u.info, 'GET', `${BASE}/${id}`)).statusCode, 200);
    }
  });

  test('an employee cannot create, change or delete (403), and nothing is written', async () => {
    const before = await tableCount(t.db, 'infobank');
    const body = { judul: 'X', isi: 'Y', valid_from: day.today };
    assert.equal((await call(u.pegawai, 'POST', BASE, body)).statusCode, 403);
    assert.equal((await call(u.pegawai, 'PUT', `${BASE}/${aktif.id}`, body)).statusCode, 403);
    assert.equal((await call(u.pegawai, 'DELETE', `${BASE}/${aktif.id}`)).statusCode, 403);
    assert.equal(await tableCount(t.db, 'infobank'), before);
  });

  test('bad input → 422 naming the fields, nothing written; a disguised file is refused', async () => {
    const before = { infobank: await tableCount(t.db, 'infobank'), files: await tableCount(t.db, 'files') };
    const blank = await call(u.info, 'POST', BASE, {
      judul: '   ',
      isi: '',
      valid_from: day.today,
      valid_until: day.yesterday,
    });
    assert.equal(blank.statusCode, 422, blank.body);
    const errors = blank.json<{ errors: Record<string, string[]> }>().errors;
    assert.deepEqual(Object.keys(errors).sort(), ['isi', 'judul', 'valid_until']);
    const badDate = await call(u.info, 'POST', BASE, { judul: 'A', isi: 'B', valid_from: '2026-02-30' });
    assert.equal(badDate.statusCode, 422, badDate.body);
    const exe = await call(u.info, 'POST', BASE, {
      judul: 'A',
      isi: 'B',
      valid_from: day.today,
      attachments: [{ name: 'surat.pdf', content_base64: sampleExe().toString('base64') }],
    });
    assert.ok(exe.statusCode >= 400 && exe.statusCode < 500, exe.body);
    const notBase64 = await call(u.info, 'POST', BASE, {
      judul: 'A',
      isi: 'B',
      valid_from: day.today,
      attachments: [{ name: 'surat.pdf', content_base64: 'bukan base64!' }],
    });
    assert.equal(notBase64.statusCode, 422, notBase64.body);
    assert.deepEqual(notBase64.json<{ errors: Record<string, string[]> }>().errors['attachments.0'], [
      'Isi lampiran tidak valid (harus base64)',
    ]);
    assert.equal(await tableCount(t.db, 'infobank'), before.infobank);
    assert.equal(await tableCount(t.db, 'files'), before.files);
  });

  test('update changes the dates and removes a file; delete hides it from everyone', async () => {
    const res = await call(u.info, 'PUT', `${BASE}/${aktif.id}`, {
      judul: 'Libur nasional (diubah)',
      isi: 'Isi baru',
      valid_from: day.yesterday,
      valid_until: day.tomorrow,
      remove_file_ids: [aktif.attachments[0].id],
    });
    assert.equal(res.statusCode, 200, res.body);
    const answer = res.json<{ message: string; data: InfobankRow }>();
    assert.equal(answer.message, 'Infobank updated');
    assert.equal(answer.data.valid_until, day.tomorrow);
    assert.equal(answer.data.attachments.length, 0);
    const foreign = await call(u.info, 'PUT', `${BASE}/${aktif.id}`, {
      judul: 'A',
      isi: 'B',
      valid_from: day.today,
      remove_file_ids: [999_999],
    });
    assert.equal(foreign.statusCode, 422);
    const gone = await call(u.info, 'DELETE', `${BASE}/${kedaluwarsa.id}`);
    assert.equal(gone.statusCode, 200);
    assert.equal(gone.json<{ message: string }>().message, 'Infobank deleted');
    assert.equal((await call(u.info, 'GET', `${BASE}/${kedaluwarsa.id}`)).statusCode, 404);
    assert.equal((await call(u.info, 'DELETE', `${BASE}/${kedaluwarsa.id}`)).statusCode, 404);
  });

  test('public channel: the info admin posts, every user reads (newest first, paged); an employee may not post', async () => {
    for (const judul of ['Pertama', 'Kedua']) {
      const res = await call(u.info, 'POST', CHANNEL, { judul, isi: `Info ${judul}` });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json<{ message: string }>().message, 'Channel public created');
    }
    const list = await call(u.pegawai, 'GET', `${CHANNEL}?per_page=1`);
    assert.equal(list.statusCode, 200, list.body);
    const page = list.json<{ data: ChannelPostRow[]; total: number }>();
    assert.equal(page.total, 2);
    assert.equal(page.data[0].judul, 'Kedua');
    const id = page.data[0].id;
    assert.equal((await call(u.pegawai, 'POST', CHANNEL, { judul: 'X', isi: 'Y' })).statusCode, 403);
    assert.equal((await call(u.pegawai, 'PUT', `${CHANNEL}/${id}`, { judul: 'X', isi: 'Y' })).statusCode, 403);
    assert.equal((await call(u.pegawai, 'DELETE', `${CHANNEL}/${id}`)).statusCode, 403);
    assert.equal((await call(u.info, 'POST', CHANNEL, { judul: ' ', isi: 'x'.repeat(2001) })).statusCode, 422);
    const changed = await call(u.info, 'PUT', `${CHANNEL}/${id}`, { judul: 'Kedua (ubah)', isi: 'Baru' });
    assert.equal(changed.json<{ message: string }>().message, 'Channel public updated');
    assert.equal((await call(u.info, 'DELETE', `${CHANNEL}/${id}`)).statusCode, 200);
    const after = await call(u.pegawai, 'GET', CHANNEL);
    assert.equal(after.json<{ total: number }>().total, 1);
  });
});
