/** The row count an xlsx declares, read without parsing its rows (issue #14: oversized imports refused at once). */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { declaredLastRow } from './xlsx-dimension.js';

async function workbookWithRows(rows: number, sheets = 1): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (let s = 0; s < sheets; s++) {
    const sheet = workbook.addWorksheet(`Lembar ${s + 1}`);
    sheet.addRow(['NPP', 'Nama']);
    for (let i = 1; i <= (s === 0 ? rows : 3); i++) sheet.addRow([String(20000000 + i), `Pegawai ${i}`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('declaredLastRow', () => {
  test('the last row of the first sheet, header included', async () => {
    assert.equal(await declaredLastRow(await workbookWithRows(10)), 11);
    assert.equal(await declaredLastRow(await workbookWithRows(60_000)), 60_001);
  });

  test('the first sheet counts, not the longest one', async () => {
    assert.equal(await declaredLastRow(await workbookWithRows(7, 2)), 8);
  });

  test('a file that does not declare its dimension: unknown (null), left to the importer', async () => {
    const zip = await JSZip.loadAsync(await workbookWithRows(5));
    const path = Object.keys(zip.files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))!;
    const xml = (await zip.file(path)!.async('string')).replace(/<dimension[^>]*\/>/, '');
    zip.file(path, xml);
    assert.equal(await declaredLastRow(await zip.generateAsync({ type: 'nodebuffer' })), null);
  });

  test('not an xlsx at all: null, no exception', async () => {
    assert.equal(await declaredLastRow(Buffer.from('NPP;Nama\n1;Ani\n')), null);
    const zip = new JSZip();
    zip.file('readme.txt', 'bukan buku kerja');
    assert.equal(await declaredLastRow(await zip.generateAsync({ type: 'nodebuffer' })), null);
  });
});
