// Test helpers of the link feature: a fake transport (the object the shell provides; no fetch is
// mocked) and the providers a page needs.
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError, TransportProvider, type RequestOptions, type Transport } from '@portal/api-client';
import type { LinkDetail, LinkFile, LinkRow } from '@portal/domain';
import { PortalProvider } from '@portal/design-system';

export type Answer = unknown | ((options: RequestOptions | undefined) => unknown);

/** Answers `METHOD path` from the table (functions get the options); anything else rejects with 404. */
export function fakeTransport(answers: Record<string, Answer>) {
  const request = jest.fn(async (method: string, path: string, options?: RequestOptions) => {
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new ApiError(404, `no answer for ${key}`);
    const answer = answers[key];
    const value = typeof answer === 'function' ? await (answer as (o?: RequestOptions) => unknown)(options) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
  const transport = { baseUrl: '/api', now: Date.now, url: (p: string) => `/api${p}`, getAccessToken: async () => 'token', request } as unknown as Transport;
  return { transport, request };
}

export function renderWithProviders(ui: ReactElement, { transport, path = '/', route = '/' }: { transport: Transport; path?: string; route?: string }) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={<div data-testid="navigated">navigated</div>} />
            </Routes>
          </MemoryRouter>
        </TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(ui, { wrapper });
}

export function linkRow(patch: Partial<LinkRow> = {}): LinkRow {
  return {
    id: 7,
    judul: 'Pedoman Cuti 2026',
    url: 'https://intranet.bank.co.id/sdm/cuti',
    keterangan: 'Ketentuan cuti tahunan',
    user_id: 3,
    uploaded_by_name: 'Ani Lestari',
    files_count: 1,
    can_edit: true,
    created_at: '2026-03-05T02:00:00.000Z',
    updated_at: '2026-03-05T02:00:00.000Z',
    ...patch,
  };
}

export function linkFile(patch: Partial<LinkFile> = {}): LinkFile {
  return {
    id: 11,
    name: 'Pedoman Cuti.pdf',
    content_type: 'application/pdf',
    size: 250_000,
    location: 'link/7/Pedoman Cuti.pdf',
    uploaded_by: 3,
    uploaded_by_name: 'Ani Lestari',
    created_at: '2026-03-05T02:05:00.000Z',
    ...patch,
  };
}

export function linkDetail(patch: Partial<LinkDetail> = {}): LinkDetail {
  return { ...linkRow(), files: [linkFile()], ...patch };
}

export function paged<T>(rows: T[]) {
  return { data: rows, current_page: 1, per_page: 10, from: rows.length ? 1 : null, to: rows.length || null, total: rows.length, last_page: 1 };
}
