// Issue 21 figures: the AI chat streaming through the portal, on the production build and its embedded
// PostgreSQL, against the local OpenAI-compatible provider of the server's tests
// (packages/server/test/helpers/local-chat-provider.ts: real HTTP, streamed chat-completion chunks).
// (1) Time to first streamed token: the provider's own (POST /v1/chat/completions, stream: true, until
//     the first content chunk) against the same through the portal (POST /api/ai/x/session/{id}/chat
//     as the demo `hr`, until the first `token` event), RUNS of each one after the other after a
//     warm-up: p50 / p95 of both and of the portal's overhead (target: p50 overhead ≤ 50 ms).
// (2) 50 concurrent chat streams (50 sessions, one question each, all at once): how many ended with
//     `done`, errors, the slowest stream and the wall time.
// Any non-2xx answer stops the bench with its status and body. The load average is printed with the
// figures: on a busy machine they are pessimistic.
//
//   node packages/tooling/bench/ai.mjs        (after `node packages/server/build.mjs`)
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../commands/lib/workspace.mjs';
import { apiCall, apiJson } from './api.mjs';
import { loginToken } from './captcha.mjs';
import { fmt, percentile } from './load.mjs';
import { startPortalServer } from './portal-server.mjs';

const HR = { username: 'hr', password: 'Hr#2026' }; // demo-accounts.ts (roles 10, 57: may use the assistant)
const SESSION = '/api/ai/x/session'; // AI_SESSION_PATH (packages/contracts/src/ai.ts)
const AGENT = '/api/ai/x/agent';
const TARGET_OVERHEAD_MS = 50;
const CHUNKS = Array.from({ length: 20 }, (_, i) => `kata${i} `);

/** The server's TypeScript test helper, loaded through the server's own tsx (one provider, not two). */
async function loadProvider() {
  const serverRequire = createRequire(path.join(ROOT, 'packages/server/package.json'));
  // The package's ESM entry (require.resolve would pick the CommonJS one of the "exports" map).
  const tsxRoot = path.dirname(serverRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href);
  return tsImport(path.join(ROOT, 'packages/server/test/helpers/local-chat-provider.ts'), import.meta.url);
}

/** Reads a text/event-stream body; `firstAt` is when `isFirst` first matched a block, `blocks` all of them. */
async function readStream(res, isFirst, started) {
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let firstAt = null;
  const blocks = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      blocks.push(block);
      if (firstAt === null && isFirst(block)) firstAt = performance.now() - started;
    }
  }
  return { firstAt, blocks, totalMs: performance.now() - started };
}

