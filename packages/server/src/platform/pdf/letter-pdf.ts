/**
 * Printable letters (SPPD, nota dinas, SKMD) as PDF, drawn on the server with pdfkit: one A4 layout
 * for every module — the organisation's letterhead, a title with the letter's number, label/value
 * rows, free paragraphs, tables and the signature block — so letters look alike and a module only
 * says what goes on the page. pdfkit's built-in Helvetica covers the Latin text Indonesian needs.
 */
import PDFDocument from 'pdfkit';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/storage.js';

export type LetterBlock =
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'table'; columns: readonly string[]; rows: ReadonlyArray<readonly string[]>; widths?: readonly number[] };

export interface LetterContent {
  /** Printed under the letterhead, e.g. 'SURAT PERINTAH PERJALANAN DINAS'. */
  title: string;
  /** The letter's number ('Nomor: …'), absent for a draft. */
  number?: string | null;
  /** Office line of the letterhead, e.g. the issuing kantor's name. */
  issuer: string;
  blocks: readonly LetterBlock[];
  /** Place and date line and the signer of the signature block. */
  signature?: { placeDate: string; role: string; name: string };
  /** Printed diagonally when the letter is not final (e.g. 'DRAFT'). */
  watermark?: string;
}

const MARGIN = 56;
const ORGANISATION = 'PORTAL SDM';

function drawTable(doc: PDFKit.PDFDocument, block: Extract<LetterBlock, { kind: 'table' }>): void {
  const width = doc.page.width - MARGIN * 2;
  const widths = block.widths ?? block.columns.map(() => width / block.columns.length);
  const row = (cells: readonly string[], bold: boolean) => {
    if (doc.y > doc.page.height - MARGIN * 2) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 60;
      doc.text(cell, x + 3, top + 3, { width: cellWidth - 6 });
      bottom = Math.max(bottom, doc.y + 3);
      x += cellWidth;
    });
    x = MARGIN;
    for (const cellWidth of widths) {
      doc.rect(x, top, cellWidth, bottom - top).stroke();
      x += cellWidth;
    }
    doc.x = MARGIN;
    doc.y = bottom;
  };
  row(block.columns, true);
  for (const cells of block.rows) row(cells, false);
  doc.moveDown(0.8);
}

function drawBlock(doc: PDFKit.PDFDocument, block: LetterBlock): void {
  switch (block.kind) {
    case 'heading':
      doc.font('Helvetica-Bold').fontSize(11).text(block.text, MARGIN).moveDown(0.3);
      return;
    case 'paragraph':
      doc.font('Helvetica').fontSize(10).text(block.text, MARGIN, undefined, { align: 'justify' }).moveDown(0.6);
      return;
    case 'fields':
      for (const [label, value] of block.rows) {
        const top = doc.y;
        doc.font('Helvetica').fontSize(10).text(label, MARGIN, top, { width: 150 });
        const labelBottom = doc.y;
        doc.text(`: ${value}`, MARGIN + 155, top, { width: doc.page.width - MARGIN * 2 - 155 });
        doc.y = Math.max(labelBottom, doc.y);
      }
      doc.moveDown(0.6);
      return;
    case 'table':
      drawTable(doc, block);
      return;
  }
}

/** Renders the letter into one buffer (letters are a page or two; streaming buys nothing). */
export function renderLetterPdf(content: LetterContent): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Creator: ORGANISATION } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (content.watermark) {
    doc.save().rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(90).fillColor('#dddddd');
    doc.text(content.watermark, 0, doc.page.height / 2 - 45, { width: doc.page.width, align: 'center' });
    doc.restore().fillColor('black');
  }
  doc.font('Helvetica-Bold').fontSize(14).text(ORGANISATION, MARGIN, MARGIN, { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(content.issuer, { align: 'center' });
  const lineY = doc.y + 6;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(doc.page.width - MARGIN, lineY)
    .lineWidth(1.5)
    .stroke()
    .lineWidth(1);
  doc.y = lineY + 14;
  doc.font('Helvetica-Bold').fontSize(12).text(content.title, MARGIN, doc.y, { align: 'center', underline: true });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Nomor: ${content.number ?? '-'}`, { align: 'center' })
    .moveDown(1.2);

  for (const block of content.blocks) drawBlock(doc, block);

  if (content.signature) {
    const x = doc.page.width - MARGIN - 200;
    if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
    doc.moveDown(1).font('Helvetica').fontSize(10);
    doc.text(content.signature.placeDate, x, doc.y, { width: 200, align: 'center' });
    doc.text(content.signature.role, x, doc.y, { width: 200, align: 'center' }).moveDown(3.5);
    doc.font('Helvetica-Bold').text(content.signature.name, x, doc.y, { width: 200, align: 'center', underline: true });
  }
  doc.end();
  return done;
}

/** Sends a rendered letter inline (opens in the browser's viewer), never cached by proxies. */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-length', body.length)
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'private, no-store')
    .send(body);
}
