/**
 * Exports never turn a user's text into a formula (issue #13): a name such as
 * `=HYPERLINK("http://x","klik")` or one starting with +, -, @, tab or CR is written as a text
 * cell (no formula element), exactly as typed. Every export of the portal goes through streamXlsx.
 */
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { streamXlsx } from './xlsx-export.js';

const HOSTILE = [
  '=HYPERLINK("http://x","klik")',
  '+62 812 3456',
  '-1+1',
  '@SUM(A1:A2)',
  '\t=1+1',
  '\r=1+1',
  "=cmd|' /C calc'!A0",
];

test('cells that begin with =, +, -, @, tab or CR are text, not formulas', async () => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => out.on('end', resolve));
  await streamXlsx(
    HOSTILE.map((nama) => ({ nama })),
    [{ header: 'Nama', value: (r: { nama: string }) => r.nama }],
    out,
  );
  await done;
  const buffer = Buffer.concat(chunks);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  HOSTILE.forEach((text, i) => {
    const cell = sheet.getRow(i + 2).getCell(1);
    assert.equal(cell.type, ExcelJS.ValueType.String, `row ${i + 2} is text`);
    // XML turns a bare CR into LF when read back; the cell is still the text that was written.
    assert.equal(cell.value, text.replace(/\r/g, '\n'));
    assert.equal(cell.formula, undefined);
  });
});
