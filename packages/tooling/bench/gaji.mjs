// Issue 18 figures: salary deductions (potongan gaji) on the production build with 20 000 demo
// employees and its embedded PostgreSQL.
// (1) Upload: one office and one month, an xlsx of 20 000 rows (NPP, Jenis, Jumlah, Keterangan)
//     through POST …/x/potongan_gaji/x/upload → the gaji.potongan.upload job (every row validated,
//     all rows written in one transaction) → job done. Wall time from the request to the finished
//     job (target ≤ 10 s) and the server process's peak RSS sampled meanwhile (target ≤ 300 MB).
//     The demo data has no office of 20 000, so before the upload the bench moves every employee
//     (except the placeholder NPP 00000000) into the largest office allowing deductions, in SQL.
//     The month is January of next year: empty before the upload and open (default deadline).
// (2) Pivot of that month (20 000 employees × deduction types): GET …/x/pivot with the largest
//     per_page the contract allows (MAX_PER_PAGE), and GET …/x/pivot_excel (the whole pivot as
//     xlsx, body read to the end). Several runs after a warm-up; p50 and p95 (target ≤ 2 s).
// The caller is the demo admin (roles 3 and 53: POLICY.manageSalaryDeductions). Any non-2xx answer
// stops the bench with its status and body.
//
//   node packages/tooling/bench/gaji.mjs        (after `node packages/server/build.mjs`)
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { apiCall } from './api.mjs';
import { loginToken } from './captcha.mjs';
import { fmt, percentile } from './load.mjs';
import { startPortalServerWithDb } from './portal-server.mjs';

const BASE = '/api/sdm/pegawai/x/potongan_gaji'; // DEDUCTION_PATHS.gaji (packages/contracts/src/gaji.ts)
const MAX_PER_PAGE = 100; // packages/contracts/src/common.ts
const PLACEHOLDER_NPP = '00000000';
const TARGET_UPLOAD_SECONDS = 10;
const TARGET_RSS_MB = 300;
const TARGET_PIVOT_MS = 2000;

/** VmRSS / VmHWM of a process in MB (Linux /proc). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
}

/** Peak RSS of `pid` sampled every 20 ms until `stop()`. */
function rssSampler(pid) {
  let peak = memoryOf(pid).rssMb;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rssMb);
    } catch {
      /* process gone: the next request fails */
    }
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      try {
        peak = Math.max(peak, memoryOf(pid).rssMb);
      } catch {
        /* gone */
      }
      return peak;
    },
  };
}

// ---- a minimal xlsx writer (tooling has no exceljs): shared strings, numbers, deflated zip ----------

