// The dashboard with GET /api/dashboard answered as dashboard.service.ts does (each topic's value, when
// it was computed, a note; topics without data 'Belum tersedia'): an employee, an HR administrator
// who may refresh (POST event=refresh → a job followed to its end), nothing computed yet, loading,
// the server down (503, 'Coba lagi') and refused (403).
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { DASHBOARD_TOPICS } from '@portal/domain';
import {
  adminSdmUser,
  dashboardAnswer,
  failure,
  pegawaiUser,
  prepareStory,
  refreshJobAnswers,
  SERVER_TEXTS,
  withPortal,
  type ShellMeta,
  type ShellStory,
} from '../../testing/story-fixtures';
import DashboardPage from './DashboardPage';

const dashboard = http.get('/api/dashboard', async () => {
  await delay(500);
  return HttpResponse.json(dashboardAnswer());
});

function dashboardAnswering(status: number, message: string): RequestHandler {
  return http.get('/api/dashboard', async () => {
    await delay(500);
    return failure(status, message);
  });
}

const meta: ShellMeta = {
  title: 'shell/Dashboard/DashboardPage',
  component: DashboardPage,
  render: () => <DashboardPage />,
  decorators: [withPortal({ route: '/dashboard' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser, msw: { handlers: [dashboard] } },
};

export default meta;

/** An employee: every group, values formatted, shares of a whole, topics without data muted. */
export const Employee: ShellStory = {};

/**
 * An HR administrator: 'Perbarui statistik' queues the job (POST /api/dashboard 'Job executed'), its
 * progress is polled (GET /api/general/jobs/:id) and the dashboard is read again when it is done.
 */
export const AdminMayRefresh: ShellStory = {
  parameters: { user: adminSdmUser, msw: { handlers: [dashboard, ...refreshJobAnswers('done')] } },
};

/** Before the first computation: every topic 'Belum tersedia' (the profile is read live). */
export const NothingComputedYet: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard', async () => {
          await delay(500);
          const empty = Object.fromEntries(
            DASHBOARD_TOPICS.filter((key) => key !== 'profile').map((key) => [
              key,
              { value: null, updated_at: null, note: 'Belum tersedia' },
            ]),
          );
          return HttpResponse.json(dashboardAnswer(empty));
        }),
      ],
    },
  },
};

/** The dashboard has not answered yet. */
export const Loading: ShellStory = {
  parameters: {
    msw: {
      handlers: [
        http.get('/api/dashboard', async () => {
          await delay('infinite');
        }),
      ],
    },
  },
};

/** The database is down (503): 'Dashboard tidak dapat dimuat' with the server's message and 'Coba lagi'. */
export const ServerDown: ShellStory = {
  parameters: { msw: { handlers: [dashboardAnswering(503, SERVER_TEXTS.databaseDown)] } },
};

/** The server refuses (403, no role Pegawai); in the portal the user is then sent to 'Akses Ditolak'. */
export const Refused: ShellStory = {
  parameters: { msw: { handlers: [dashboardAnswering(403, SERVER_TEXTS.forbidden)] } },
};
