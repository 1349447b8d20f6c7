/**
 * Bill scans (nota) of a care claim on PostgreSQL (file event 11, through the platform's decree files):
 * the registrar adds, lists and removes them while the claim is a Draft; another HR reads them but
 * changes nothing; an employee without the roles is refused by the guard; once sent the scans are
 * fixed (409); a wrong or too large file answers 422 and stores nothing; deleting the Draft removes them.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { createAccounts, tokensOf, type Account } from '../../../test/helpers/accounts.js';
import { sampleExe, samplePdf, samplePng } from '../../../test/helpers/sample-files.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';

const NOTA = '/api/sdm/perawatan/x/nota';
/** Seeded by migration 0051. */
const RAWAT_JALAN = 1;

type Name = 'hr' | 'verif' | 'boss' | 'ani';

describe('bill scans of a care claim (/api/sdm/perawatan/x/nota/{id}/x/file)', () => {
  let t: StorageTestApp;
  let acc: Record<Name, Account>;
  let tok: Record<Name, string>;

  before(async () => {
    t = await createStorageTestApp();
    acc = await createAccounts<Name>(t, {
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Pratiwi', npp: '52000001' } },
      verif: { roles: [10, 57], pegawai: { nama: 'Vera Anggraini', npp: '52000002' } },
      boss: { roles: [1, 10], pegawai: { nama: 'Bima Saputra', npp: '52000003' } },
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', npp: '52000004' } },
    });
    tok = tokensOf(acc);
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const pdf = (name = 'nota-apotek.pdf', body = samplePdf('Nota apotek')) => ({
    name,
    content_base64: body.toString('base64'),
  });
  const draft = async (nomor: string) => {
    const res = await call(tok.hr, 'POST', NOTA, {
      pegawai_id: acc.ani.pegawaiId,
      jenis_id: RAWAT_JALAN,
      tanggal: DateTime.now().setZone('Asia/Jakarta').minus({ days: 2 }).toISODate(),
      nomor_nota: nomor,
      nominal: '250000',
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; token: string };
  };
  const storedFiles = async (id: number) =>
    t.db
      .selectFrom('files')
      .select(['id', 'event_id'])
      .where('owner_type', '=', 'perawatan_nota')
      .where('owner_id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();

  test('the registrar adds, lists and removes scans of a Draft; others read them only', async () => {
    const nota = await draft('NT-FILE-1');
    const files = `${NOTA}/${nota.id}/x/file`;
    assert.deepEqual((await call(tok.hr, 'GET', files)).json(), { data: [] });

    const added = await call(tok.hr, 'POST', files, pdf());
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, 'Attachment Updated');
    assert.deepEqual(
      added.json().data.map((f: { name: string; content_type: string }) => [f.name, f.content_type]),
      [['nota-apotek.pdf', 'application/pdf']],
    );
    const png = await call(tok.hr, 'POST', files, {
      name: 'kwitansi.png',
      content_base64: samplePng().toString('base64'),
    });
    assert.equal(png.statusCode, 200, png.body);
    assert.equal((await storedFiles(nota.id)).length, 2);
    assert.ok(
      (await storedFiles(nota.id)).every((f) => f.event_id === 11),
      'spec file event 11 "care"',
    );

    // Another HR and the approver read the scans with signed addresses; changing them is the registrar's.
    for (const who of ['verif', 'boss'] as const) {
      const seen = await call(tok[who], 'GET', files);
      assert.equal(seen.statusCode, 200, seen.body);
      assert.equal(seen.json().data.length, 2);
      assert.ok(seen.json().data.every((f: { url: string }) => f.url.length > 0));
    }
    const fileId = added.json().data[0].id as number;
    const byOther = await call(tok.verif, 'POST', files, pdf('lain.pdf'));
    assert.equal(byOther.statusCode, 403);
    assert.equal(byOther.json().message, 'Hanya pendaftar klaim yang dapat mengubah atau menghapusnya');
    assert.equal((await call(tok.verif, 'DELETE', `${files}/${fileId}`)).statusCode, 403);
    // An employee without 1 or 57 is refused by the guard, whatever they ask.
    for (const [method, url, body] of [
      ['GET', files, undefined],
      ['POST', files, pdf()],
      ['DELETE', `${files}/${fileId}`, undefined],
    ] as const) {
      assert.equal((await call(tok.ani, method, url, body)).statusCode, 403, `${method} ${url}`);
    }
    assert.equal((await storedFiles(nota.id)).length, 2, 'the refused calls stored and removed nothing');

    const removed = await call(tok.hr, 'DELETE', `${files}/${fileId}`);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(
      removed.json().data.map((f: { name: string }) => f.name),
      ['kwitansi.png'],
    );
    assert.equal((await call(tok.hr, 'DELETE', `${files}/${fileId}`)).statusCode, 404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'perawatan_nota_file')
      .execute();
    assert.equal(audit.length, 3, 'two uploads and a removal');

    // Deleting the Draft removes its scans too.
    assert.equal((await call(tok.hr, 'DELETE', `${NOTA}/${nota.id}`)).statusCode, 200);
    assert.deepEqual(await storedFiles(nota.id), []);
    assert.equal((await call(tok.hr, 'GET', files)).statusCode, 404);
  });

  test('once sent the scans are fixed; reset to Draft they can change again', async () => {
    const nota = await draft('NT-FILE-2');
    const files = `${NOTA}/${nota.id}/x/file`;
    const added = await call(tok.hr, 'POST', files, pdf());
    assert.equal(added.statusCode, 200, added.body);
    const fileId = added.json().data[0].id as number;
    const sent = await call(tok.hr, 'POST', `${NOTA}/${nota.id}`, { event: 'store_request' });
    assert.equal(sent.statusCode, 200, sent.body);

    const late = await call(tok.hr, 'POST', files, pdf('susulan.pdf'));
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, 'Klaim yang sudah diajukan tidak dapat diubah. Reset ke Draft terlebih dahulu.');
    assert.equal((await call(tok.hr, 'DELETE', `${files}/${fileId}`)).statusCode, 409);
    assert.equal((await call(tok.verif, 'GET', files)).json().data.length, 1, 'the approver still reads it');

    assert.equal((await call(tok.hr, 'POST', `${NOTA}/${nota.id}`, { event: 'store_cancel' })).statusCode, 200);
    assert.equal((await call(tok.hr, 'POST', `${NOTA}/${nota.id}`, { event: 'store_reset' })).statusCode, 200);
    assert.equal((await call(tok.hr, 'POST', files, pdf('susulan.pdf'))).statusCode, 200);
    assert.equal((await storedFiles(nota.id)).length, 2);
  });

  test('a wrong or too large file, or a claim that does not exist: 4xx, nothing stored', async () => {
    const nota = await draft('NT-FILE-3');
    const files = `${NOTA}/${nota.id}/x/file`;
    const exe = await call(tok.hr, 'POST', files, pdf('nota.pdf', sampleExe()));
    assert.equal(exe.statusCode, 422, exe.body);
    assert.ok(exe.json().message);
    const notBase64 = await call(tok.hr, 'POST', files, { name: 'nota.pdf', content_base64: '***' });
    assert.equal(notBase64.statusCode, 422);
    assert.deepEqual(notBase64.json().errors.file, ['File tidak valid']);
    const big = await call(
      tok.hr,
      'POST',
      files,
      pdf('besar.pdf', Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)])),
    );
    assert.equal(big.statusCode, 422, big.body.slice(0, 300));
    assert.deepEqual(big.json().errors.file, ['Ukuran file paling besar 2 MB']);
    const missingName = await call(tok.hr, 'POST', files, { content_base64: samplePdf().toString('base64') });
    assert.equal(missingName.statusCode, 422);
    assert.deepEqual(await storedFiles(nota.id), []);

    for (const [method, body] of [
      ['GET', undefined],
      ['POST', pdf()],
    ] as const) {
      const missing = await call(tok.hr, method, `${NOTA}/999999/x/file`, body);
      assert.equal(missing.statusCode, 404, `${method} ${missing.body}`);
      assert.equal(missing.json().message, 'Data perawatan tidak ditemukan');
    }
    assert.equal((await call(tok.hr, 'DELETE', `${NOTA}/999999/x/file/1`)).statusCode, 404);
  });
});
