// The employee's own health declaration ('Lapor' on /absen/covid): the conditions come from
// GET /general/covid/x/status and the report goes to POST /general/covid, answered as
// packages/server/src/modules/covid answers it. States: the form, sent ('Covid created'), a second
// report for the same day (409), an unknown condition (422), the report being sent, and loading.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { CovidInput, CovidMutation } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify, notifyError, LoadingState } from '@portal/design-system';
import {
  clicks,
  covidRows,
  covidStatuses,
  invalid,
  json,
  never,
  pegawaiUser,
  portalSession,
  refusedWith,
  type Resolver,
} from '../../../testing/story-fixtures';
import { createCovid, useCovidStatuses } from '../api';
import { CovidForm } from './CovidForm';

/** POST /general/covid accepted: 'Covid created' with the row as it is now. */
const created: Resolver = async ({ request }) => {
  const input = (await request.json()) as CovidInput;
  await delay(500);
  const status = covidStatuses.find((s) => s.id === input.status_id) ?? covidStatuses[0];
  const answer: CovidMutation = {
    message: 'Covid created',
    data: {
      ...covidRows[0],
      tanggal: input.tanggal,
      type: input.type,
      keterangan: input.keterangan ?? null,
      status_id: status.id,
      status,
      approved: false,
      approval_at: null,
    },
  };
  return HttpResponse.json(answer);
};

/** GET /api/general/covid/x/status and POST /api/general/covid, answered as the server does unless told. */
const handlers = ({ statuses = json({ data: covidStatuses }), create = created } = {}): RequestHandler[] => [
  http.get('/api/general/covid/x/status', statuses),
  http.post('/api/general/covid', create),
];

/** The 'Lapor' tab: the form once the conditions are loaded, sending as the page does. */
function ReportTab() {
  const transport = useTransport();
  const statuses = useCovidStatuses();
  if (!statuses.data) return <LoadingState />;
  return (
    <CovidForm
      statuses={statuses.data.data}
      onSubmit={async (values) => {
        try {
          notify.success((await createCovid(transport, values)).message);
        } catch (error) {
          notifyError(error);
        }
      }}
    />
  );
}

const SEND = 'form[aria-label="Laporan kesehatan"] button[type="submit"]';

const meta = {
  title: 'mf-absen/Covid/CovidForm',
  component: ReportTab,
  decorators: [withStoryApi],
  loaders: [portalSession],
  parameters: {
    user: pegawaiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** Today, 'Sehat', at the office: the usual report. */
export const Default = {};

/** 'Kirim Laporan': the server's message as a toast, the form back to its start. */
export const Sent = { play: clicks(SEND) };

/** Today's report exists already (409): the server's message as an error toast. */
export const AlreadyReported = {
  parameters: {
    msw: { handlers: handlers({ create: refusedWith(409, 'Laporan kesehatan untuk tanggal ini sudah ada') }) },
  },
  play: clicks(SEND),
};

/** The condition is no longer known to the server (422 on `status_id`): an error toast. */
export const UnknownCondition = {
  parameters: { msw: { handlers: handlers({ create: invalid({ status_id: ['Status covid tidak ditemukan'] }) }) } },
  play: clicks(SEND),
};

/** The report is being sent: the button spins. */
export const Sending = { parameters: { msw: { handlers: handlers({ create: never }) } }, play: clicks(SEND) };

/** The conditions are still loading: the tab waits for them. */
export const LoadingConditions = { parameters: { msw: { handlers: handlers({ statuses: never }) } } };