async function providerFirstToken(provider) {
  const started = performance.now();
  const res = await fetch(`${provider.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: JSON.stringify({ model: 'lokal', stream: true, messages: [{ role: 'user', content: 'halo' }] }),
  });
  if (!res.ok) throw new Error(`provider answered ${res.status}`);
  const { firstAt } = await readStream(res, (b) => b.includes('"content":"kata'), started);
  return firstAt;
}

async function portalChat(baseUrl, token, sessionId, content) {
  const started = performance.now();
  const res = await apiCall(baseUrl, token, 'POST', `${SESSION}/${sessionId}/chat`, {
    body: JSON.stringify({ content }),
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
  });
  const read = await readStream(res, (b) => b.startsWith('event: token'), started);
  const last = read.blocks.at(-1) ?? '';
  return { ...read, ok: last.startsWith('event: done'), last };
}

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};

export async function benchAi({ runs = 50, concurrent = 50 } = {}) {
  const provider = await (await loadProvider()).startLocalChatProvider();
  provider.script = () => ({ kind: 'text', chunks: CHUNKS, delayMs: 2 });
  const srv = await startPortalServer({ AI_BASE_URL: provider.baseUrl, AI_API_KEY: 'bench', AI_MODEL: 'lokal' });
  try {
    const token = await loginToken(srv.baseUrl, HR.username, HR.password);
    const agentId = (await apiJson(srv.baseUrl, token, 'GET', `${AGENT}?event=indexOptions`)).data[0].id;
    const newSession = async (judul) =>
      (await apiJson(srv.baseUrl, token, 'POST', SESSION, { agent_id: agentId, judul })).data.id;
    const loadBefore = os.loadavg();

    // (1) first token: provider alone, then through the portal (a fresh session every 10 turns keeps the history short)
    for (let i = 0; i < 5; i += 1) await providerFirstToken(provider); // warm-up
    const direct = [];
    for (let i = 0; i < runs; i += 1) direct.push(await providerFirstToken(provider));
    let sessionId = await newSession('Bench pemanasan');
    for (let i = 0; i < 5; i += 1) await portalChat(srv.baseUrl, token, sessionId, 'halo'); // warm-up
    const portal = [];
    for (let i = 0; i < runs; i += 1) {
      if (i % 10 === 0) sessionId = await newSession(`Bench ${i}`);
      const turn = await portalChat(srv.baseUrl, token, sessionId, 'halo');
      if (!turn.ok || turn.firstAt === null) throw new Error(`chat turn ${i} did not end with done: ${turn.last}`);
      portal.push(turn.firstAt);
    }

    // (2) concurrent streams
    const sessions = [];
    for (let i = 0; i < concurrent; i += 1) sessions.push(await newSession(`Serentak ${i}`));
    const wallStart = performance.now();
    const results = await Promise.allSettled(
      sessions.map((id, i) => portalChat(srv.baseUrl, token, id, `pertanyaan ${i}`)),
    );
    const wallMs = performance.now() - wallStart;
    const done = results.filter((r) => r.status === 'fulfilled' && r.value.ok);
    const failures = results.length - done.length;
    const firstFailure = results.find((r) => r.status === 'rejected' || !r.value.ok);
    const loadAfter = os.loadavg();

    const d = stats(direct);
    const p = stats(portal);
    const overhead = { p50: p.p50 - d.p50, p95: p.p95 - d.p95 };
    const streams = stats(done.map((r) => r.value.totalMs));
    const load = (l) => l.map((x) => fmt(x, 2)).join(' ');
    console.log(
      `\nAI chat streaming (${os.cpus().length} CPUs; load average ${load(loadBefore)} before, ${load(loadAfter)} after)`,
    );
    console.log(`  first token, provider alone        p50 / p95 ${fmt(d.p50)} / ${fmt(d.p95)} ms (${runs} runs)`);
    console.log(`  first token, through the portal    p50 / p95 ${fmt(p.p50)} / ${fmt(p.p95)} ms (${runs} runs)`);
    console.log(
      `  portal overhead                    p50 / p95 ${fmt(overhead.p50)} / ${fmt(overhead.p95)} ms  ` +
        `target p50 ≤ ${TARGET_OVERHEAD_MS} ms ${overhead.p50 <= TARGET_OVERHEAD_MS ? 'ok' : 'MISSED'}`,
    );
    console.log(
      `  ${concurrent} concurrent streams: ${done.length} done, ${failures} failed ${failures === 0 ? 'ok' : 'MISSED'}; ` +
        `whole stream p50 / p95 / max ${fmt(streams.p50)} / ${fmt(streams.p95)} / ${fmt(streams.max)} ms, wall ${fmt(wallMs)} ms`,
    );
    if (firstFailure)
      console.log(
        `    first failure: ${firstFailure.status === 'rejected' ? String(firstFailure.reason) : firstFailure.value.last}`,
      );
    return { direct: d, portal: p, overhead, concurrent: { done: done.length, failures, wallMs, streams } };
  } finally {
    await srv.stop();
    await provider.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchAi({
    runs: Number(process.env.AI_BENCH_RUNS ?? 50),
    concurrent: Number(process.env.AI_BENCH_CONCURRENT ?? 50),
  });
}
