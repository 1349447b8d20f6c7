// The deduction upload as /gaji/potongan/upload shows it, the server answered by MSW like
// packages/server/src/modules/gaji/potongan.routes.ts: POST /x/upload answers 'Potongan Gaji
// uploaded' and a job; the job (GET /api/general/jobs/{id}) ends done with DeductionUploadResult or
// failed with the row report. Through MSW's service worker the browser reports no upload progress.
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { api, chooseFile, clickWhenShown, delay, jobHandler, noRealtime, xlsxBytes } from '../../../testing/story-api';
import { ROW_ERRORS } from '../potongan-fixtures';
import { PotonganUpload } from './PotonganUpload';

const UPLOAD = api('/sdm/pegawai/x/potongan_gaji/x/upload');

const accepted = http.post(UPLOAD, async () => {
  await delay(600);
  return HttpResponse.json({ message: 'Potongan Gaji uploaded', data: { job_id: 'story-job', upload_id: 4 } });
});
const template = http.get(api('/sdm/pegawai/x/potongan_gaji/x/template'), xlsxBytes);

function handlers(end: Parameters<typeof jobHandler>[0]) {
  return { upload: accepted, template, realtime: noRealtime, job: jobHandler(end) };
}

async function upload({ canvasElement }: { canvasElement: HTMLElement }) {
  const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'potongan-maret-2026.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  await chooseFile(canvasElement, '[data-testid="upload-file"]', file);
  await clickWhenShown(canvasElement, '[data-testid="upload-submit"]:not([disabled])');
}

const meta = {
  title: 'mf-gaji/Potongan/PotonganUpload',
  component: PotonganUpload,
  decorators: [withStoryApi],
  args: { target: { kantor_id: 5, tahun: 2026, bulan: 3 } },
  parameters: {
    msw: {
      handlers: handlers({
        status: 'done',
        message: '2 baris tersimpan',
        result: { imported: 2, total: '1375000.50', upload_id: 4, errors: [] },
        error: null,
      }),
    },
  },
};

export default meta;

/** Nothing chosen yet; 'Unduh Template' gets the xlsx template. */
export const Idle = {};

/** No office chosen yet: the page says what is missing. */
export const WithoutOffice = { args: { target: null } };

/** The deadline has passed: the upload button stays off. */
export const Locked = { args: { locked: true } };

/** The whole flow: upload, the job running, then '2 baris tersimpan, total Rp 1.375.000,00'. */
export const Uploaded = { play: upload };

/** A file with bad rows: the job fails and every row's problem is listed; nothing saved. */
export const Refused = {
  parameters: {
    msw: {
      handlers: handlers({
        status: 'failed',
        message: 'Data upload tidak valid, tidak ada data yang disimpan',
        result: { imported: 0, total: '0.00', upload_id: 5, errors: ROW_ERRORS },
        error: 'Data upload tidak valid, tidak ada data yang disimpan',
      }),
    },
  },
  play: upload,
};
