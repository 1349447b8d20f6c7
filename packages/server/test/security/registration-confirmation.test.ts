/**
 * A self-registered account approves nothing until HR confirms it (issue #13): whoever guesses a
 * manager's NPP and birth date must not become the approver of the manager's staff.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { resolveSuperiorUserIds } from '../../src/platform/approval/resolvers.js';
import { createJabatanChain, createUser, seedKantor } from '../helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';

describe('registration needs HR confirmation before the account approves', () => {
  let t: TestApp;
  let aniPegawai: number;

  before(async () => {
    t = await createTestApp();
    const kantor = await seedKantor(t.db);
    const [pemimpin, teller] = await createJabatanChain(t.db, ['Pemimpin Cabang', 'Teller']);
    aniPegawai = (
      await createUser(t.db, {
        name: 'ani',
        password: 'Rahasia#Kuat2026',
        roles: [10],
        pegawai: { nama: 'Ani', kantor_id: kantor.bandung, jabatan_id: teller },
      })
    ).pegawaiId!;
    await t.db
      .insertInto('pegawai')
      .values({
        nama: 'Budi Pemimpin',
        npp: '66600001',
        tanggal_lahir: '1980-05-06',
        kantor_id: kantor.bandung,
        jabatan_id: pemimpin,
      })
      .execute();
    await createUser(t.db, { name: 'hr', password: 'Rahasia#Kuat2026', roles: [10, 57] });
  });
  after(() => t.close());

  test('the registered manager is passed over as approver until HR confirms the account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { captcha: await t.solveCaptcha() },
      payload: {
        npp: '66600001',
        tanggal_lahir: '1980-05-06',
        email: 'budi@bank.test',
        username: 'budi',
        password: 'Budi#Kuat2026',
      },
    });
    assert.equal(res.statusCode, 201, res.body);
    const budi = await t.db
      .selectFrom('users')
      .select(['id', 'registration_confirmed'])
      .where('name', '=', 'budi')
      .executeTakeFirstOrThrow();
    assert.equal(budi.registration_confirmed, false);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, aniPegawai), [], 'not an approver yet');

    const budiToken = (await t.login('budi', 'Budi#Kuat2026')).access_token;
    const self = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(budiToken),
      payload: { event: 'store_confirm_registration', user_id: budi.id },
    });
    assert.equal(self.statusCode, 403, 'cannot confirm itself');

    const hrToken = (await t.login('hr', 'Rahasia#Kuat2026')).access_token;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(hrToken),
      payload: { event: 'store_confirm_registration', user_id: budi.id },
    });
    assert.deepEqual([confirm.statusCode, confirm.json()], [200, { message: 'Pendaftaran akun dikonfirmasi' }]);
    assert.deepEqual(await resolveSuperiorUserIds(t.db, aniPegawai), [budi.id]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(budi.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.after, { registration_confirmed: true });
  });
});
