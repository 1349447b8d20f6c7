// 'Perbarui statistik' (roles 1, 57) with POST /api/dashboard (event refresh) and the job API answered:
// the button at rest, the job followed to its end (progress, then 'Proses selesai'), a job that fails
// ('Proses gagal'), and the server unable to queue it (500, its message).
import { delay, http } from 'msw';
import {
  adminSdmUser,
  byTestId,
  failure,
  prepareStory,
  realtimeTicketRefused,
  refreshJobAnswers,
  SERVER_TEXTS,
  waitFor,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import { RefreshStatsButton } from './RefreshStatsButton';

const meta: ShellMeta = {
  title: 'shell/Dashboard/RefreshStatsButton',
  component: RefreshStatsButton,
  render: () => <RefreshStatsButton onRefreshed={() => console.info('[story] dashboard read again')} />,
  decorators: [withPortal({ route: '/dashboard' })],
  beforeEach: prepareStory,
  parameters: { user: adminSdmUser, msw: { handlers: refreshJobAnswers('done') } },
};

export default meta;

/** Pressed (by the story): the button starts the refresh. */
async function press({ canvasElement }: { canvasElement: HTMLElement }) {
  (await waitFor(() => byTestId<HTMLButtonElement>(canvasElement, 'dashboard-refresh'))).click();
}

/** At rest: press it to queue the refresh (it then runs as in 'Job Done'). */
export const Idle: ShellStory = {};

/**
 * 'Job executed', then the progress (polled from the job API a few seconds later, as without the push
 * channel) and 'Proses selesai — 28 topik dashboard diperbarui' after about ten seconds.
 */
export const JobDone: ShellStory = { play: press };

/** The job fails: 'Proses gagal' with the job's error. */
export const JobFails: ShellStory = { parameters: { msw: { handlers: refreshJobAnswers('failed') } }, play: press };

/** The server cannot queue the job (500): its message. */
export const ServerError: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.post('/api/dashboard', async () => {
          await delay(400);
          return failure(500, SERVER_TEXTS.serverError);
        }),
        realtimeTicketRefused,
      ],
    },
  },
  play: press,
};
