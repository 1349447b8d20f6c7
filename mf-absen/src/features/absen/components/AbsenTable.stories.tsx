// The daily attendance list as the /absen page wires it: the table fed by GET /sdm/pegawai/x/absen
// (paged, searched and filtered by the answering API as the server does), with the date, kind and —
// for admins — faked-location filters in its toolbar. States: an admin's list of everyone, an
// employee's own rows, empty, loading, the server's error (500) and the guard's refusal (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import type { AbsenDailyQuery, AbsenRow } from '@portal/contracts';
import { listTableProps, type SortState } from '@portal/design-system';
import {
  absenRows,
  adminAbsensiUser,
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
import { useAbsenDaily } from '../api';
import { AbsenFilters } from './AbsenFilters';
import { AbsenTable } from './AbsenTable';

/** GET /api/sdm/pegawai/x/absen answered by `resolver`. */
const list = (resolver: Resolver) => http.get('/api/sdm/pegawai/x/absen', resolver);

/** GET /sdm/pegawai/x/absen: the filters of the daily list (date, jenis, mocked, pegawai), search and sort. */
const dailyList =
  (rows: AbsenRow[]): Resolver =>
  async ({ request }) => {
    const query = queryOf(request);
    await delay(400);
    const date = query.get('date');
    const jenis = query.get('jenis');
    const mocked = query.get('mocked');
    const pegawai = query.get('pegawai_id');
    let found = rows.filter(
      (r) =>
        (!date || r.tanggal === date) &&
        (!jenis || r.jenis === jenis) &&
        (mocked === null || String(r.mocked) === mocked) &&
        (!pegawai || String(r.pegawai_id) === pegawai),
    );
    const asc = query.get('sortby') as keyof AbsenRow | null;
    const desc = query.get('sortbydesc') as keyof AbsenRow | null;
    const key = asc ?? desc;
    if (key) {
      found = [...found].sort((a, b) => String(a[key] ?? '').localeCompare(String(b[key] ?? ''), 'id'));
      if (desc) found.reverse();
    }
    return HttpResponse.json(pageOf(found, query, (r) => `${r.pegawai_nama} ${r.npp}`));
  };

type Query = AbsenDailyQuery & { page: number; per_page: number };

/** The list with its query in local state (the page keeps it in the address). */
function DailyList({ isAdmin }: { isAdmin: boolean }) {
  const [query, setQuery] = useState<Query>({ page: 1, per_page: 10 });
  const list = useAbsenDaily(query);
  const set = (patch: Partial<Query>) => setQuery((q) => ({ ...q, ...patch }));
  return (
    <AbsenTable
      caption="Daftar absensi harian"
      {...listTableProps(list)}
      toolbar={<AbsenFilters value={query} showMocked={isAdmin} onChange={(f) => set({ ...f, page: 1 })} />}
      onPageChange={(page) => set({ page })}
      onPerPageChange={(per_page) => set({ per_page, page: 1 })}
      onSearch={isAdmin ? (search) => set({ search, page: 1 }) : undefined}
      search={query.search}
      onSortChange={(sort: SortState) =>
        set({
          sortby: sort.sortby as Query['sortby'],
          sortbydesc: sort.sortbydesc as Query['sortbydesc'],
          page: 1,
        })
      }
    />
  );
}

const meta = {
  title: 'mf-absen/Absen/AbsenTable',
  component: DailyList,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { isAdmin: true },
  parameters: { user: adminAbsensiUser, msw: { handlers: [list(dailyList(absenRows))] } },
};

export default meta;

/**
 * An admin's list of every employee: search by name or NPP, the kind and faked-location filters,
 * sort by the headers, paging; a temporary location, a dispensation and a faked position among the rows.
 */
export const Loaded = {};

/** An employee sees only their own rows, without search or the faked-location filter. */
export const OwnRows = {
  args: { isAdmin: false },
  parameters: {
    user: pegawaiUser,
    msw: { handlers: [list(dailyList(absenRows.filter((r) => r.pegawai_id === 3)))] },
  },
};

/** No check under the filters: 'Belum ada data absen'. */
export const Empty = { parameters: { msw: { handlers: [list(json(paged([])))] } } };

/** The first page is on its way. */
export const Loading = { parameters: { msw: { handlers: [list(never)] } } };

/** The server failed (500): its message and 'Coba lagi' instead of the rows. */
export const ServerError = { parameters: { msw: { handlers: [list(serverError)] } } };

/** The guard refused (403): the caller may not read attendance. */
export const Refused = { parameters: { msw: { handlers: [list(forbidden)] } } };
