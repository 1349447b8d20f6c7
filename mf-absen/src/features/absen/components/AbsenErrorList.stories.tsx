// "Absen Ditolak": the check-ins the server refused, from GET /sdm/pegawai/x/absen?event=error
// (filters date, mocked, search; newest first), each with the reasons the employee was shown. An
// admin starts on today's refusals of everyone and may filter faked positions; an employee sees all
// of their own. States: loaded, only faked positions, empty, loading, error (500), refused (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { delay, http, HttpResponse } from 'msw';
import type { AbsenErrorRow } from '@portal/contracts';
import {
  absenErrorRows,
  forbidden,
  never,
  pageOf,
  queryOf,
  pegawaiUser,
  adminAbsensiUser,
  portalSession,
  serverError,
  json,
  paged,
  type Resolver,
} from '../../../testing/story-fixtures';
import { AbsenErrorList } from './AbsenErrorList';

/** GET /api/sdm/pegawai/x/absen answered by `resolver`. */
const list = (resolver: Resolver) => http.get('/api/sdm/pegawai/x/absen', resolver);

/** GET /sdm/pegawai/x/absen with event=error: the refusals under date, mocked and search. */
const refusals =
  (rows: AbsenErrorRow[]): Resolver =>
  async ({ request }) => {
    const query = queryOf(request);
    await delay(400);
    if (query.get('event') !== 'error') return HttpResponse.json(paged([]));
    const date = query.get('date');
    const mocked = query.get('mocked');
    const found = rows.filter((r) => (!date || r.tanggal === date) && (mocked === null || String(r.mocked) === mocked));
    return HttpResponse.json(pageOf(found, query, (r) => `${r.pegawai_nama} ${r.npp}`));
  };

const meta = {
  title: 'mf-absen/Absen/AbsenErrorList',
  component: AbsenErrorList,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { isAdmin: true },
  parameters: { user: adminAbsensiUser, msw: { handlers: [list(refusals(absenErrorRows))] } },
};

export default meta;

/** An admin on today's refusals: outside the geofence, several reasons, no position, a coarse GPS, a faked position. */
export const AdminToday = {};

/** The admin's 'Lokasi palsu' filter on 'Hanya lokasi palsu' (kept in the address). */
export const OnlyMockedPositions = { parameters: { route: '/?mocked=true&date=' } };

/** An employee: every refusal of their own, no search and no faked-location filter. */
export const OwnRefusals = {
  args: { isAdmin: false },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: [list(refusals(absenErrorRows.filter((r) => r.pegawai_id === 3)))] },
  },
};

/** Nothing refused: 'Tidak ada absen yang ditolak'. */
export const Empty = { parameters: { msw: { handlers: [list(json(paged([])))] } } };

export const Loading = { parameters: { msw: { handlers: [list(never)] } } };

/** The server failed (500): its message and 'Coba lagi'. */
export const ServerError = { parameters: { msw: { handlers: [list(serverError)] } } };

/** The guard refused (403). */
export const Refused = { parameters: { msw: { handlers: [list(forbidden)] } } };
