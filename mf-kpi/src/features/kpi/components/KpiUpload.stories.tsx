// The achievements upload of /penilaian/kpi/event, the server answered by MSW like modules/kpi
// (POST …/event_pegawai/x/upload queues a job; the job ends with KpiUploadResult).
import { withStoryApi } from '@portal/design-system/storybook';
import { http, HttpResponse } from 'msw';
import { api, delay, jobHandler, noRealtime } from '../../../testing/kpi-story-api';
import { KpiUpload } from './KpiUpload';

const events = http.get(api('/sdm/kpi/x/event'), () =>
  HttpResponse.json({ data: [{ id: 3, nama: 'Penilaian Semester I' }] }),
);
const upload = http.post(api('/sdm/kpi/x/event_pegawai/x/upload'), async () => {
  await delay(400);
  return HttpResponse.json({ message: 'Upload KPI pegawai sementara di proses', data: { job_id: 'story-kpi-upload' } });
});

const meta = {
  title: 'mf-kpi/kpi/KpiUpload',
  component: KpiUpload,
  decorators: [withStoryApi],
  parameters: {
    msw: {
      handlers: {
        events,
        upload,
        realtime: noRealtime,
        job: jobHandler('kpi.upload', {
          status: 'done',
          message: '12 baris realisasi KPI disimpan',
          result: { imported: 12, errors: [] },
          error: null,
        }),
      },
    },
  },
};

export default meta;

/** Choose an event and an xlsx: every row written. */
export const Accepted = {};

/** A refused file: every row's problem, nothing written. */
export const Refused = {
  parameters: {
    msw: {
      handlers: {
        events,
        upload,
        realtime: noRealtime,
        job: jobHandler('kpi.upload', {
          status: 'failed',
          message: null,
          error: 'Data upload tidak valid, tidak ada data yang disimpan',
          result: {
            imported: 0,
            errors: [
              { row: 2, column: 'NPP', message: 'NPP tidak memiliki penilaian Draft pada event ini' },
              { row: 4, column: 'Realisasi', message: 'Realisasi harus angka tidak negatif, paling banyak 4 desimal' },
            ],
          },
        }),
      },
    },
  },
};