const xmlEscape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function column(index) {
  let s = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A zip archive of `files` ({ name, data }), every entry deflated. */
function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = zlib.deflateRawSync(data);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * One sheet "Data" as Excel writes it: texts in the shared strings table, numbers as numbers.
 * `rows` are arrays of strings and numbers; the first is the header.
 */
function xlsxOf(rows) {
  const strings = new Map();
  const stringIndex = (s) => {
    if (!strings.has(s)) strings.set(s, strings.size);
    return strings.get(s);
  };
  let cellCount = 0;
  const sheetRows = rows.map((cells, r) => {
    const xml = cells.map((v, c) => {
      const ref = `${column(c)}${r + 1}`;
      cellCount += 1;
      return typeof v === 'number'
        ? `<c r="${ref}"><v>${v}</v></c>`
        : `<c r="${ref}" t="s"><v>${stringIndex(v)}</v></c>`;
    });
    return `<row r="${r + 1}">${xml.join('')}</row>`;
  });
  const lastRef = `${column(Math.max(...rows.map((r) => r.length)) - 1)}${rows.length}`;
  const ns = 'http://schemas.openxmlformats.org';
  const xml = (s) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`, 'utf8');
  return zip([
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: xml(
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xml(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${ns}/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${ns}/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
      ),
    },
    {
      name: 'xl/styles.xml',
      data: xml(
        `<styleSheet xmlns="${ns}/spreadsheetml/2006/main"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="1"><xf xfId="0"/></cellXfs></styleSheet>`,
      ),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: xml(
        `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><dimension ref="A1:${lastRef}"/><sheetData>${sheetRows.join('')}</sheetData></worksheet>`,
      ),
    },
    {
      name: 'xl/sharedStrings.xml',
      data: xml(
        `<sst xmlns="${ns}/spreadsheetml/2006/main" count="${cellCount}" uniqueCount="${strings.size}">${[...strings.keys()].map((s) => `<si><t>${xmlEscape(s)}</t></si>`).join('')}</sst>`,
      ),
    },
  ]);
}

// ---- the stage: one office with (nearly) every employee ---------------------------------------------

/**
 * The office allowing deductions with the most employees, and every other employee (except the
 * placeholder NPP, which an upload cannot name) moved into it. Answers the office and its NPPs.
 */
async function officeOfEveryone(client) {
  const {
    rows: [k],
  } = await client.query(`
    SELECT k.id, k.nama, count(p.id)::int AS n
    FROM kantor k LEFT JOIN pegawai p ON p.kantor_id = k.id
    WHERE k.is_allow_salary_deduction AND k.deleted_at IS NULL
    GROUP BY k.id ORDER BY count(p.id) DESC, k.id LIMIT 1`);
  if (!k) throw new Error('the demo data has no office allowing salary deductions');
  const moved = await client.query(
    'UPDATE pegawai SET kantor_id = $1 WHERE kantor_id IS DISTINCT FROM $1 AND npp <> $2',
    [k.id, PLACEHOLDER_NPP],
  );
  await client.query('ANALYZE pegawai');
  const { rows } = await client.query('SELECT npp FROM pegawai WHERE kantor_id = $1 AND npp <> $2 ORDER BY id', [
    k.id,
    PLACEHOLDER_NPP,
  ]);
  return { id: k.id, nama: k.nama, before: k.n, moved: moved.rowCount, npps: rows.map((r) => r.npp) };
}

/**
 * `count` rows over the office's NPPs: each employee once with a type cycling through the kind's
 * types, then (when there are fewer employees than rows) a second type for the first ones. Amounts
 * are whole cents as integers, so the expected sum is exact (BigInt), and go to the sheet as numbers.
 */
function uploadRows(npps, jenis, count) {
  if (npps.length * jenis.length < count) throw new Error(`${npps.length} employees cannot carry ${count} rows`);
  const rows = [['NPP', 'Jenis', 'Jumlah', 'Keterangan']];
  let cents = 0n;
  for (let i = 0; i < count; i += 1) {
    const e = i % npps.length;
    const j = (e + Math.floor(i / npps.length)) % jenis.length;
    const c = 5_000_000 + ((i * 7919) % 250_000_000) + (i % 100); // Rp 50.000,00 … 2.550.000,99
    cents += BigInt(c);
    rows.push([npps[e], jenis[j].kode, c / 100, `Bench ${i + 1}`]);
  }
  return { rows, cents };
}

const money = (cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

async function timeRuns(runs, fn) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    last = await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], last };
}

export async function benchGaji({ employees = 20_000, rows = 20_000, runs = 7 } = {}) {
  const { srv, client, stop } = await startPortalServerWithDb({ DEMO_EMPLOYEES: String(employees) });
  try {
    const office = await officeOfEveryone(client);
    const token = await loginToken(srv.baseUrl, 'admin', 'Admin#2026');
    const jenis = (await (await apiCall(srv.baseUrl, token, 'GET', `${BASE}/x/jenis`)).json()).data;
    const tahun =
      Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date())) + 1;
    const bulan = 1;
    const month = `tahun=${tahun}&bulan=${bulan}`;

    const made = performance.now();
    const sheet = uploadRows(office.npps, jenis, rows);
    const file = xlsxOf(sheet.rows);
    const madeSeconds = (performance.now() - made) / 1000;

    // (1) upload → job done
    const before = memoryOf(srv.pid);
    const sampler = rssSampler(srv.pid);
    const started = performance.now();
    const queued = await (
      await apiCall(srv.baseUrl, token, 'POST', `${BASE}/x/upload?kantor_id=${office.id}&${month}`, {
        body: file,
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      })
    ).json();
    const answeredMs = performance.now() - started;
    let job;
    for (;;) {
      job = (await (await apiCall(srv.baseUrl, token, 'GET', `/api/general/jobs/${queued.data.job_id}`)).json()).data;
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const uploadSeconds = (performance.now() - started) / 1000;
    const jobSeconds = (Date.parse(job.finished_at) - Date.parse(job.started_at)) / 1000;
    const uploadPeakMb = sampler.stop();
    if (job.status !== 'done')
      throw new Error(
        `upload job failed: ${job.error ?? job.message}; first errors: ${JSON.stringify(job.result?.errors?.slice(0, 5))}`,
      );
    const {
      rows: [stored],
    } = await client.query(
      "SELECT count(*)::int AS n, sum(jumlah)::text AS total FROM gaji_potongan WHERE kind = 'gaji' AND upload_id = $1",
      [queued.data.upload_id],
    );
    const expected = money(sheet.cents);
    if (stored.n !== rows || stored.total !== expected || job.result.imported !== rows || job.result.total !== expected)
      throw new Error(
        `upload stored ${stored.n} rows, sum ${stored.total}; job says ${job.result.imported}, ${job.result.total}; expected ${rows}, ${expected}`,
      );

    // (2) pivot of the month
    const pivotPath = `${BASE}/x/pivot?${month}&page=1&per_page=${MAX_PER_PAGE}`;
    const excelPath = `${BASE}/x/pivot_excel?${month}`;
    const pivotOnce = async () => (await apiCall(srv.baseUrl, token, 'GET', pivotPath)).json();
    const excelOnce = async () =>
      Buffer.from(await (await apiCall(srv.baseUrl, token, 'GET', excelPath)).arrayBuffer());
    const pivotSampler = rssSampler(srv.pid);
    await pivotOnce(); // warm-up: JIT, plans, buffers
    await excelOnce();
    const pivot = await timeRuns(runs, pivotOnce);
    const excel = await timeRuns(runs, excelOnce);
    const pivotPeakMb = pivotSampler.stop();
    if (pivot.last.total !== office.npps.length || pivot.last.total_jumlah !== expected)
      throw new Error(
        `pivot answered ${pivot.last.total} employees, ${pivot.last.total_jumlah}; expected ${office.npps.length}, ${expected}`,
      );
    if (excel.last.subarray(0, 2).toString() !== 'PK') throw new Error('pivot_excel is not an xlsx (zip) file');
    const after = memoryOf(srv.pid);

    const ok = (good) => (good ? 'ok' : 'MISSED');
    console.log(
      `\nPotongan gaji (${employees} demo employees; office "${office.nama}" with ${office.npps.length} employees, ${office.moved} moved in by SQL; month ${bulan}/${tahun})`,
    );
    console.log('figure'.padEnd(60), 'value'.padStart(16), ' target');
    const fileLabel = `upload xlsx (${rows} rows, ${fmt(file.length / 1024, 0)} KB, made in ${fmt(madeSeconds)} s)`;
    console.log(`${fileLabel}: POST answered`.padEnd(60), `${fmt(answeredMs, 0)} ms`.padStart(16));
    console.log(
      'upload: time, request → job done (rows validated, stored)'.padEnd(60),
      `${fmt(uploadSeconds)} s`.padStart(16),
      ` ≤ ${TARGET_UPLOAD_SECONDS} s ${ok(uploadSeconds <= TARGET_UPLOAD_SECONDS)}`,
    );
    console.log(
      'upload: of which the job ran (started_at → finished_at)'.padEnd(60),
      `${fmt(jobSeconds)} s`.padStart(16),
    );
    console.log('server RSS before upload'.padEnd(60), `${fmt(before.rssMb, 0)} MB`.padStart(16));
    console.log(
      'server peak RSS during upload (sampled)'.padEnd(60),
      `${fmt(uploadPeakMb, 0)} MB`.padStart(16),
      ` ≤ ${TARGET_RSS_MB} MB ${ok(uploadPeakMb <= TARGET_RSS_MB)}`,
    );
    console.log(
      'server RSS growth during upload (peak − before)'.padEnd(60),
      `${fmt(uploadPeakMb - before.rssMb, 0)} MB`.padStart(16),
    );
    console.log(
      `pivot GET per_page=${MAX_PER_PAGE} (${pivot.last.total} employees): p50 / p95 ms`.padEnd(60),
      `${fmt(pivot.p50, 0)} / ${fmt(pivot.p95, 0)}`.padStart(16),
      ` ≤ ${TARGET_PIVOT_MS} ms ${ok(pivot.p95 <= TARGET_PIVOT_MS)}`,
    );
    console.log(
      `pivot_excel (${fmt(excel.last.length / 1024 / 1024)} MB): p50 / p95 ms`.padEnd(60),
      `${fmt(excel.p50, 0)} / ${fmt(excel.p95, 0)}`.padStart(16),
      ` ≤ ${TARGET_PIVOT_MS} ms ${ok(excel.p95 <= TARGET_PIVOT_MS)}`,
    );
    console.log(
      `server peak RSS during the pivot runs (${runs} + 1 each)`.padEnd(60),
      `${fmt(pivotPeakMb, 0)} MB`.padStart(16),
    );
    console.log('server VmHWM since start (incl. demo load)'.padEnd(60), `${fmt(after.hwmMb, 0)} MB`.padStart(16));
    return { office, rows, uploadSeconds, jobSeconds, uploadPeakMb, pivot, excel, pivotPeakMb, hwmMb: after.hwmMb };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchGaji({
    employees: Number(process.env.GAJI_BENCH_EMPLOYEES ?? 20_000),
    rows: Number(process.env.GAJI_BENCH_ROWS ?? 20_000),
    runs: Number(process.env.GAJI_BENCH_RUNS ?? 7),
  });
}
