// The employee's own health declaration ('Lapor' on /absen/covid): the conditions come from
// GET /general/covid/x/status and the report goes to POST /general/covid, answered as
// packages/server/src/modules/covid answers it. States: the form, sent ('Covid created'), a second
// report for the same day (409), an unknown condition (422), the report being sent, and loading.
import type { CovidInput, CovidMutation } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { notify, notifyError, LoadingState } from '@portal/design-system';
import {
  clicks,
  covidRows,
  covidStatuses,
  invalid,
  json,
  jsonResponse,
  never,
  pegawaiUser,
  portalSession,
  refusedWith,
  wait,
  withPortal,
  type ApiHandler,
} from '../../../testing/story-fixtures';
import { createCovid, useCovidStatuses } from '../api';
import { CovidForm } from './CovidForm';

/** POST /general/covid accepted: 'Covid created' with the row as it is now. */
const created: ApiHandler = async ({ body }) => {
  await wait(500);
  const input = body as CovidInput;
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
  return jsonResponse(answer);
};

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
  decorators: [withPortal],
  loaders: [portalSession],
  parameters: {
    user: pegawaiUser,
    api: { 'GET /general/covid/x/status': json({ data: covidStatuses }), 'POST /general/covid': created },
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
    api: { 'POST /general/covid': refusedWith(409, 'Laporan kesehatan untuk tanggal ini sudah ada') },
  },
  play: clicks(SEND),
};

/** The condition is no longer known to the server (422 on `status_id`): an error toast. */
export const UnknownCondition = {
  parameters: { api: { 'POST /general/covid': invalid({ status_id: ['Status covid tidak ditemukan'] }) } },
  play: clicks(SEND),
};

/** The report is being sent: the button spins. */
export const Sending = { parameters: { api: { 'POST /general/covid': never } }, play: clicks(SEND) };

/** The conditions are still loading: the tab waits for them. */
export const LoadingConditions = { parameters: { api: { 'GET /general/covid/x/status': never } } };
