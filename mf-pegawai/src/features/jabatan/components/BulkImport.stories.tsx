// The bulk import of employees' position records as /pegawai/jabatan/upload_file_massal shows it,
// with the server answered by MSW as packages/server/src/modules/jabatan/jabatan-import.routes.ts
// and bulk-import.ts answer it: the xlsx sent with upload progress to POST
// /api/sdm/pegawai/x/jabatan/x/store_excel ('Data upload sementara di proses' and a job id), then the
// job followed on the realtime stream (job.progress / job.done) and read at GET
// /api/general/jobs/{id}: queued, running ('Memeriksa isi file', 'N baris diperiksa'), then done
// ('N baris berhasil diimpor') or failed with the row report (BulkImportResult). The texts of the
// report are those of jabatan-import.ts and platform/excel/xlsx-import.ts. Through MSW's service
// worker the browser reports no upload progress: the bar stays at 0 % until the server answers.
import { withStoryApi } from '@portal/design-system/storybook';
import { http } from 'msw';
import { api, failing, importJobApi, invalid, SERVER_ERROR_TEXT, serverError } from '../../../testing/story-api';
import { chooseFile, clickWhenShown, importWithRowErrors } from '../../../testing/story-fixtures';
import { JABATAN_IMPORT_PATH, JABATAN_TEMPLATE_PATH } from '../api';
import { BulkImport, ImportErrorReport } from './BulkImport';

const job = { uploadPath: JABATAN_IMPORT_PATH, templatePath: JABATAN_TEMPLATE_PATH, jobName: 'jabatan.import' };
const imported = importJobApi({ ...job, rows: 248 });
const refusedFile = importJobApi({ ...job, rows: 9, refused: importWithRowErrors });

/** A 256 KB workbook as the browser would pick it (the stories' server does not read its content). */
function workbook(): File {
  const bytes = new Uint8Array(256 * 1024);
  bytes.set([0x50, 0x4b, 0x03, 0x04]);
  return new File([bytes], 'riwayat-jabatan-2026.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

/** Picks the file and presses 'Upload'. */
async function upload({ canvasElement }: { canvasElement: HTMLElement }) {
  await chooseFile(canvasElement, '[data-testid="import-file"]', workbook());
  await clickWhenShown(canvasElement, '[data-testid="import-submit"]:not([disabled])');
}

const meta = {
  title: 'mf-pegawai/Jabatan/BulkImport',
  component: BulkImport,
  decorators: [withStoryApi],
  args: {
    name: 'Riwayat jabatan pegawai',
    uploadPath: JABATAN_IMPORT_PATH,
    templatePath: JABATAN_TEMPLATE_PATH,
    templateFileName: 'template-jabatan-pegawai.xlsx',
    columnsHelp:
      'Kolom: NPP, Jabatan (nama atau ID), Kantor (kode atau nama, boleh kosong), Awal (DD/MM/YYYY), Permanen (Ya/Tidak), Nomor SK.',
  },
  parameters: { msw: { handlers: imported } },
};

export default meta;

/** Nothing chosen yet: 'Upload' waits for an .xlsx file; 'Unduh Template' gets the template. */
export const Idle = {};

/** The whole flow: upload, 'Finishing...', the job queued and running, then '248 baris berhasil diimpor.' */
export const Imported = { play: upload };

/** The whole flow on a file with bad rows: the job fails and the page lists every problem; nothing saved. */
export const FileRefused = { parameters: { msw: { handlers: refusedFile } }, play: upload };

/**
 * The realtime stream is unavailable (its ticket fails): after 4 s without a push the page polls
 * GET /api/general/jobs/{id} instead, and ends the same way.
 */
export const PolledWithoutRealtime = {
  parameters: { msw: { handlers: { ticket: http.post(api('/realtime/ticket'), serverError) } } },
  play: upload,
};

/** The upload itself is refused (422, the file has more rows than the limit): the message as a toast. */
export const UploadRejected = {
  parameters: {
    msw: {
      handlers: {
        upload: http.post(
          api(JABATAN_IMPORT_PATH),
          invalid({ file: ['Jumlah baris melebihi batas 50.000 baris'] }, 1200),
        ),
      },
    },
  },
  play: upload,
};

/** The upload fails on the server (500): its text as a toast; no job is followed. */
export const UploadFailed = {
  parameters: {
    msw: { handlers: { upload: http.post(api(JABATAN_IMPORT_PATH), failing(500, SERVER_ERROR_TEXT, 1200)) } },
  },
  play: upload,
};

/** The report alone, as the page shows it when the finished job refused the file. */
export const RowErrors = {
  render: () => <ImportErrorReport report={importWithRowErrors} />,
};
