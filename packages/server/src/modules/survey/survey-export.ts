/**
 * GET /api/general/survey/{id}/x/export: the results as one xlsx sheet, one row per option (choice),
 * per value 1–5 (scale, with the average on the question's first row) and per free text. Written by
 * the platform's streamXlsx, so an answer such as "=HYPERLINK(…)" stays text.
 */
import { PassThrough } from 'node:stream';
import type { SurveyResultAnswer } from '@portal/contracts';
import { exportFileName, streamXlsx, type XlsxColumn } from '../../platform/excel/xlsx-export.js';

interface ExportRow {
  no: number | null;
  pertanyaan: string;
  jenis: string;
  jawaban: string;
  jumlah: number | null;
  persen: number | null;
  rata_rata: number | null;
}

const JENIS: Record<string, string> = {
  pilihan_tunggal: 'Pilihan tunggal',
  pilihan_ganda: 'Pilihan ganda',
  skala: 'Skala 1–5',
  teks: 'Teks bebas',
};

const COLUMNS: readonly XlsxColumn<ExportRow>[] = [
  { header: 'No', width: 6, value: (r) => r.no },
  { header: 'Pertanyaan', width: 48, value: (r) => r.pertanyaan },
  { header: 'Jenis', width: 16, value: (r) => r.jenis },
  { header: 'Jawaban', width: 48, value: (r) => r.jawaban },
  { header: 'Jumlah', width: 10, numFmt: '0', value: (r) => r.jumlah },
  { header: 'Persen', width: 10, numFmt: '0.0', value: (r) => r.persen },
  { header: 'Rata-rata', width: 11, numFmt: '0.00', value: (r) => r.rata_rata },
];

export function exportRows(result: SurveyResultAnswer['data']): ExportRow[] {
  const rows: ExportRow[] = [];
  const percent = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000) / 10 : null);
  for (const q of result.questions) {
    const head = { pertanyaan: q.pertanyaan, jenis: JENIS[q.tipe] ?? q.tipe };
    const items: Array<Pick<ExportRow, 'jawaban' | 'jumlah' | 'persen'>> =
      q.tipe === 'skala'
        ? q.distribusi.map((n, i) => ({ jawaban: String(i + 1), jumlah: n, persen: percent(n, q.jumlah_jawaban) }))
        : q.tipe === 'teks'
          ? q.teks.map((t) => ({ jawaban: t, jumlah: null, persen: null }))
          : q.options.map((o) => ({ jawaban: o.label, jumlah: o.jumlah, persen: percent(o.jumlah, q.jumlah_jawaban) }));
    if (items.length === 0) items.push({ jawaban: '', jumlah: null, persen: null });
    items.forEach((item, i) =>
      rows.push({
        no: i === 0 ? q.urutan : null,
        ...head,
        ...item,
        rata_rata: i === 0 && q.tipe === 'skala' ? q.rata_rata : null,
      }),
    );
  }
  return rows;
}

/** The workbook's bytes and its download name. */
export async function surveyXlsx(result: SurveyResultAnswer['data']): Promise<{ fileName: string; body: Buffer }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  await streamXlsx(exportRows(result), COLUMNS, out, { sheetName: 'Hasil Survei' });
  await ended;
  return { fileName: exportFileName(`hasil-survei-${result.survey.id}`), body: Buffer.concat(chunks) };
}
