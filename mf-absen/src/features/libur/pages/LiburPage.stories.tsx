// The holidays list (/absen/libur; libur has no separate list component, so the page is the story):
// GET /sdm/x/libur by year (paged, searched), and for the attendance admins 'Tambah', 'Ubah' and
// 'Hapus' through POST, PUT and DELETE /sdm/x/libur answered as packages/server/src/modules/libur
// answers them. States: an employee's read-only year, the admin's, a year without holidays,
// loading, the server's error (500), and a deletion the server refuses.
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { LiburInput, LiburRow } from '@portal/contracts';
import {
  adminAbsensiUser,
  clickButton,
  clicks,
  forbidden,
  json,
  never,
  pageOf,
  paged,
  pegawaiUser,
  portalSession,
  queryOf,
  serverError,
  type Resolver,
} from '../../../testing/story-fixtures';
import LiburPage from './LiburPage';

/** The national holidays of a year (fixed dates; the moving feasts of 2026 as decreed). */
function holidaysOf(tahun: number): LiburRow[] {
  const fixed: [string, string][] = [
    ['01-01', 'Tahun Baru Masehi'],
    ['05-01', 'Hari Buruh Internasional'],
    ['06-01', 'Hari Lahir Pancasila'],
    ['08-17', 'Hari Kemerdekaan Republik Indonesia'],
    ['12-25', 'Hari Raya Natal'],
  ];
  const moving: [string, string][] =
    tahun === 2026
      ? [
          ['02-17', 'Tahun Baru Imlek'],
          ['03-19', 'Hari Suci Nyepi'],
          ['03-20', 'Hari Raya Idul Fitri'],
          ['03-21', 'Hari Raya Idul Fitri'],
          ['04-03', 'Wafat Yesus Kristus'],
          ['05-14', 'Kenaikan Yesus Kristus'],
          ['05-27', 'Hari Raya Idul Adha'],
          ['05-31', 'Hari Raya Waisak'],
          ['06-16', 'Tahun Baru Islam'],
          ['08-25', 'Maulid Nabi Muhammad SAW'],
        ]
      : [];
  return [...fixed, ...moving]
    .map(([md, nama]) => `${tahun}-${md}|${nama}`)
    .sort()
    .map((entry, i) => {
      const [tanggal, nama] = entry.split('|');
      return { id: tahun * 100 + i, tanggal, nama };
    });
}

/** GET /sdm/x/libur?tahun=…: the year's holidays by date (all years when none is asked). */
const holidays: Resolver = async ({ request }) => {
  const query = queryOf(request);
  await delay(400);
  const tahun = Number(query.get('tahun'));
  const rows = tahun ? holidaysOf(tahun) : [2025, 2026, 2027].flatMap(holidaysOf);
  return HttpResponse.json(pageOf(rows, query, (r) => r.nama));
};

const saved: Resolver = async ({ request, params }) => {
  const body = (await request.json()) as LiburInput;
  await delay(500);
  return HttpResponse.json({
    message: request.method === 'POST' ? 'Libur created' : 'Libur updated',
    data: { id: Number(params.id ?? 990), ...body },
  });
};

/** The page's calls under /api/sdm/x/libur, each answered as the server does unless told. */
const handlers = ({ list = holidays, remove = json({ message: 'Libur deleted' }) } = {}): RequestHandler[] => [
  http.get('/api/sdm/x/libur', list),
  http.post('/api/sdm/x/libur', saved),
  http.put('/api/sdm/x/libur/:id', saved),
  http.delete('/api/sdm/x/libur/:id', remove),
];

const meta = {
  title: 'mf-absen/Libur/LiburPage',
  component: LiburPage,
  decorators: [withStoryApi],
  loaders: [portalSession],
  parameters: { user: adminAbsensiUser, route: '/absen/libur?tahun=2026', msw: { handlers: handlers() } },
};

export default meta;

/** The attendance admin on 2026: 'Tambah', and 'Ubah' / 'Hapus' on each row (deleting asks first). */
export const AdminYear = {};

/** An employee sees the same list, read-only. */
export const EmployeeYear = { parameters: { user: pegawaiUser } };

/** 'Tambah' opens the form in its dialog. */
export const Adding = { play: clicks('[data-testid="libur-add"]') };

/** A year without holidays yet: 'Belum ada hari libur pada tahun ini'. */
export const EmptyYear = { parameters: { msw: { handlers: handlers({ list: json(paged([])) }) } } };

export const Loading = { parameters: { msw: { handlers: handlers({ list: never }) } } };

/** The server failed (500): its message above the table. */
export const ServerError = { parameters: { msw: { handlers: handlers({ list: serverError }) } } };

/** 'Hapus' on a row asks first ('Hapus hari libur?'), naming the holiday and its date. */
export const DeleteAsksFirst = {
  play: ({ canvasElement }: { canvasElement: HTMLElement }) => clickButton(canvasElement, 'table', 'Hapus'),
};

/** A deletion confirmed but refused by the server (403): the dialog stays, the error as a toast. */
export const DeleteRefused = {
  parameters: { msw: { handlers: handlers({ remove: forbidden }) } },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await clickButton(canvasElement, 'table', 'Hapus');
    await clickButton(canvasElement, '[role="alertdialog"]', 'Hapus');
  },
};
