/**
 * "The same check within 60 s is recorded once" under any concurrency (issue #14): 20 rounds of 50
 * parallel check-ins of one employee each, fired so that the rounds straddle a minute boundary
 * (the unique minute index alone let two rows through at hh:mm:59.98 / hh:mm+1:00.03). Each
 * employee ends with exactly one row.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DateTime } from 'luxon';
import { createUser, seedKantor } from '../../../test/helpers/fixtures.js';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const ROUNDS = 20;
const PARALLEL = 50;
const ANYWHERE = { latitude: -6.2, longitude: 106.8167 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('check-ins straddling a minute boundary', () => {
  let t: TestApp;
  const accounts: { token: string; pegawaiId: number }[] = [];

  before(async () => {
    t = await createTestApp();
    const kantor = await seedKantor(t.db);
    const inAWeek = DateTime.now().plus({ days: 7 }).toISODate()!;
    for (let i = 0; i < ROUNDS; i++) {
      const u = await createUser(t.db, {
        name: `menit${i}`,
        password: 'Rahasia#2026',
        roles: [10],
        pegawai: { nama: `MENIT ${i}`, kantor_id: kantor.surabaya },
      });
      // On dispensation: accepted wherever they are, so every request reaches the insert.
      await t.db
        .insertInto('absen_dispensasi')
        .values({
          pegawai_id: u.pegawaiId!,
          tanggal_mulai: '2026-01-01',
          tanggal_selesai: inAWeek,
          keterangan: 'Uji batas menit',
        })
        .execute();
      accounts.push({ token: (await t.login(`menit${i}`, 'Rahasia#2026')).access_token, pegawaiId: u.pegawaiId! });
    }
  });
  after(() => t.close());

  test(
    `${ROUNDS} rounds of ${PARALLEL} parallel check-ins across hh:mm:00 → one row per employee`,
    { timeout: 180_000 },
    async () => {
      // Start 1.2 s before the next minute (at most a minute's wait), one round every 100 ms.
      const msToNextMinute = () => 60_000 - (Date.now() % 60_000);
      if (msToNextMinute() < 1_200) await sleep(msToNextMinute() + 10);
      await sleep(msToNextMinute() - 1_200);
      const boundary = Date.now() + msToNextMinute();

      const rounds = accounts.map(async (account, round) => {
        await sleep(round * 100);
        const spans = await Promise.all(
          Array.from({ length: PARALLEL }, async () => {
            const sent = Date.now();
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/absen',
              headers: bearer(account.token),
              payload: { jenis: 'masuk', ...ANYWHERE },
            });
            assert.ok(res.statusCode === 200 || res.statusCode === 409 || res.statusCode === 422, res.body);
            return { sent, answered: Date.now() };
          }),
        );
        return { first: Math.min(...spans.map((s) => s.sent)), last: Math.max(...spans.map((s) => s.answered)) };
      });
      const spans = await Promise.all(rounds);
      const straddling = spans.filter((s) => s.first < boundary && s.last > boundary).length;
      process.stdout.write(`# ${straddling} of ${ROUNDS} rounds had requests on both sides of the minute boundary\n`);
      assert.ok(straddling >= 1, 'at least one round straddled the boundary');

      for (const account of accounts) {
        const rows = await t.db
          .selectFrom('absen')
          .select(['id', 'waktu'])
          .where('pegawai_id', '=', account.pegawaiId)
          .where('jenis', '=', 'masuk')
          .execute();
        assert.equal(
          rows.length,
          1,
          `pegawai ${account.pegawaiId}: ${rows.map((r) => r.waktu.toISOString()).join(', ')}`,
        );
      }
    },
  );
});
