/** Recovery contacts for HR (spec /sdm/pegawai/x/whatsapp, /x/email, events unregistered_*), issue #12. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

describe('employees with and without a recovery contact', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  before(async () => {
    t = await createTestApp();
    const withBoth = await createUser(t.db, {
      name: 'ani',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'Ani Lestari' },
    });
    const phoneOnly = await createUser(t.db, {
      name: 'budi',
      password: 'Rahasia#2026',
      roles: [10],
      pegawai: { nama: 'Budi Santoso' },
    });
    await createUser(t.db, { name: 'citra', password: 'Rahasia#2026', roles: [10], pegawai: { nama: 'Citra Dewi' } });
    await t.db
      .updateTable('pegawai')
      .set({ phone: '6281234567890' })
      .where('id', 'in', [withBoth.pegawaiId!, phoneOnly.pegawaiId!])
      .execute();
    await t.db.updateTable('users').set({ email: 'ani@bank.example' }).where('id', '=', withBoth.id).execute();
    await createUser(t.db, { name: 'hr', password: 'Rahasia#2026', roles: [10, 57], pegawai: { nama: 'Hana Rahma' } });
    await createUser(t.db, {
      name: 'terbatas',
      password: 'Rahasia#2026',
      roles: [10, 57, 8],
      pegawai: { nama: 'Teguh' },
    });
    for (const name of ['ani', 'hr', 'terbatas']) token[name] = (await t.login(name, 'Rahasia#2026')).access_token;
  });
  after(() => t.close());

  const names = async (url: string, who = 'hr') => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.map((r: { nama: string; contact: string | null }) => [r.nama, r.contact]);
  };

  test('who has a WhatsApp number or an e-mail, and who has not', async () => {
    assert.deepEqual(await names('/api/sdm/pegawai/x/whatsapp'), [
      ['Ani Lestari', '6281234567890'],
      ['Budi Santoso', '6281234567890'],
    ]);
    assert.deepEqual(await names('/api/sdm/pegawai/x/email?registered=true'), [['Ani Lestari', 'ani@bank.example']]);
    assert.deepEqual(
      (await names('/api/sdm/pegawai/x/whatsapp?registered=false')).map(([n]: string[]) => n),
      ['Citra Dewi', 'Hana Rahma', 'Teguh'],
    );
    assert.deepEqual(
      (await names('/api/sdm/pegawai?event=unregistered_email&search=santoso')).map(([n]: string[]) => n),
      ['Budi Santoso'],
    );
    assert.deepEqual(
      (await names('/api/sdm/pegawai?event=unregistered_whatsapp')).map(([n]: string[]) => n),
      ['Citra Dewi', 'Hana Rahma', 'Teguh'],
    );
  });

  test('only HR (57, not 8): others get 403', async () => {
    for (const who of ['ani', 'terbatas']) {
      for (const url of [
        '/api/sdm/pegawai/x/whatsapp',
        '/api/sdm/pegawai/x/email',
        '/api/sdm/pegawai?event=unregistered_email',
      ]) {
        assert.equal(
          (await t.app.inject({ method: 'GET', url, headers: bearer(token[who]) })).statusCode,
          403,
          `${who} ${url}`,
        );
      }
    }
    assert.equal(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/sdm/pegawai/x/email?registered=maybe',
          headers: bearer(token.hr),
        })
      ).statusCode,
      422,
    );
  });
});
