import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@portal/design-system/router';
import { SWRConfig } from 'swr';
import { TransportProvider, type Transport } from '@portal/api-client';
import { PortalProvider } from '@portal/design-system';
import AuditLogPage from './AuditLogPage';
import { changedKeys, type AuditLogRow } from './audit-log-api';

const row = (id: string, patch: Partial<AuditLogRow> = {}): AuditLogRow => ({
  id,
  user_id: 7,
  user: { id: 7, name: 'ani', nama: 'Ani Suryani' },
  at: '2026-01-31T17:30:00.000Z',
  method: 'POST',
  route: '/api/general/kantor',
  entity: 'kantor',
  entity_id: '5',
  before: { nama: 'Bandung', kode: '101' },
  after: { nama: 'Bandung Raya', kode: '101' },
  ip: '10.0.0.1',
  ...patch,
});

function fakeTransport() {
  const request = jest.fn(async (_method: string, path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === '/general/logs/x/entity') return { data: ['jabatan', 'kantor'] };
    const q = options?.query ?? {};
    const data =
      q.entity === 'jabatan'
        ? [row('2', { entity: 'jabatan', entity_id: '9', user: null, user_id: null, before: null })]
        : [row('1')];
    return { data, current_page: 1, per_page: 10, from: 1, to: data.length, total: data.length, last_page: 1 };
  });
  const transport = {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => p,
    getAccessToken: async () => 't',
    request,
  } as unknown as Transport;
  return { transport, request };
}

function renderPage(transport: Transport) {
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PortalProvider withToaster={false}>
        <TransportProvider transport={transport}>
          {/* The list's filters live in the address. */}
          <MemoryRouter>{children}</MemoryRouter>
        </TransportProvider>
      </PortalProvider>
    </SWRConfig>
  );
  return render(<AuditLogPage />, { wrapper });
}

describe('AuditLogPage', () => {
  it('lists who changed what and when (WIB), newest first, through GET /general/logs', async () => {
    const { transport, request } = fakeTransport();
    renderPage(transport);
    const table = await screen.findByRole('table', { name: 'Log aktivitas' });
    await waitFor(() => expect(within(table).getByText('Ani Suryani')).toBeInTheDocument());
    expect(within(table).getByText('01 Februari 2026 12:30:00 AM')).toBeInTheDocument();
    expect(within(table).getByText('kantor #5')).toBeInTheDocument();
    expect(within(table).getByText('/api/general/kantor')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/general/logs', { query: { page: 1, per_page: 10 } });
  });

  it('filters by entity on the server and resets to page 1', async () => {
    const { transport, request } = fakeTransport();
    renderPage(transport);
    const select = await screen.findByLabelText('Entitas');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'jabatan' })).toBeInTheDocument());
    fireEvent.change(select, { target: { value: 'jabatan' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/general/logs', {
        query: expect.objectContaining({ entity: 'jabatan', page: 1 }),
      }),
    );
    expect(await screen.findByText('jabatan #9')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('ID user'), { target: { value: '12a' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/general/logs', {
        query: expect.objectContaining({ entity: 'jabatan', user_id: 12 }),
      }),
    );
  });

  it('shows the before/after snapshots and the changed keys', async () => {
    const { transport } = fakeTransport();
    renderPage(transport);
    fireEvent.click(await screen.findByTestId('audit-detail-1'));
    const dialog = await screen.findByTestId('audit-detail');
    expect(within(dialog).getByText('Sebelum')).toBeInTheDocument();
    expect(within(dialog).getByText(/"Bandung Raya"/)).toBeInTheDocument();
    expect(within(dialog).getByText('nama')).toBeInTheDocument();
    expect(within(dialog).queryByText('kode')).not.toBeInTheDocument();
  });
});

describe('changedKeys', () => {
  it('compares top-level values of two snapshots', () => {
    expect(changedKeys({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedKeys(null, { a: 1 })).toEqual(['a']);
    expect(changedKeys('teks', 5)).toEqual([]);
  });
});
