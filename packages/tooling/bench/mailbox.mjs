// Issue 19 figure: the inbox of a user with 50 000 mails on the production build and its embedded
// PostgreSQL. The demo `pegawai` gets 50 000 mails from the demo `hr` (set-based SQL: mail rows with
// varied subjects and bodies over two years, the inbox copies — one in five unread — and hr's outbox
// copies), ANALYZE after. Then GET /api/general/mailbox/x/inbox at an offered 200 req/s (open loop,
// load.mjs) for 10 s after a short warm-up, over pages 1–5, full-text searches and the unread
// filter: p50 / p95 (target p95 ≤ 20 ms). Any non-2xx answer stops the bench. The load average is
// printed with the figures: on a busy machine they are pessimistic.
//
//   node packages/tooling/bench/mailbox.mjs        (after `node packages/server/build.mjs`)
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiJson } from './api.mjs';
import { loginToken } from './captcha.mjs';
import { fmt, openLoopRequests } from './load.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const INBOX = '/api/general/mailbox/x/inbox'; // MAIL_PATHS.inbox (packages/contracts/src/mail.ts)
const OWNER = { username: 'pegawai', password: 'Pegawai#2026' }; // demo-accounts.ts
const SENDER = 'hr';
const SEARCHES = ['rapat', 'anggaran', 'pelatihan', 'laporan absensi', 'cuti', 'audit'];
const TARGET_P95_MS = 20;

const WORDS = ['rapat', 'anggaran', 'pelatihan', 'laporan', 'absensi', 'cuti', 'audit', 'jadwal', 'kredit', 'target'];

/** 50 000 mails from hr to pegawai with both copies; answers the inbox's total and unread. */
export async function seedInbox(client, mails) {
  const started = performance.now();
  const {
    rows: [who],
  } = await client.query(
    `SELECT o.id AS owner_id, s.id AS sender_id, coalesce(p.nama, s.name) AS sender_name
       FROM users o, users s LEFT JOIN pegawai p ON p.id = s.pegawai_id
      WHERE o.name = $1 AND s.name = $2`,
    [OWNER.username, SENDER],
  );
  await client.query('BEGIN');
  try {
    await client.query(
      `CREATE TEMP TABLE bench_mail ON COMMIT DROP AS
       SELECT nextval(pg_get_serial_sequence('mail', 'id'))::int AS id, g,
              now() - make_interval(mins => g * 21) AS at
         FROM generate_series(1, $1::int) AS g`,
      [mails],
    );
    await client.query(
      `INSERT INTO mail (id, sender_id, sender_name, subject, body, recipients_count, created_at)
       SELECT m.id, $1, $2,
              initcap(($3::text[])[1 + g % 10]) || ' ' || ($3::text[])[1 + (g / 10) % 10] || ' nomor ' || g,
              'Mohon perhatian untuk ' || ($3::text[])[1 + (g / 7) % 10] || ' dan ' || ($3::text[])[1 + (g / 3) % 10]
                || ' bulan ini. Terima kasih.', 1, m.at
         FROM bench_mail m`,
      [who.sender_id, who.sender_name, WORDS],
    );
    await client.query(
      `INSERT INTO mail_box (mail_id, user_id, box, is_unread, created_at)
       SELECT m.id, $1::int, 'inbox', m.g % 5 = 0, m.at FROM bench_mail m
       UNION ALL
       SELECT m.id, $2::int, 'outbox', false, m.at FROM bench_mail m`,
      [who.owner_id, who.sender_id],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  await client.query('ANALYZE mail; ANALYZE mail_box');
  const {
    rows: [counts],
  } = await client.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_unread)::int AS unread
       FROM mail_box WHERE user_id = $1 AND box = 'inbox' AND deleted_at IS NULL`,
    [who.owner_id],
  );
  return { ...counts, seconds: (performance.now() - started) / 1000 };
}

/** Request i of the mix: pages 1–5, searches, the unread filter (with and without a search). */
function inboxPath(i) {
  const page = 1 + (i % 5);
  switch (i % 4) {
    case 0:
      return `${INBOX}?page=${page}&per_page=10`;
    case 1:
      return `${INBOX}?page=1&per_page=10&search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`;
    case 2:
      return `${INBOX}?page=${page}&per_page=10&unread=true`;
    default:
      return `${INBOX}?page=1&per_page=10&unread=true&search=${encodeURIComponent(SEARCHES[i % SEARCHES.length])}`;
  }
}

async function inboxAtRate(baseUrl, headers, rate, duration, offset = 0) {
  const r = await openLoopRequests({
    baseUrl,
    rate,
    duration,
    requestOf: (i) => ({ path: inboxPath(offset + i), headers }),
  });
  if (r.non2xx + r.errors > 0)
    throw new Error(`inbox at ${rate} req/s: ${r.non2xx} non-2xx answers, ${r.errors} network errors of ${r.total}`);
  return r;
}

export async function benchMailbox({ mails = 50_000, employees = 300, rate = 200, duration = 10 } = {}) {
  const { srv, client, stop } = await startPortalServerWithDb({ DEMO_EMPLOYEES: String(employees) });
  try {
    const seeded = await seedInbox(client, mails);
    const token = await loginToken(srv.baseUrl, OWNER.username, OWNER.password);
    const headers = { authorization: `Bearer ${token}` };
    const first = await apiJson(srv.baseUrl, token, 'GET', `${INBOX}?page=1&per_page=10`);
    const unread = await apiJson(srv.baseUrl, token, 'GET', `${INBOX}?page=1&per_page=10&unread=true`);
    if (first.total !== seeded.total || unread.total !== seeded.unread)
      throw new Error(
        `inbox answered ${first.total} / ${unread.total} unread; SQL has ${seeded.total} / ${seeded.unread}`,
      );
    const loadBefore = os.loadavg();
    await inboxAtRate(srv.baseUrl, headers, rate, 2); // warm-up: JIT, pool, plans, buffers
    const r = await inboxAtRate(srv.baseUrl, headers, rate, duration, rate * 2);
    const loadAfter = os.loadavg();
    const load = (l) => l.map((x) => fmt(x, 2)).join(' ');
    console.log(
      `\nMailbox (${employees} demo employees, ${os.cpus().length} CPUs; load average ${load(loadBefore)} before, ${load(loadAfter)} after)`,
    );
    console.log(
      `stage: ${mails} mails to ${OWNER.username} by SQL in ${fmt(seeded.seconds)} s → inbox ${seeded.total}, unread ${seeded.unread}`,
    );
    console.log('figure'.padEnd(64), 'value'.padStart(14), ' target');
    console.log(
      `inbox at ${rate} req/s offered, ${duration} s: p50 / p95 ms`.padEnd(64),
      `${fmt(r.p50)} / ${fmt(r.p95)}`.padStart(14),
      ` p95 ≤ ${TARGET_P95_MS} ms ${r.p95 <= TARGET_P95_MS ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `    (${r.total} requests: pages 1–5, searches, unread filter; achieved ${fmt(r.requestsPerSecond)} req/s)`,
    );
    return { seeded, list: r, loadBefore, loadAfter };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMailbox({
    mails: Number(process.env.MAILBOX_BENCH_MAILS ?? 50_000),
    employees: Number(process.env.MAILBOX_BENCH_EMPLOYEES ?? 300),
    duration: Number(process.env.BENCH_SECONDS ?? 10),
  });
}
