import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql, type Transaction } from 'kysely';
import * as yup from 'yup';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-db.js';
import type { Database } from '../db/schema.js';
import { excelDate, streamXlsx, type XlsxColumn } from './xlsx-export.js';
import { IMPORT_MESSAGES, importXlsx, type ImportColumn } from './xlsx-import.js';

async function collect(write: (out: Writable) => Promise<unknown>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on('end', r));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

async function workbookFrom(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Pegawai');
  for (const row of rows) ws.addRow(row);
  ws.getColumn(3).numFmt = 'dd/mm/yyyy';
  return Buffer.from(await wb.xlsx.writeBuffer());
}

interface Row {
  npp: string;
  nama: string;
  tanggal_lahir: string | null;
  gaji: number | null;
}

const columns: ImportColumn<Row>[] = [
  {
    key: 'npp',
    header: 'NPP',
    required: true,
    unique: true,
    validate: (v) => (/^\d{8}$/.test(String(v)) ? null : 'NPP harus 8 digit angka'),
  },
  { key: 'nama', header: 'Nama', required: true, validate: yup.string().max(20, 'Nama maksimal 20 karakter') },
  { key: 'tanggal_lahir', header: 'Tanggal Lahir', aliases: ['Tgl Lahir'], type: 'date' },
  { key: 'gaji', header: 'Gaji', type: 'integer' },
];

describe('streamXlsx', () => {
  it('writes the header and every row; dates and numbers keep their types', async () => {
    const cols: XlsxColumn<{ n: number; d: string }>[] = [
      { header: 'No', value: (_r, i) => i + 1 },
      { header: 'Nama', value: (r) => `Pegawai ${r.n}` },
      { header: 'Tanggal', numFmt: 'dd/mm/yyyy', value: (r) => excelDate(r.d) },
      { header: 'Kosong', value: () => undefined },
    ];
    async function* rows() {
      for (let n = 1; n <= 3; n++) yield { n, d: `199${n}-0${n}-1${n}` };
    }
    let written = 0;
    const file = await collect(
      async (out) => (written = await streamXlsx(rows(), cols, out, { sheetName: 'Pegawai' })),
    );
    assert.equal(written, 3);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Pegawai')!;
    assert.equal(ws.actualRowCount, 4);
    assert.deepEqual((ws.getRow(1).values as unknown[]).slice(1), ['No', 'Nama', 'Tanggal', 'Kosong']);
    assert.deepEqual((ws.getRow(3).values as unknown[]).slice(1, 3), [2, 'Pegawai 2']);
    const date = ws.getRow(3).getCell(3).value as Date;
    assert.equal(date.toISOString().slice(0, 10), '1992-02-12');
    assert.equal(ws.getRow(3).getCell(4).value, null);
  });

  it('streams: output leaves before the last of 20 000 rows is produced', async () => {
    let bytesWhenHalfway = -1;
    let bytes = 0;
    const out = new Writable({
      write(chunk, _enc, done) {
        bytes += chunk.length;
        done();
      },
    });
    async function* rows() {
      for (let i = 0; i < 20_000; i++) {
        if (i === 15_000) bytesWhenHalfway = bytes;
        yield { i, text: `Baris nomor ${i} dengan teks yang cukup panjang untuk mengisi berkas` };
      }
    }
    const finished = new Promise((r) => out.on('finish', r));
    const count = await streamXlsx(
      rows(),
      [
        { header: 'i', value: (r) => r.i },
        { header: 'teks', value: (r) => r.text },
      ],
      out,
    );
    await finished;
    assert.equal(count, 20_000);
    assert.ok(bytesWhenHalfway > 100_000, `only ${bytesWhenHalfway} bytes written after 15 000 rows`);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    async function* rows() {
      for (let i = 0; ; i++) {
        if (i === 50) controller.abort(new Error('berhenti'));
        yield i;
      }
    }
    await assert.rejects(
      streamXlsx(rows(), [{ header: 'i', value: (r) => r }], new PassThrough().resume(), { signal: controller.signal }),
      /berhenti/,
    );
  });
});

