/**
 * Care claims on PostgreSQL: roles (1 or 57; the register not 8; 403 for others), bad input → 4xx,
 * a claim through the approval engine (Admin SDM, then Super Admin; the counters), the employee a
 * claim is for never decides it, only the registrar changes a Draft, glasses (one claim per entitled
 * period, the ceiling of the grade), the master data (hospital classes and places, types), export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { createAccounts, tokensOf, type Account } from '../../../test/helpers/accounts.js';
import { pollJob } from '../../../test/helpers/poll-job.js';
import { createStorageTestApp, type StorageTestApp } from '../../../test/helpers/storage-app.js';
import { authorisedCaller } from '../../../test/helpers/test-app.js';

const NOTA = '/api/sdm/perawatan/x/nota';
const JENIS = '/api/sdm/perawatan/x/jenis';
const GOLONGAN = '/api/sdm/perawatan/x/rs_golongan';
const TEMPAT = '/api/sdm/perawatan/x/rs_tempat';
/** Seeded by migration 0051. */
const J = { rawatJalan: 1, kacaMata: 3 };

const today = DateTime.now().setZone('Asia/Jakarta');
const day = (offset: number) => today.plus({ days: offset }).toISODate()!;

type Name = 'hr' | 'verif' | 'boss' | 'terbatas' | 'ani' | 'budi';

