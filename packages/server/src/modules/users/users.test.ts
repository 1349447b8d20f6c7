/** Role checks, password events, role changes (sessions revoked, audited) and the user list. */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const ADMIN_PASSWORD = 'Admin#Kuat2026';
const PASSWORD = 'Rahasia#2026';

describe('users', () => {
  let t: TestApp;
  let adminToken: string;
  let targetId: number;

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, {
      name: 'useradmin',
      password: ADMIN_PASSWORD,
      roles: [10, 66],
      pegawai: { nama: 'Admin Pengguna', npp: '90000001' },
    });
    await createUser(t.db, {
      name: 'superadmin',
      password: ADMIN_PASSWORD,
      roles: [1],
      pegawai: { nama: 'Super Admin', npp: '90000002' },
    });
    await createUser(t.db, {
      name: 'biasa',
      password: PASSWORD,
      roles: [10],
      pegawai: { nama: 'Pegawai Biasa', npp: '90000003' },
    });
    targetId = (
      await createUser(t.db, {
        name: 'sasaran',
        password: PASSWORD,
        roles: [10],
        pegawai: { nama: 'Siti Sasaran', npp: '12345678' },
      })
    ).id;
    adminToken = (await t.login('useradmin', ADMIN_PASSWORD)).access_token;
  });
  after(() => t.close());

  const post = (url: string, token: string | null, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });

  describe('GET /api/general/users', () => {
    test('401 without a token, 403 without role 1 or 66', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/general/users' });
      assert.equal(none.statusCode, 401);
      const biasa = (await t.login('biasa', PASSWORD)).access_token;
      const denied = await t.app.inject({ method: 'GET', url: '/api/general/users', headers: bearer(biasa) });
      assert.equal(denied.statusCode, 403);
      assert.deepEqual(denied.json(), { message: 'Anda tidak memiliki akses ke halaman ini' });
    });

    test('role 66 and role 1 may list, with roles and paging', async () => {
      const superToken = (await t.login('superadmin', ADMIN_PASSWORD)).access_token;
      for (const token of [adminToken, superToken]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/general/users?per_page=2&page=2',
          headers: bearer(token),
        });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json();
        assert.equal(body.total, 4);
        assert.equal(body.current_page, 2);
        assert.equal(body.from, 3);
        assert.equal(body.to, 4);
        assert.equal(body.last_page, 2);
        assert.equal(body.data.length, 2);
      }
      const all = (
        await t.app.inject({ method: 'GET', url: '/api/general/users', headers: bearer(adminToken) })
      ).json();
      const admin = all.data.find((u: { name: string }) => u.name === 'useradmin');
      assert.deepEqual(
        admin.roles.map((r: { id: number }) => r.id),
        [10, 66],
      );
      assert.equal(admin.pegawai.nama, 'Admin Pengguna');
      assert.ok(!('password_hash' in admin));
    });

    test('sorts by user name or e-mail, either way; another column is refused (422)', async () => {
      const names = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/general/users?${query}`, headers: bearer(adminToken) }))
          .json()
          .data.map((u: { name: string }) => u.name);
      const byName = await names('sortby=name');
      assert.deepEqual(byName, [...byName].sort());
      assert.deepEqual(await names('sortbydesc=name'), [...byName].reverse());
      const emails = (
        await t.app.inject({ method: 'GET', url: '/api/general/users?sortbydesc=email', headers: bearer(adminToken) })
      )
        .json()
        .data.map((u: { email: string | null }) => u.email);
      const withEmail = emails.filter((e: string | null) => e !== null);
      assert.deepEqual(withEmail, [...withEmail].sort().reverse(), 'e-mails descending');
      assert.deepEqual(emails.slice(withEmail.length), emails.slice(withEmail.length).fill(null), 'no e-mail last');
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/general/users?sortby=password_hash',
        headers: bearer(adminToken),
      });
      assert.equal(bad.statusCode, 422);
    });

    test('search on user name, pegawai name and NPP', async () => {
      for (const search of ['sasar', 'SITI', '1234567']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/general/users?search=${search}`,
          headers: bearer(adminToken),
        });
        assert.deepEqual(
          res.json().data.map((u: { name: string }) => u.name),
          ['sasaran'],
          search,
        );
      }
    });

    test('filters by role, status and verified contacts; the total follows the filter', async () => {
      const list = async (query: string) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/general/users?${query}`,
          headers: bearer(adminToken),
        });
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json();
        return { names: body.data.map((u: { name: string }) => u.name).sort(), total: body.total };
      };
      assert.deepEqual(await list('role_id=66'), { names: ['useradmin'], total: 1 });
      assert.deepEqual(await list('role_id=10&search=a'), {
        names: ['biasa', 'sasaran', 'useradmin'],
        total: 3,
      });

      await t.db.updateTable('users').set({ status: 'inactive' }).where('name', '=', 'biasa').execute();
      assert.deepEqual(await list('status=inactive'), { names: ['biasa'], total: 1 });
      assert.equal((await list('status=active')).total, 3);
      await t.db.updateTable('users').set({ status: 'active' }).where('name', '=', 'biasa').execute();

      // Verified means both the account's e-mail and its employee's WhatsApp number were confirmed.
      assert.deepEqual(await list('verified=true'), { names: [], total: 0 });
      const sasaran = await t.db
        .updateTable('users')
        .set({ email: 'siti@bank.test' })
        .where('id', '=', targetId)
        .returning('pegawai_id')
        .executeTakeFirstOrThrow();
      await t.db.updateTable('pegawai').set({ phone: '6281234567890' }).where('id', '=', sasaran.pegawai_id!).execute();
      const confirm = (channel: 'email' | 'whatsapp', target: string) =>
        t.db
          .insertInto('contact_verifications')
          .values({
            user_id: targetId,
            channel,
            target,
            token_hash: `hash-${channel}`,
            created_at: new Date(),
            expires_at: new Date(Date.now() + 60_000),
            verified_at: new Date(),
          })
          .execute();
      await confirm('email', 'siti@bank.test');
      assert.equal((await list('verified=true')).total, 0, 'the e-mail alone is not enough');
      await confirm('whatsapp', '6281234567890');
      assert.deepEqual(await list('verified=true'), { names: ['sasaran'], total: 1 });
      assert.equal((await list('verified=false')).total, 3);

      for (const bad of ['role_id=abc', 'status=deleted', 'verified=maybe', 'role_id=0']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/general/users?${bad}`,
          headers: bearer(adminToken),
        });
        assert.equal(res.statusCode, 422, bad);
      }
    });
  });

  test('GET /api/general/users/x/roles: any signed-in user gets every role', async () => {
    const biasa = (await t.login('biasa', PASSWORD)).access_token;
    const res = await t.app.inject({ method: 'GET', url: '/api/general/users/x/roles', headers: bearer(biasa) });
    assert.equal(res.statusCode, 200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    assert.ok(ids.includes(1) && ids.includes(66) && ids.includes(8));
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/general/users/x/roles' })).statusCode, 401);
  });

  describe('store_update_roles', () => {
    test('403 for an ordinary user, 401 without a token', async () => {
      const biasa = (await t.login('biasa', PASSWORD)).access_token;
      const payload = { event: 'store_update_roles', user_id: targetId, roles: [1] };
      assert.equal((await post('/api/general/users/x/roles', biasa, payload)).statusCode, 403);
      assert.equal((await post('/api/general/users/x/roles', null, payload)).statusCode, 401);
    });

    test('replaces the roles, ends the user’s sessions and audits before/after', async () => {
      const target = await t.login('sasaran', PASSWORD);
      // The user admin grants a role it holds itself (66); roles it lacks are refused (role-takeover.test.ts).
      const res = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: targetId,
        roles: [66, 10, 66],
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Akses Role sudah diganti, silahkan login ulang' });

      const roles = await t.db
        .selectFrom('user_roles')
        .select('role_id')
        .where('user_id', '=', targetId)
        .orderBy('role_id')
        .execute();
      assert.deepEqual(
        roles.map((r) => r.role_id),
        [10, 66],
      );
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(target.access_token) })).statusCode,
        401,
      );
      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: target.refresh_token } }))
          .statusCode,
        401,
      );
      const again = await t.login('sasaran', PASSWORD);
      assert.deepEqual(again.client.rolesId, [10, 66]);

      const audits = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'user_roles')
        .where('entity_id', '=', String(targetId))
        .orderBy('id')
        .execute();
      assert.deepEqual(
        audits.map((a) => a.after),
        [
          { role_id: 66, granted: true },
          { roles: [10, 66], granted: [66], revoked: [] },
        ],
      );
      const audit = audits[1];
      assert.deepEqual(audit.before, { roles: [10] });
      assert.equal(audit.route, '/api/general/users/x/roles');
      assert.equal(audit.method, 'POST');
      assert.ok(audit.user_id);
    });

    test('only a super admin may grant, remove or reset super admin accounts', async () => {
      const superId = await idOf('superadmin');
      const grant = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: targetId,
        roles: [1, 10],
      });
      assert.equal(grant.statusCode, 403);
      assert.deepEqual(grant.json(), { message: 'Hanya Super Admin yang dapat mengubah akun atau role Super Admin' });
      const demote = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: superId,
        roles: [10],
      });
      assert.equal(demote.statusCode, 403);
      const reset = await post('/api/general/users', adminToken, { event: 'store_reset_password', user_id: superId });
      assert.equal(reset.statusCode, 403);
      const roles = await t.db.selectFrom('user_roles').select('role_id').where('user_id', '=', superId).execute();
      assert.deepEqual(
        roles.map((r) => r.role_id),
        [1],
        'nothing changed',
      );

      const superToken = (await t.login('superadmin', ADMIN_PASSWORD)).access_token;
      const allowed = await post('/api/general/users/x/roles', superToken, {
        event: 'store_update_roles',
        user_id: await idOf('biasa'),
        roles: [1, 10],
      });
      assert.equal(allowed.statusCode, 200);
      const back = await post('/api/general/users/x/roles', superToken, {
        event: 'store_update_roles',
        user_id: await idOf('biasa'),
        roles: [10],
      });
      assert.equal(back.statusCode, 200);
    });

    test('unknown roles and users, bad types, unknown events', async () => {
      const unknownRole = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: targetId,
        roles: [10, 999],
      });
      assert.equal(unknownRole.statusCode, 422);
      assert.deepEqual(unknownRole.json().errors, { roles: ['Role tidak dikenal: 999'] });
      const unknownUser = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: 999_999,
        roles: [10],
      });
      assert.equal(unknownUser.statusCode, 404);
      const badType = await post('/api/general/users/x/roles', adminToken, {
        event: 'store_update_roles',
        user_id: targetId,
        roles: 'semua',
      });
      assert.equal(badType.statusCode, 422);
      assert.deepEqual(badType.json().errors, { roles: ['Kolom roles harus berupa bilangan bulat'] });
      for (const payload of [{ event: 'store_hapus_semua' }, {}, { event: '__proto__' }]) {
        const res = await post('/api/general/users/x/roles', adminToken, payload);
        assert.equal(res.statusCode, 400);
        assert.deepEqual(res.json(), { message: 'Unsuccessful Event' });
      }
    });
  });

  describe('store_update_password', () => {
    let session: { access_token: string; refresh_token: string };
    beforeEach(async () => {
      await t.db.deleteFrom('users').where('name', '=', 'ganti').execute();
      await createUser(t.db, { name: 'ganti', password: 'ganti', roles: [10], isPasswordDefault: true });
      session = await t.login('ganti', 'ganti');
    });
    const change = (body: Record<string, string>) =>
      post('/api/general/users', session.access_token, { event: 'store_update_password', ...body });

    test('weak, mismatching or wrong-old passwords are refused with per-field errors', async () => {
      const weak = await change({ password_old: 'ganti', password: '12345678', password_confirmation: '12345678' });
      assert.equal(weak.statusCode, 422);
      assert.deepEqual(Object.keys(weak.json().errors), ['password']);
      const same = await change({ password_old: 'ganti', password: 'ganti', password_confirmation: 'ganti' });
      assert.equal(same.statusCode, 422);
      assert.ok(same.json().errors.password.includes('Password tidak boleh sama dengan nama user'));
      const wrong = await change({
        password_old: 'bukan',
        password: 'Baru#Sekali1',
        password_confirmation: 'Baru#Sekali2',
      });
      assert.equal(wrong.statusCode, 422);
      assert.deepEqual(wrong.json().errors, {
        password_old: ['Password lama salah'],
        password_confirmation: ['Konfirmasi password tidak sama'],
      });
      const missing = await change({ password_old: 'ganti' });
      assert.equal(missing.statusCode, 422);
      assert.ok(missing.json().errors.password);
    });

    test('success clears the default flag and ends every session', async () => {
      const res = await change({
        password_old: 'ganti',
        password: 'Baru#Sekali1',
        password_confirmation: 'Baru#Sekali1',
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Password sudah diganti, login ulang dengan password baru tersebut' });
      const row = await t.db
        .selectFrom('users')
        .select('is_password_default')
        .where('name', '=', 'ganti')
        .executeTakeFirstOrThrow();
      assert.equal(row.is_password_default, false);
      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refresh_token: session.refresh_token } }))
          .statusCode,
        401,
      );
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(session.access_token) })).statusCode,
        401,
      );
      const fresh = await t.login('ganti', 'Baru#Sekali1');
      assert.equal(fresh.is_password_default, false);
    });
  });

  describe('store_reset_password', () => {
    test('only roles 1 and 66; the password becomes the user name, flagged default', async () => {
      const target = await t.login('biasa', PASSWORD);
      const denied = await post('/api/general/users', target.access_token, {
        event: 'store_reset_password',
        user_id: targetId,
      });
      assert.equal(denied.statusCode, 403);

      const res = await post('/api/general/users', adminToken, {
        event: 'store_reset_password',
        user_id: await idOf('biasa'),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), { message: 'Password sudah direset' });
      assert.equal(
        (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(target.access_token) })).statusCode,
        401,
      );
      const login = await t.login('biasa', 'biasa');
      assert.equal(login.is_password_default, true);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['after'])
        .where('entity', '=', 'users')
        .where('entity_id', '=', String(await idOf('biasa')))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      assert.deepEqual(audit.after, { is_password_default: true, password_reset: 'user_name' });
      assert.equal(
        (await post('/api/general/users', adminToken, { event: 'store_reset_password', user_id: 999_999 })).statusCode,
        404,
      );
    });
  });

  test('store_token_fcm stores the token once', async () => {
    const session = await t.login('useradmin', ADMIN_PASSWORD);
    for (const token of ['perangkat-a', 'perangkat-b', 'perangkat-a']) {
      const res = await post('/api/general/users', session.access_token, { event: 'store_token_fcm', token });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { message: 'Token created' });
    }
    const row = await t.db
      .selectFrom('users')
      .select('fcm_tokens')
      .where('name', '=', 'useradmin')
      .executeTakeFirstOrThrow();
    assert.deepEqual(row.fcm_tokens, ['perangkat-b', 'perangkat-a']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('after')
      .where('route', '=', '/api/general/users')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.deepEqual(audit.after, { fcm_token_count: 2 });
  });

  test('unknown user event answers 400 Unsuccessful Event', async () => {
    const res = await post('/api/general/users', adminToken, { event: 'store_entah' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { message: 'Unsuccessful Event' });
  });

  async function idOf(name: string): Promise<number> {
    return (await t.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  }
});