describe('importXlsx', () => {
  let database: TestDatabase;
  const written = async () =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM import_test`.execute(database.db)).rows[0].n;
  const writeRows = async (trx: Transaction<Database>, rows: Row[]) => {
    await sql`INSERT INTO import_test (npp, nama, tanggal_lahir, gaji)
      SELECT * FROM unnest(${rows.map((r) => r.npp)}::text[], ${rows.map((r) => r.nama)}::text[], ${rows.map((r) => r.tanggal_lahir)}::date[], ${rows.map((r) => r.gaji)}::int[])`.execute(
      trx,
    );
  };

  before(async () => {
    database = await createTestDatabase();
    await sql`CREATE TABLE import_test (npp text PRIMARY KEY, nama text NOT NULL, tanggal_lahir date, gaji integer)`.execute(
      database.db,
    );
  });
  after(() => database.destroy());

  it('writes every row of a valid file in batches of one transaction', async () => {
    const rows: unknown[][] = [['NPP', 'Nama', 'Tgl Lahir', 'Gaji']];
    for (let i = 0; i < 1203; i++)
      rows.push([String(10_000_000 + i), `Pegawai ${i}`, new Date(Date.UTC(1990, 0, 1 + (i % 28))), 5_000_000 + i]);
    rows.push([]); // trailing empty row is ignored
    const calls: number[] = [];
    const result = await importXlsx(
      await workbookFrom(rows),
      { db: database.db, columns, batchSize: 500 },
      async (trx, batch) => {
        calls.push(batch.length);
        await writeRows(trx, batch);
      },
    );
    assert.deepEqual(result, { ok: true, rows: 1203 });
    assert.deepEqual(calls, [500, 500, 203]);
    assert.equal(await written(), 1203);
    const first = await sql<{
      tanggal_lahir: string;
      gaji: number;
    }>`SELECT tanggal_lahir, gaji FROM import_test WHERE npp = '10000005'`.execute(database.db);
    assert.deepEqual(first.rows[0], { tanggal_lahir: '1990-01-06', gaji: 5_000_005 });
    await sql`DELETE FROM import_test`.execute(database.db);
  });

  it('a bad row among good ones writes nothing and lists every problem', async () => {
    const rows: unknown[][] = [['NPP', 'Nama', 'Tanggal Lahir', 'Gaji']];
    for (let i = 0; i < 700; i++) rows.push([String(20_000_000 + i), `Pegawai ${i}`, '1990-01-01', 1000]);
    rows.push(['123', 'Nama yang terlalu panjang sekali', '31/02/1990', 'seribu']); // row 702
    rows.push(['20000001', '', '15-08-1985', 2.5]); // row 703: duplicate NPP, empty nama, decimal gaji
    const result = await importXlsx(await workbookFrom(rows), { db: database.db, columns, batchSize: 100 }, writeRows);
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.equal(result.rows, 702);
    assert.deepEqual(result.errors, [
      { row: 702, column: 'NPP', value: '123', message: 'NPP harus 8 digit angka' },
      { row: 702, column: 'Nama', value: 'Nama yang terlalu panjang sekali', message: 'Nama maksimal 20 karakter' },
      { row: 702, column: 'Tanggal Lahir', value: '31/02/1990', message: IMPORT_MESSAGES.date('Tanggal Lahir') },
      { row: 702, column: 'Gaji', value: 'seribu', message: 'Kolom Gaji harus berupa bilangan bulat' },
      { row: 703, column: 'NPP', value: '20000001', message: 'NPP sama dengan baris 3' },
      { row: 703, column: 'Nama', value: null, message: 'Kolom Nama wajib diisi' },
      { row: 703, column: 'Gaji', value: 2.5, message: 'Kolom Gaji harus berupa bilangan bulat' },
    ]);
    assert.equal(result.errorCount, 7);
    assert.equal(await written(), 0, 'the 700 valid rows written before the bad one were rolled back');
  });

  it('keeps at most maxErrors errors but counts them all', async () => {
    const rows: unknown[][] = [['NPP', 'Nama']];
    for (let i = 0; i < 30; i++) rows.push(['x', 'Ani']);
    const result = await importXlsx(await workbookFrom(rows), { db: database.db, columns, maxErrors: 5 }, writeRows);
    assert.ok(!result.ok && result.errors.length === 5 && result.errorCount === 30);
  });

  it('reports a missing required header, an empty file, too many rows and a file that is not xlsx', async () => {
    const noNama = await importXlsx(
      await workbookFrom([
        ['NPP', 'Gaji'],
        ['12345678', 1],
      ]),
      { db: database.db, columns },
      writeRows,
    );
    assert.deepEqual(noNama.ok ? null : noNama.errors, [
      { row: 1, column: 'Nama', value: null, message: 'Kolom Nama tidak ditemukan pada baris judul' },
    ]);

    const headerOnly = await importXlsx(await workbookFrom([['NPP', 'Nama']]), { db: database.db, columns }, writeRows);
    assert.deepEqual(headerOnly.ok ? null : headerOnly.errors.map((e) => e.message), [IMPORT_MESSAGES.empty]);

    const big = await importXlsx(
      await workbookFrom([
        ['NPP', 'Nama'],
        ['11111111', 'A'],
        ['22222222', 'B'],
        ['33333333', 'C'],
      ]),
      { db: database.db, columns, maxRows: 2 },
      writeRows,
    );
    assert.deepEqual(big.ok ? null : big.errors, [
      { row: 4, column: '', value: null, message: IMPORT_MESSAGES.tooManyRows(2) },
    ]);

    const notXlsx = await importXlsx(Buffer.from('%PDF-1.7 bukan excel'), { db: database.db, columns }, writeRows);
    assert.deepEqual(notXlsx.ok ? null : notXlsx.errors.map((e) => e.message), [IMPORT_MESSAGES.notXlsx]);
    assert.equal(await written(), 0);
  });

  it('a failing writeRows rejects and rolls back what earlier batches wrote', async () => {
    const rows: unknown[][] = [['NPP', 'Nama']];
    for (let i = 0; i < 30; i++) rows.push([String(30_000_000 + i), 'Budi']);
    let calls = 0;
    await assert.rejects(
      importXlsx(await workbookFrom(rows), { db: database.db, columns, batchSize: 10 }, async (trx, batch) => {
        if (++calls === 3) throw new Error('database down');
        await writeRows(trx, batch);
      }),
      /database down/,
    );
    assert.equal(await written(), 0);
  });

  it('reads back what streamXlsx wrote (inline strings, date cells), from a stream', async () => {
    const people = [
      { npp: '40000001', nama: 'Siti Aminah', lahir: '1988-12-31', gaji: 7 },
      { npp: '40000002', nama: 'Made Wirawan', lahir: '1979-02-28', gaji: 9 },
    ];
    const file = await collect((out) =>
      streamXlsx(
        people,
        [
          { header: 'NPP', value: (p) => p.npp },
          { header: 'Nama', value: (p) => p.nama },
          { header: 'Tanggal Lahir', numFmt: 'dd/mm/yyyy', value: (p) => excelDate(p.lahir) },
          { header: 'Gaji', value: (p) => p.gaji },
        ],
        out,
      ),
    );
    const stream = new PassThrough();
    stream.end(file);
    const result = await importXlsx(stream, { db: database.db, columns }, writeRows);
    assert.deepEqual(result, { ok: true, rows: 2 });
    const back = await sql<Row>`SELECT npp, nama, tanggal_lahir, gaji FROM import_test ORDER BY npp`.execute(
      database.db,
    );
    assert.deepEqual(back.rows, [
      { npp: '40000001', nama: 'Siti Aminah', tanggal_lahir: '1988-12-31', gaji: 7 },
      { npp: '40000002', nama: 'Made Wirawan', tanggal_lahir: '1979-02-28', gaji: 9 },
    ]);
  });
});
