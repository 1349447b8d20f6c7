// The health declarations list ('Daftar' on /absen/covid) as the page wires it: GET
// /general/covid/x/pivot (paged, searched, sorted), HR's 'Setujui' / 'Batalkan Persetujuan' through
// PUT /general/covid/{id} (action update_approval) and the letters dialog of a row. States: HR's
// list of everyone, an employee's own rows, empty, loading, the server's error (500), refused (403).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { CovidListQuery, CovidPivotRow } from '@portal/contracts';
import { useTransport } from '@portal/api-client';
import { listTableProps, notify, notifyError, type SortState } from '@portal/design-system';
import {
  adminAbsensiUser,
  covidRows,
  forbidden,
  json,
  never,
  pageOf,
  paged,
  pegawaiUser,
  portalSession,
  queryOf,
  serverError,
  storageDownloadHandler,
  storedFile,
  type Resolver,
} from '../../../testing/story-fixtures';
import { approveCovid, useCovidList } from '../api';
import { CovidTable } from './CovidTable';
import { SuratDialog } from './SuratDialog';

/** The rows with their approval as PUT last set it (kept while the story is open). */
function covidApi(rows: CovidPivotRow[], list?: Resolver): RequestHandler[] {
  const approved = new Map(rows.map((r) => [r.id, r.approved]));
  const current = () =>
    rows.map((r) => {
      const yes = approved.get(r.id) ?? r.approved;
      return { ...r, approved: yes, approval_at: yes ? (r.approval_at ?? new Date().toISOString()) : null };
    });
  const answerList: Resolver = async ({ request }) => {
    const query = queryOf(request);
    await delay(400);
    const key = (query.get('sortby') ?? query.get('sortbydesc')) as keyof CovidPivotRow | 'nama' | null;
    const value = (r: CovidPivotRow) => (key === 'nama' ? r.pegawai.nama : String(key ? (r[key] ?? '') : ''));
    let found = current();
    if (key) found = found.sort((a, b) => value(a).localeCompare(value(b), 'id', { numeric: true }));
    if (query.get('sortbydesc')) found.reverse();
    return HttpResponse.json(pageOf(found, query, (r) => `${r.pegawai.nama} ${r.pegawai.npp}`));
  };
  const approve: Resolver = async ({ request, params }) => {
    const yes = ((await request.json()) as { approved: boolean }).approved;
    await delay(400);
    approved.set(Number(params.id), yes);
    const row = current().find((r) => r.id === Number(params.id));
    return HttpResponse.json({ message: yes ? 'Covid approved' : 'Covid updated', data: row });
  };
  return [
    http.get('/api/general/covid/x/pivot', list ?? answerList),
    http.put('/api/general/covid/:id', approve),
    http.get(
      '/api/general/covid/x/surat',
      json({
        data: [{ ...storedFile(71, 'surat-keterangan-dokter.pdf'), location: 'covid/207/surat-keterangan-dokter.pdf' }],
      }),
    ),
    storageDownloadHandler,
  ];
}

/** The list with its query in local state (the page keeps it in the address), as the page wires it. */
function DeclarationList({ isHr }: { isHr: boolean }) {
  const transport = useTransport();
  const [query, setQuery] = useState<CovidListQuery>({ page: 1, per_page: 10 });
  const [surat, setSurat] = useState<CovidPivotRow | null>(null);
  const list = useCovidList('pivot', query);
  const set = (patch: Partial<CovidListQuery>) => setQuery((q) => ({ ...q, ...patch }));
  return (
    <>
      <CovidTable
        caption="Daftar laporan kesehatan"
        {...listTableProps(list)}
        isHr={isHr}
        onApprove={async (row, approved) => {
          try {
            notify.success((await approveCovid(transport, row.id, approved)).message);
            await list.mutate();
          } catch (error) {
            notifyError(error);
          }
        }}
        onSurat={setSurat}
        onPageChange={(page) => set({ page })}
        onPerPageChange={(per_page) => set({ per_page, page: 1 })}
        onSearch={isHr ? (search) => set({ search, page: 1 }) : undefined}
        onSortChange={(sort: SortState) =>
          set({
            sortby: sort.sortby as CovidListQuery['sortby'],
            sortbydesc: sort.sortbydesc as CovidListQuery['sortbydesc'],
            page: 1,
          })
        }
        search={query.search}
      />
      {surat ? <SuratDialog row={surat} onClose={() => setSurat(null)} /> : null}
    </>
  );
}

const meta = {
  title: 'mf-absen/Covid/CovidTable',
  component: DeclarationList,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { isHr: true },
  parameters: { user: adminAbsensiUser, msw: { handlers: covidApi(covidRows) } },
};

export default meta;

/** HR's list of everyone: condition badges, work location, approval; 'Setujui' and the letters of each row. */
export const HrList = {};

/** An employee's own declarations: the letters, no approval buttons and no search. */
export const OwnDeclarations = {
  args: { isHr: false },
  parameters: { user: pegawaiUser, msw: { handlers: covidApi(covidRows.filter((r) => r.pegawai.id === 3)) } },
};

/** No declaration yet: 'Belum ada laporan kesehatan'. */
export const Empty = { parameters: { msw: { handlers: covidApi(covidRows, json(paged([]))) } } };

export const Loading = { parameters: { msw: { handlers: covidApi(covidRows, never) } } };

/** The server failed (500): its message and 'Coba lagi'. */
export const ServerError = { parameters: { msw: { handlers: covidApi(covidRows, serverError) } } };

/** The guard refused (403). */
export const Refused = { parameters: { msw: { handlers: covidApi(covidRows, forbidden) } } };
