import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderLetterPdf } from './letter-pdf.js';

describe('renderLetterPdf', () => {
  it('draws a multi-page letter with its number, fields, table and signature into a PDF', async () => {
    const rows = Array.from({ length: 80 }, (_, index) => [String(index + 1), `Pegawai ${index + 1}`, 'Rp 1.250.000']);
    const pdf = await renderLetterPdf({
      title: 'SURAT PERINTAH PERJALANAN DINAS',
      number: 'SPPD/001/2026',
      issuer: 'Kantor Pusat',
      watermark: 'DRAFT',
      blocks: [
        {
          kind: 'fields',
          rows: [
            ['Tujuan', 'Surabaya'],
            ['Tanggal', '1 Desember 2026 s.d. 3 Desember 2026'],
          ],
        },
        { kind: 'heading', text: 'Pelaksana' },
        { kind: 'table', columns: ['No', 'Nama', 'Biaya'], rows, widths: [40, 260, 183] },
        { kind: 'paragraph', text: 'Demikian surat ini dibuat untuk dipergunakan sebagaimana mestinya.' },
      ],
      signature: { placeDate: 'Jakarta, 27 November 2026', role: 'Kepala Kantor', name: 'Budi Santoso' },
    });
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.match(pdf.subarray(-8).toString('latin1'), /%%EOF/);
    // 80 table rows do not fit one A4 page: the table continues on further pages.
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    assert.ok(pages.length >= 2, `expected at least 2 pages, got ${pages.length}`);
  });
});
