/**
 * How many rows the first sheet of an xlsx says it has, read from its `<dimension ref="A1:F60001"/>`
 * without parsing a single row: lets an upload that is too big be refused while the user waits
 * for the answer, instead of after the job has read 50 000 rows (issue #14). The sheet's XML is
 * streamed only until that element (it comes before the data); `null` when the file does not say
 * (some writers leave the element out) — the importer's own row count still holds then.
 */
import type { Readable } from 'node:stream';
import JSZip from 'jszip';

const SHEET_OF_FIRST_ENTRY = /<sheet\b[^>]*\br:id="([^"]+)"/;
const DIMENSION = /<dimension\s+ref="[A-Z]+\d+(?::[A-Z]+(\d+))?"/;
/** The dimension comes before <sheetData>; reading further is pointless. */
const DATA_STARTS = /<sheetData\b/;

async function firstSheetPath(zip: JSZip): Promise<string | null> {
  const workbook = await zip.file('xl/workbook.xml')?.async('string');
  const relations = await zip.file('xl/_rels/workbook.xml.rels')?.async('string');
  const id = workbook ? SHEET_OF_FIRST_ENTRY.exec(workbook)?.[1] : undefined;
  if (!id || !relations) return null;
  const relation = new RegExp(`<Relationship\\b[^>]*\\bId="${id.replace(/[^\w-]/g, '')}"[^>]*>`).exec(relations)?.[0];
  const target = relation ? /\bTarget="([^"]+)"/.exec(relation)?.[1] : undefined;
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

function readUntilDimension(stream: Readable): Promise<number | null> {
  return new Promise((resolve, reject) => {
    let head = '';
    let done = false;
    const finish = (rows: number | null) => {
      if (done) return;
      done = true;
      // Stop inflating the rest of the sheet: nothing after the dimension is wanted, and a stream
      // left flowing would keep a core busy while the importer reads the same file.
      stream.removeAllListeners('data');
      stream.pause();
      stream.destroy();
      resolve(rows);
    };
    stream.on('data', (chunk: Buffer) => {
      head += chunk.toString('utf8');
      const dimension = DIMENSION.exec(head);
      if (dimension) return finish(dimension[1] ? Number(dimension[1]) : 1);
      if (DATA_STARTS.test(head) || head.length > 64 * 1024) finish(null);
    });
    stream.on('end', () => finish(null));
    stream.on('error', (error) => (done ? undefined : reject(error)));
  });
}

/** The last row number the first sheet declares (the header included), or null when unknown or unreadable. */
export async function declaredLastRow(file: Buffer): Promise<number | null> {
  try {
    const zip = await JSZip.loadAsync(file);
    const path = await firstSheetPath(zip);
    const sheet = path ? zip.file(path) : null;
    return sheet ? await readUntilDimension(sheet.nodeStream() as unknown as Readable) : null;
  } catch {
    return null; // not a zip: the importer reports the file as not an Excel file
  }
}
