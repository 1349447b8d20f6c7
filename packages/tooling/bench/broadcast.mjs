// Issue 19 figure: a broadcast to every one of 20 000 employees queued ≤ 5 s, on the production build
// and its embedded PostgreSQL. The demo data set is loaded with 20 000 employees; the bench gives
// every employee without one a portal account (set-based SQL, the admin's password hash), so the
// in-portal part writes a notification for each of them, not for the five demo accounts only. Then
// the demo `admin` (role 7, Admin Info & Broadcast) sends, through POST /api/general/broadcast, a
// warm-up broadcast to one office and `runs` broadcasts to all active employees with e-mail and
// WhatsApp: each is one transaction with the record, ~20 000 notifications, ~40 000 outbox rows and
// their links. Printed: seconds of each call (min / max), the counts of the last answer, and the rows
// checked in SQL. Without SMTP/Ultramsg configured the outbox rows stay queued (nothing leaves).
// The load average is printed with the figures: on a busy machine they are pessimistic.
//
//   node packages/tooling/bench/broadcast.mjs        (after `node packages/server/build.mjs`)
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiJson } from './api.mjs';
import { loginToken } from './captcha.mjs';
import { fmt } from './load.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const BROADCAST = '/api/general/broadcast'; // BROADCAST_PATH (packages/contracts/src/broadcast.ts)
const SENT = 'Broadcast Sent'; // BROADCAST_MESSAGES.sent
const SENDER = { username: 'admin', password: 'Admin#2026' }; // demo-accounts.ts (role 7)
const TARGET_SECONDS = 5;

/** An account for every active employee who has none (name bench.{id}, the admin's hash); answers how many. */
async function giveEveryoneAnAccount(client) {
  const { rowCount } = await client.query(
    `
    INSERT INTO users (name, pegawai_id, email, password_hash)
    SELECT 'bench.' || p.id, p.id, p.email, (SELECT password_hash FROM users WHERE name = $1)
      FROM pegawai p
     WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM users u WHERE u.pegawai_id = p.id)`,
    [SENDER.username],
  );
  await client.query('INSERT INTO user_roles (user_id, role_id) SELECT id, 10 FROM users WHERE name LIKE $1', [
    'bench.%',
  ]);
  await client.query('ANALYZE users; ANALYZE pegawai');
  return rowCount;
}

export async function benchBroadcast({ employees = 20_000, runs = 3 } = {}) {
  const { srv, client, stop } = await startPortalServerWithDb({ DEMO_EMPLOYEES: String(employees) });
  try {
    const accounts = await giveEveryoneAnAccount(client);
    const {
      rows: [audience],
    } = await client.query(`
      SELECT count(*)::int AS recipients, count(u.id)::int AS portal,
             count(coalesce(nullif(btrim(u.email), ''), nullif(btrim(p.email), '')))::int AS email,
             count(nullif(btrim(p.phone), ''))::int AS whatsapp
        FROM pegawai p LEFT JOIN users u ON u.pegawai_id = p.id AND u.status = 'active'
       WHERE p.is_active`);
    const token = await loginToken(srv.baseUrl, SENDER.username, SENDER.password);
    const {
      rows: [office],
    } = await client.query('SELECT kantor_id FROM pegawai WHERE kantor_id IS NOT NULL LIMIT 1');
    // Warm-up: JIT, pool, plans (a small broadcast, in-portal only).
    await apiJson(srv.baseUrl, token, 'POST', BROADCAST, {
      judul: 'Pemanasan',
      pesan: 'Broadcast pemanasan bench.',
      target: 'selected',
      kantor_ids: [office.kantor_id],
    });

    const loadBefore = os.loadavg();
    const seconds = [];
    let last = null;
    for (let i = 1; i <= runs; i += 1) {
      const started = performance.now();
      const answer = await apiJson(srv.baseUrl, token, 'POST', BROADCAST, {
        judul: `Broadcast bench ${i}`,
        pesan: 'Pemeliharaan sistem Sabtu malam pukul 22.00–24.00 WIB. Mohon simpan pekerjaan Anda.',
        target: 'all',
        email: true,
        whatsapp: true,
      });
      seconds.push((performance.now() - started) / 1000);
      if (answer.message !== SENT) throw new Error(`POST ${BROADCAST} answered "${answer.message}"`);
      last = answer.data;
    }
    const loadAfter = os.loadavg();

    const d = last;
    if (
      d.recipients_count !== audience.recipients ||
      d.portal_count !== audience.portal ||
      d.email.queued !== audience.email ||
      d.whatsapp.queued !== audience.whatsapp
    )
      throw new Error(`counts ${JSON.stringify(d)} differ from SQL ${JSON.stringify(audience)}`);
    const {
      rows: [rows],
    } = await client.query(
      `SELECT (SELECT count(*)::int FROM notifications WHERE kind = 'broadcast' AND title = $1) AS notifications,
              (SELECT count(*)::int FROM broadcast_outbox WHERE broadcast_id = $2) AS outbox`,
      [d.judul, d.id],
    );
    if (rows.notifications !== audience.portal || rows.outbox !== audience.email + audience.whatsapp)
      throw new Error(`rows ${JSON.stringify(rows)} differ from the audience ${JSON.stringify(audience)}`);

    const sorted = [...seconds].sort((a, b) => a - b);
    const max = sorted[sorted.length - 1];
    const load = (l) => l.map((x) => fmt(x, 2)).join(' ');
    console.log(
      `\nBroadcast (${employees} demo employees, ${accounts} bench accounts added, ${os.cpus().length} CPUs; ` +
        `load average ${load(loadBefore)} before, ${load(loadAfter)} after)`,
    );
    console.log(
      `POST ${BROADCAST} to all, e-mail + WhatsApp, ${runs} runs: min / max s`.padEnd(64),
      `${fmt(sorted[0], 2)} / ${fmt(max, 2)}`.padStart(14),
      ` ≤ ${TARGET_SECONDS} s ${max <= TARGET_SECONDS ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `  each: ${d.recipients_count} recipients, ${d.portal_count} notifications, ` +
        `${d.email.queued} e-mails and ${d.whatsapp.queued} WhatsApp queued`,
    );
    return { seconds, audience };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchBroadcast({
    employees: Number(process.env.BROADCAST_BENCH_EMPLOYEES ?? 20_000),
    runs: Number(process.env.BROADCAST_BENCH_RUNS ?? 3),
  });
}