describe('care claims (/api/sdm/perawatan/x/…)', () => {
  let t: StorageTestApp;
  let acc: Record<Name, Account>;
  let tok: Record<Name, string>;

  before(async () => {
    t = await createStorageTestApp();
    const pangkat = await t.db
      .insertInto('pangkat')
      .values({ nama: 'Staf', grade: '6', corporate_title: 'Staff' })
      .returning('id')
      .executeTakeFirstOrThrow();
    acc = await createAccounts<Name>(t, {
      hr: { roles: [10, 57], pegawai: { nama: 'Hana Pratiwi', npp: '51000001' } },
      verif: { roles: [10, 57], pegawai: { nama: 'Vera Anggraini', npp: '51000002' } },
      boss: { roles: [1, 10], pegawai: { nama: 'Bima Saputra', npp: '51000003' } },
      terbatas: { roles: [8, 10, 57], pegawai: { nama: 'Tono Sugiarto', npp: '51000004' } },
      ani: { roles: [10], pegawai: { nama: 'Ani Lestari', npp: '51000005' } },
      budi: { roles: [10], pegawai: { nama: 'Budi Santoso', npp: '51000006' } },
    });
    tok = tokensOf(acc);
    await t.db.updateTable('pegawai').set({ pangkat_id: pangkat.id }).where('id', '=', acc.ani.pegawaiId!).execute();
    await t.app.jobs.start();
  });
  after(() => t.close());

  const call = authorisedCaller(() => t.app);
  const claim = (over: Record<string, unknown> = {}) => ({
    pegawai_id: acc.ani.pegawaiId,
    jenis_id: J.rawatJalan,
    tanggal: day(-3),
    nomor_nota: 'NT-001',
    nominal: '350000',
    keterangan: 'Kontrol rutin',
    ...over,
  });
  const create = async (who: Name, body: Record<string, unknown>) => {
    const res = await call(tok[who], 'POST', NOTA, body);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { id: number; token: string; status: string; nominal: string };
  };
  const act = (who: Name, id: number, event: string, note?: string) =>
    call(tok[who], 'POST', `${NOTA}/${id}`, { event, note });
  const unapproved = async (who: Name) =>
    (await call(tok[who], 'GET', `${NOTA}?event=index_un_approved`)).json().data.unapproved as number;

  test('roles: 1 or 57 only, the register not 8; the guard answers 403', async () => {
    for (const [method, url] of [
      ['GET', NOTA],
      ['GET', `${NOTA}?event=index_config`],
      ['POST', NOTA],
      ['GET', TEMPAT],
      ['POST', GOLONGAN],
      ['POST', `${NOTA}/x/export`],
    ] as const) {
      const res = await call(tok.ani, method, url, method === 'POST' ? claim() : undefined);
      assert.equal(res.statusCode, 403, `${method} ${url} ${res.body}`);
    }
    assert.equal((await call(tok.terbatas, 'GET', NOTA)).statusCode, 403);
    assert.equal((await call(tok.terbatas, 'GET', `${NOTA}?event=index_config`)).statusCode, 200);
    assert.equal((await call(tok.boss, 'GET', NOTA)).statusCode, 200);
  });

  test('bad input answers 4xx with a message, nothing written', async () => {
    const cases: [Record<string, unknown>, number, string?][] = [
      [claim({ nominal: 'abc' }), 422],
      [claim({ nominal: '0' }), 422, 'nominal'],
      [claim({ nominal: -5 }), 422],
      [claim({ pegawai_id: 999999 }), 422, 'pegawai_id'],
      [claim({ pegawai_id: acc.hr.pegawaiId }), 422, 'pegawai_id'],
      [claim({ jenis_id: 999 }), 422, 'jenis_id'],
      [claim({ rs_tempat_id: 999 }), 422, 'rs_tempat_id'],
      [claim({ tanggal: day(5) }), 422, 'tanggal'],
      [claim({ tanggal: '2026-02-31' }), 422],
      [{}, 422],
    ];
    for (const [body, status, field] of cases) {
      const res = await call(tok.hr, 'POST', NOTA, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)} ${res.body}`);
      assert.ok(res.json().message);
      if (field) assert.ok(res.json().errors?.[field], res.body);
    }
    assert.equal((await t.db.selectFrom('perawatan_nota').select('id').execute()).length, 0);
    assert.equal((await call(tok.hr, 'GET', `${NOTA}?event=nope`)).statusCode, 400);
    assert.equal((await call(tok.hr, 'GET', `${NOTA}?event=index_show_by_token`)).statusCode, 422);
    assert.equal((await call(tok.hr, 'GET', `${NOTA}?event=index_show_by_token&token=salah`)).statusCode, 404);
    assert.equal((await call(tok.hr, 'GET', `${NOTA}?event=index_kaca_mata&pegawai_id=abc`)).statusCode, 422);
    assert.equal((await act('hr', 999999, 'store_request')).statusCode, 404);
    assert.equal((await call(tok.hr, 'PUT', `${NOTA}/999999`, claim())).statusCode, 404);
    assert.equal((await call(tok.hr, 'DELETE', `${NOTA}/999999`)).statusCode, 404);
    assert.equal((await call(tok.hr, 'GET', `${NOTA}?per_page=1000`)).statusCode, 422);
  });

  test('a claim through the approval engine: Admin SDM, then Super Admin; counters follow', async () => {
    const created = await call(tok.hr, 'POST', NOTA, claim());
    assert.equal(created.json().message, 'Perawatan created');
    const nota = created.json().data as { id: number; token: string; status: string; nominal: string };
    assert.deepEqual([nota.status, nota.nominal], ['draft', '350000.00']);
    assert.equal(await unapproved('hr'), 1, 'the registrar’s draft waits for them');

    assert.equal((await act('hr', nota.id, 'store_unknown')).statusCode, 400);
    assert.equal((await act('verif', nota.id, 'store_request')).statusCode, 403, 'only the requester sends it');
    const sent = await act('hr', nota.id, 'store_request');
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(sent.json().data.status, 'menunggu');
    assert.deepEqual(
      sent.json().data.approval.steps.map((s: { label: string }) => s.label),
      ['Admin SDM', 'Super Admin'],
    );
    assert.equal(await unapproved('hr'), 0);
    assert.equal(await unapproved('verif'), 1);
    assert.equal((await act('hr', nota.id, 'store_approve')).statusCode, 403, 'nobody approves their own request');
    assert.equal((await act('boss', nota.id, 'store_approve')).statusCode, 403, 'not yet the second step');
    assert.equal((await call(tok.hr, 'PUT', `${NOTA}/${nota.id}`, claim())).statusCode, 409, 'sent: no change');

    const mine = await call(tok.verif, 'GET', `${NOTA}?is_myturn=true`);
    assert.deepEqual(
      mine.json().data.map((r: { id: number }) => r.id),
      [nota.id],
    );
    const ok1 = await act('verif', nota.id, 'store_approve', 'Nota lengkap');
    assert.equal(ok1.statusCode, 200, ok1.body);
    assert.equal(ok1.json().message, 'Perawatan disetujui');
    assert.equal(await unapproved('verif'), 0);
    assert.equal(await unapproved('boss'), 1);
    const ok2 = await act('boss', nota.id, 'store_approve');
    assert.equal(ok2.json().data.status, 'disetujui');
    assert.equal(await unapproved('boss'), 0);

    const shown = await call(tok.hr, 'GET', `${NOTA}?event=index_show_by_token&token=${nota.token}`);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal(shown.json().data.approval.status_label, 'Disetujui');
    assert.equal(shown.json().data.approval.history.length, 4);
    assert.equal((await act('verif', nota.id, 'store_approve')).statusCode, 409, 'already decided');

    const audit = await t.db
      .selectFrom('audit_log')
      .select('entity')
      .where('entity', '=', 'perawatan_nota')
      .where('entity_id', '=', String(nota.id))
      .execute();
    assert.ok(audit.length >= 4);
  });

  test('the employee a claim is for never decides it; only the registrar changes or deletes a Draft', async () => {
    const forVera = await create('hr', claim({ pegawai_id: acc.verif.pegawaiId, nomor_nota: 'NT-VERA' }));
    const veraWaiting = await unapproved('verif');
    const sentForVera = await act('hr', forVera.id, 'store_request');
    assert.equal(sentForVera.statusCode, 200, sentForVera.body);
    // Not an approver of her own claim: no turn, no counter, no notification; the other Admin SDM decides.
    assert.deepEqual(
      sentForVera.json().data.approval.steps[0].approvers.map((a: { user_id: number }) => a.user_id),
      [acc.terbatas.id],
    );
    assert.equal(await unapproved('verif'), veraWaiting);
    const veraTurn = await call(tok.verif, 'GET', `${NOTA}?is_myturn=true`);
    assert.ok(!veraTurn.json().data.some((r: { id: number }) => r.id === forVera.id));
    const veraNotified = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', acc.verif.id)
      .where('kind', '=', 'approval')
      .where('body', '=', `Klaim Perawatan #${forVera.id}`)
      .execute();
    assert.deepEqual(veraNotified, []);
    // The approver with restricted access (8) may not open the register: the notice opens the claim itself.
    const notice = await t.db
      .selectFrom('notifications')
      .select('link')
      .where('user_id', '=', acc.terbatas.id)
      .where('body', '=', `Klaim Perawatan #${forVera.id}`)
      .executeTakeFirstOrThrow();
    assert.equal(notice.link, `/pegawai/perawatan/${forVera.token}`);
    const own = await act('verif', forVera.id, 'store_approve');
    assert.equal(own.statusCode, 403);
    assert.equal(own.json().message, 'Anda tidak dapat menyetujui atau menolak klaim perawatan Anda sendiri');
    const seen = await call(tok.verif, 'GET', `${NOTA}?event=index_show_by_token&token=${forVera.token}`);
    assert.deepEqual(seen.json().data.approval.allowed_actions, []);
    const byOther = await act('terbatas', forVera.id, 'store_reject', 'Nota tidak terbaca');
    assert.equal(byOther.json().data.status, 'ditolak');

    const draft = await create('hr', claim({ nomor_nota: 'NT-DRAFT' }));
    assert.equal((await call(tok.verif, 'PUT', `${NOTA}/${draft.id}`, claim())).statusCode, 403);
    assert.equal((await call(tok.verif, 'DELETE', `${NOTA}/${draft.id}`)).statusCode, 403);
    const changed = await call(tok.hr, 'PUT', `${NOTA}/${draft.id}`, claim({ nominal: '420000.50' }));
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual([changed.json().message, changed.json().data.nominal], ['Perawatan updated', '420000.50']);
    const removed = await call(tok.hr, 'DELETE', `${NOTA}/${draft.id}`);
    assert.equal(removed.json().message, 'Perawatan deleted');
    assert.equal(await unapproved('hr'), 0);
  });

  test('a Draft deleted while it is being sent waits for the request row first (the engine’s lock order)', async () => {
    const draft = await create('hr', claim({ nomor_nota: 'NT-LOCK' }));
    // This transaction holds the request row as the engine's store_request does before beforeRequest
    // locks the claim; the delete must wait for the request row before it takes the claim, or the two
    // would deadlock (a 500).
    const { deleting, claimFree } = await t.db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM approval_request WHERE type = 'perawatan' AND subject_id = ${draft.id} FOR UPDATE`.execute(
        trx,
      );
      const pending = call(tok.hr, 'DELETE', `${NOTA}/${draft.id}`).then((res) => res);
      for (let i = 0; i < 250; i++) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE wait_event_type = 'Lock' AND datname = current_database()`.execute(t.db);
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const free = await sql`SELECT id FROM perawatan_nota WHERE id = ${draft.id} FOR UPDATE NOWAIT`
        .execute(trx)
        .then(() => true)
        .catch(() => false);
      return { deleting: { pending }, claimFree: free };
    });
    assert.equal(claimFree, true, 'the delete took the claim before the request row');
    const deleted = await deleting.pending;
    assert.equal(deleted.statusCode, 200, deleted.body);
  });

  test('glasses: within the ceiling of the grade, one claim per entitled period', async () => {
    const hak = await call(tok.hr, 'GET', `${NOTA}?event=index_kaca_mata&pegawai_id=${acc.ani.pegawaiId}`);
    assert.equal(hak.statusCode, 200, hak.body);
    assert.deepEqual([hak.json().data.grade, hak.json().data.plafon, hak.json().data.klaim], ['6', '1000000.00', null]);

    const glasses = (over: Record<string, unknown> = {}) => claim({ jenis_id: J.kacaMata, tanggal: day(0), ...over });
    const over = await call(tok.hr, 'POST', NOTA, glasses({ nominal: '1000000.01' }));
    assert.equal(over.statusCode, 422);
    assert.match(over.json().errors.nominal[0], /^Nominal melebihi plafon kacamata \(Rp 1\.000\.000,00\)$/);
    const noGrade = await call(tok.hr, 'POST', NOTA, glasses({ pegawai_id: acc.budi.pegawaiId, nominal: '500000' }));
    assert.equal(noGrade.statusCode, 422);
    assert.ok(noGrade.json().errors.pegawai_id);

    const first = await create('hr', glasses({ nominal: '900000' }));
    const second = await call(tok.hr, 'POST', NOTA, glasses({ nominal: '100000' }));
    assert.equal(second.statusCode, 409);
    assert.match(second.json().message, /^Pegawai ini sudah memiliki klaim kacamata pada periode \d{4} - \d{4}$/);
    // Another period is free.
    const older = await create('hr', glasses({ tanggal: day(-800), nominal: '500000' }));
    assert.equal((await act('hr', older.id, 'store_request')).statusCode, 200);

    assert.equal((await act('hr', first.id, 'store_request')).statusCode, 200);
    const used = await call(tok.hr, 'GET', `${NOTA}?event=index_kaca_mata&pegawai_id=${acc.ani.pegawaiId}`);
    assert.equal(used.json().data.klaim.id, first.id);
    assert.equal((await act('hr', first.id, 'store_cancel')).statusCode, 200);
    const again = await create('hr', glasses({ nominal: '100000' }));
    // The cancelled one reset to Draft cannot go out again while the new one uses the period.
    assert.equal((await act('hr', first.id, 'store_reset')).statusCode, 200);
    assert.equal((await act('hr', again.id, 'store_request')).statusCode, 200);
    assert.equal((await act('hr', first.id, 'store_request')).statusCode, 409);

    const list = await call(tok.hr, 'GET', `${NOTA}?is_kaca_mata=true&pegawai_id=${acc.ani.pegawaiId}`);
    assert.equal(list.json().total, 3);
  });

  test('master data: classes, places, types; unique names, in use, one glasses type', async () => {
    const gol = await call(tok.hr, 'POST', GOLONGAN, { nama: 'Kelas Utama' });
    assert.equal(gol.json().message, 'Golongan Rumah Sakit created');
    assert.equal((await call(tok.hr, 'POST', GOLONGAN, { nama: 'kelas utama' })).statusCode, 409);
    assert.equal((await call(tok.hr, 'POST', GOLONGAN, { nama: '  ' })).statusCode, 422);
    const place = await call(tok.hr, 'POST', TEMPAT, {
      nama: 'RS Harapan Kita',
      golongan_id: gol.json().data.id,
      kota: 'Jakarta',
    });
    assert.equal(place.statusCode, 200, place.body);
    assert.equal(place.json().data.golongan.nama, 'Kelas Utama');
    assert.equal((await call(tok.hr, 'POST', TEMPAT, { nama: 'RS X', golongan_id: 99999 })).statusCode, 422);
    assert.equal((await call(tok.hr, 'DELETE', `${GOLONGAN}/${gol.json().data.id}`)).statusCode, 409);

    const withPlace = await create('hr', claim({ rs_tempat_id: place.json().data.id, nomor_nota: 'NT-RS' }));
    assert.equal((await call(tok.hr, 'DELETE', `${TEMPAT}/${place.json().data.id}`)).statusCode, 409);
    const found = await call(tok.hr, 'GET', `${NOTA}?search=harapan`);
    assert.deepEqual(
      found.json().data.map((r: { id: number }) => r.id),
      [withPlace.id],
    );

    assert.equal((await call(tok.hr, 'POST', JENIS, { nama: 'Kacamata Baru', is_kaca_mata: true })).statusCode, 422);
    const jenis = await call(tok.hr, 'POST', JENIS, { nama: 'Fisioterapi' });
    assert.equal(jenis.json().message, 'Jenis Perawatan created');
    const renamed = await call(tok.hr, 'PUT', `${JENIS}/${jenis.json().data.id}`, { nama: 'Fisioterapi Lanjutan' });
    assert.equal(renamed.json().message, 'Jenis Perawatan updated');
    assert.equal(
      (await call(tok.hr, 'DELETE', `${JENIS}/${jenis.json().data.id}`)).json().message,
      'Jenis Perawatan deleted',
    );
    assert.equal((await call(tok.hr, 'DELETE', `${JENIS}/${J.rawatJalan}`)).statusCode, 409);
    assert.equal((await call(tok.hr, 'PUT', `${JENIS}/99999`, { nama: 'X' })).statusCode, 404);

    const config = await call(tok.hr, 'GET', `${NOTA}?event=index_config`);
    assert.equal(config.statusCode, 200, config.body);
    assert.deepEqual(
      config.json().data.alur.map((s: { label: string }) => s.label),
      ['Admin SDM', 'Super Admin'],
    );
    assert.equal(config.json().data.kaca_mata.periode_tahun, 2);
  });

  test('export: an xlsx job of every claim', async () => {
    const exp = await call(tok.hr, 'POST', `${NOTA}/x/export`);
    assert.equal(exp.statusCode, 200, exp.body);
    assert.equal(exp.json().message, 'Export data perawatan created, menunggu proses selesai.');
    const job = await pollJob(t, tok.hr, exp.json().data.job_id);
    assert.equal(job.status, 'done', JSON.stringify(job));
  });
});
