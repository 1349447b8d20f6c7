/**
 * Issue #13, the role-admin takeover chain, link by link: role 66 gave itself 63, role 63 read
 * reset links in the outbox, a reset link gave any account. Each link is refused on its own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { hashOpaqueToken } from '../../platform/auth/tokens.js';

const PASSWORD = 'Rahasia#2026';

describe('role-admin takeover chain', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let userAdmin: string;
  let superAdmin: string;

  before(async () => {
    t = await createTestApp();
    ids = {
      useradmin: (await createUser(t.db, { name: 'useradmin', password: PASSWORD, roles: [10, 66] })).id,
      superadmin: (
        await createUser(t.db, {
          name: 'superadmin',
          password: PASSWORD,
          roles: [1, 10, 63, 66],
          email: 'super@bank.test',
        })
      ).id,
      hr: (await createUser(t.db, { name: 'hr', password: PASSWORD, roles: [10, 57] })).id,
      pegawai: (
        await createUser(t.db, { name: 'pegawai', password: PASSWORD, roles: [10], email: 'pegawai@bank.test' })
      ).id,
    };
    userAdmin = (await t.login('useradmin', PASSWORD)).access_token;
    superAdmin = (await t.login('superadmin', PASSWORD)).access_token;
  });
  after(() => t.close());

  const setRoles = (token: string, userId: number, roles: number[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/general/users/x/roles',
      headers: bearer(token),
      payload: { event: 'store_update_roles', user_id: userId, roles },
    });
  const rolesOf = async (userId: number) =>
    (
      await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).orderBy('role_id').execute()
    ).map((r) => r.role_id);
  const roleAudits = async (userId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['user_id', 'before', 'after'])
      .where('entity', '=', 'user_roles')
      .where('entity_id', '=', String(userId))
      .orderBy('id')
      .execute();

  test('link 1: nobody changes their own roles, not even a super admin', async () => {
    const own = await setRoles(userAdmin, ids.useradmin, [10, 63, 66]);
    assert.equal(own.statusCode, 403);
    assert.deepEqual(own.json(), { message: 'Anda tidak dapat mengubah role akun Anda sendiri' });
    const superOwn = await setRoles(superAdmin, ids.superadmin, [1, 10, 63, 66, 57]);
    assert.equal(superOwn.statusCode, 403);
    assert.deepEqual(await rolesOf(ids.useradmin), [10, 66]);
    assert.deepEqual(await rolesOf(ids.superadmin), [1, 10, 63, 66]);
    assert.deepEqual(await roleAudits(ids.useradmin), [], 'a refused change writes nothing');
  });

  test('link 1: a role is granted or revoked only by an account that holds it (role 1 only by role 1)', async () => {
    const grant63 = await setRoles(userAdmin, ids.pegawai, [10, 63]);
    assert.equal(grant63.statusCode, 403);
    assert.deepEqual(grant63.json(), {
      message: 'Anda hanya dapat memberi atau mencabut role yang Anda miliki; role ini tidak Anda miliki: 63',
    });
    const revoke57 = await setRoles(userAdmin, ids.hr, [10]);
    assert.equal(revoke57.statusCode, 403);
    assert.deepEqual(await rolesOf(ids.pegawai), [10]);
    assert.deepEqual(await rolesOf(ids.hr), [10, 57]);
    assert.equal((await setRoles(userAdmin, ids.pegawai, [1, 10])).statusCode, 403);

    // Roles it holds (66) it may grant; a super admin holding 1 may grant 1.
    assert.equal((await setRoles(userAdmin, ids.pegawai, [10, 66])).statusCode, 200);
    assert.deepEqual(await rolesOf(ids.pegawai), [10, 66]);
    assert.equal((await setRoles(superAdmin, ids.pegawai, [1, 10])).statusCode, 200);
    assert.deepEqual(await rolesOf(ids.pegawai), [1, 10]);
    assert.equal((await setRoles(superAdmin, ids.pegawai, [10])).statusCode, 200);
  });

  test('link 1: each grant and each revoke is its own audit entry, with who did it', async () => {
    const audits = await roleAudits(ids.pegawai);
    const singles = audits.filter((a) => a.after && 'role_id' in (a.after as object));
    assert.deepEqual(
      singles.map((a) => [a.user_id, a.after]),
      [
        [ids.useradmin, { role_id: 66, granted: true }],
        [ids.superadmin, { role_id: 1, granted: true }],
        [ids.superadmin, { role_id: 66, revoked: true }],
        [ids.superadmin, { role_id: 1, revoked: true }],
      ],
    );
  });

  test('a user admin cannot reset the password of an account stronger than itself, nor its own', async () => {
    const reset = (userId: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/general/users',
        headers: bearer(userAdmin),
        payload: { event: 'store_reset_password', user_id: userId },
      });
    const hr = await reset(ids.hr);
    assert.equal(hr.statusCode, 403);
    assert.deepEqual(hr.json(), {
      message: 'Anda tidak dapat mereset password akun yang memiliki role yang tidak Anda miliki',
    });
    assert.equal((await reset(ids.useradmin)).statusCode, 403);
    assert.equal((await reset(ids.superadmin)).statusCode, 403);
    await t.login('hr', PASSWORD); // unchanged
  });

  test('links 2 and 3: the outbox API shows no body, link or token; tokens are stored hashed; the mailed link works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      headers: { captcha: await t.solveCaptcha() },
      payload: { email: 'super@bank.test' },
    });
    assert.equal(res.statusCode, 200);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(superAdmin),
      payload: { event: 'store_email', email: 'baru@bank.test', password: PASSWORD },
    });
    assert.equal(verify.statusCode, 200, verify.body);

    const mails = await t.db.selectFrom('outbox').select(['body', 'template']).orderBy('id').execute();
    const resetToken = decodeURIComponent(/token=([^\s&]+)/.exec(mails[0].body)![1]);
    const verifyToken = decodeURIComponent(/token=([^\s&]+)/.exec(mails[1].body)![1]);

    const viewer = await t.app.inject({ method: 'GET', url: '/api/general/outbox', headers: bearer(superAdmin) });
    assert.equal(viewer.statusCode, 200);
    for (const secret of [
      resetToken,
      verifyToken,
      encodeURIComponent(resetToken),
      'token=',
      'reset-password',
      '/verify',
      'super@bank.test',
      'baru@bank.test',
    ]) {
      assert.ok(!viewer.body.includes(secret), `outbox API leaks ${secret}`);
    }
    assert.deepEqual(
      viewer
        .json()
        .data.map((r: { template: string }) => r.template)
        .sort(),
      ['reset_password', 'verifikasi_email'],
    );

    // Only hashes at rest: no table holds the token itself.
    const resetRow = await t.db
      .selectFrom('password_resets')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(resetRow.token_hash, hashOpaqueToken(resetToken));
    const verifyRow = await t.db
      .selectFrom('contact_verifications')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(verifyRow.token_hash, hashOpaqueToken(verifyToken));
    assert.ok(
      !JSON.stringify([resetRow, verifyRow]).includes(resetToken) &&
        !JSON.stringify([resetRow, verifyRow]).includes(verifyToken),
    );
    const audit = JSON.stringify(await t.db.selectFrom('audit_log').selectAll().execute());
    assert.ok(!audit.includes(resetToken) && !audit.includes(verifyToken), 'the audit log holds no token');

    // The message is the one carrier: its token works (once).
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/reset/confirm',
      payload: { token: resetToken, password: 'Sangat#Baru2027' },
    });
    assert.equal(confirm.statusCode, 200, confirm.body);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reset/confirm',
          payload: { token: resetToken, password: 'Sangat#Baru2028' },
        })
      ).statusCode,
      422,
    );
  });
});
