/**
 * A default-password session can change the password and sign out, nothing else (issue #13):
 * the forced change is enforced by the server on every route, not only by the shell.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MESSAGES } from '../../src/platform/domain.js';
import { createUser } from '../helpers/fixtures.js';
import { apiRoutes, fillPath, hasBody } from '../helpers/route-walk.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';

describe('default-password sessions', () => {
  let t: TestApp;
  let session: { access_token: string; refresh_token: string };

  before(async () => {
    t = await createTestApp();
    await createUser(t.db, {
      name: 'baru',
      password: 'baru',
      roles: [1, 10, 57, 66],
      isPasswordDefault: true,
      pegawai: { nama: 'Pegawai Baru' },
    });
    session = await t.login('baru', 'baru');
  });
  after(() => t.close());

  test('every route but the allowed ones refuses the session with the spec’s message', async () => {
    let refused = 0;
    for (const route of apiRoutes(t.app)) {
      if (route.config.public || route.options.config?.allowDefaultPassword) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url, (n) => (n === '*' ? 'a/b.pdf' : '1')),
        headers: bearer(session.access_token),
        ...(hasBody(route.method) ? { payload: {} } : {}),
      });
      assert.deepEqual(
        [res.statusCode, res.json()],
        [403, { message: MESSAGES.defaultPasswordHold }],
        `${route.method} ${route.url}`,
      );
      refused++;
    }
    assert.ok(refused > 150, `${refused} routes refused`);
  });

  test('allowed: the signed-in user, other user events refused, the password change, then full access', async () => {
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/check', headers: bearer(session.access_token) })).json()
        .is_password_default,
      true,
    );
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(session.access_token),
      payload: { event: 'store_email', email: 'x@bank.test' },
    });
    assert.deepEqual([email.statusCode, email.json().message], [403, MESSAGES.defaultPasswordHold]);
    // A refreshed token keeps the hold.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/refresh',
      payload: { refresh_token: session.refresh_token },
    });
    assert.equal(refreshed.statusCode, 200);
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/general/kantor',
          headers: bearer(refreshed.json().access_token),
        })
      ).statusCode,
      403,
    );

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/general/users',
      headers: bearer(refreshed.json().access_token),
      payload: {
        event: 'store_update_password',
        password_old: 'baru',
        password: 'Jakarta#Baru2026',
        password_confirmation: 'Jakarta#Baru2026',
      },
    });
    assert.equal(change.statusCode, 200, change.body);
    const fresh = await t.login('baru', 'Jakarta#Baru2026');
    assert.equal(fresh.is_password_default, false);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/general/kantor', headers: bearer(fresh.access_token) }))
        .statusCode,
      200,
    );
  });

  test('a weak password typed at login is held the same way', async () => {
    await createUser(t.db, { name: 'lemah', password: '12345678', roles: [10] });
    const weak = await t.login('lemah', '12345678');
    assert.equal(weak.is_password_default, true);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/general/kantor', headers: bearer(weak.access_token) }))
        .statusCode,
      403,
    );
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(weak.access_token),
      payload: {},
    });
    assert.equal(logout.statusCode, 200);
  });
});
