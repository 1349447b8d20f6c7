// The home page's info: the announcements valid today (GET /api/general/infobank?event=index_active)
// and the public channel's newest posts (GET /api/general/channel/x/public), answered by MSW.
import { delay, http, HttpResponse } from 'msw';
import { pegawaiUser, prepareStory, withPortal, type ShellMeta, type ShellStory } from '../testing/story-fixtures';
import { HomeInfo } from './HomeInfo';

const page = <T,>(data: T[], lastPage = 1) => ({
  data,
  current_page: 1,
  per_page: 5,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  last_page: lastPage,
});

const announcements = http.get('/api/general/infobank', async () => {
  await delay(300);
  return HttpResponse.json(
    page([
      {
        id: 5,
        judul: 'Libur nasional Idul Fitri',
        isi: 'Kantor tutup pada 30–31 Maret 2026.\nLayanan digital tetap berjalan.',
        valid_from: '2026-03-20',
        valid_until: '2026-04-02',
        is_active: true,
        attachments: [
          {
            id: 31,
            name: 'edaran-libur.pdf',
            content_type: 'application/pdf',
            size: 120000,
            location: 'infobank/5/edaran-libur.pdf',
            created_at: '2026-03-19T03:00:00.000Z',
          },
        ],
        user_id: 2,
        created_by_name: 'Indah Informasi',
        created_at: '2026-03-19T03:00:00.000Z',
        updated_at: '2026-03-19T03:00:00.000Z',
      },
    ]),
  );
});

const channel = http.get('/api/general/channel/x/public', async () => {
  await delay(300);
  return HttpResponse.json(
    page(
      [
        {
          id: 9,
          judul: 'Pemeliharaan sistem',
          isi: 'Portal tidak dapat diakses Sabtu pukul 22.00–24.00 WIB.',
          user_id: 2,
          created_by_name: 'Indah Informasi',
          created_at: '2026-03-18T10:00:00.000Z',
          updated_at: '2026-03-18T10:00:00.000Z',
        },
      ],
      2,
    ),
  );
});

const empty = [
  http.get('/api/general/infobank', () => HttpResponse.json(page([]))),
  http.get('/api/general/channel/x/public', () => HttpResponse.json(page([]))),
];

const meta: ShellMeta = {
  title: 'shell/Pages/HomeInfo',
  component: HomeInfo,
  render: () => <HomeInfo />,
  decorators: [withPortal({ route: '/home' })],
  beforeEach: prepareStory,
  parameters: { user: pegawaiUser, msw: { handlers: [announcements, channel] } },
};

export default meta;

/** An announcement with its attachment, and the channel's newest post (older ones a page away). */
export const WithNews: ShellStory = {};

/** Nothing valid today and no posts: the home page shows nothing of it. */
export const Nothing: ShellStory = { parameters: { msw: { handlers: empty } } };
