import { act, screen, waitFor } from '@testing-library/react';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import CovidPage from './CovidPage';

const user = (rolesId: number[]) =>
  ({ id: 1, name: 'u', pegawai_id: 3, nama: 'Ani', rolesId, kantor_id: 4 }) as unknown as SessionClient;
const empty = { data: [], current_page: 1, per_page: 10, from: null, to: null, total: 0, last_page: 1 };
const answers = {
  'GET /general/covid/x/status': { data: [{ id: 1, nama: 'Sehat', variant: 'success' }] },
  'GET /general/covid/x/pivot': empty,
  'GET /general/covid/x/terkini': empty,
  'GET /general/covid/x/kantor': { data: [] },
};
const paths = (request: jest.Mock) => request.mock.calls.map((call) => call[1] as string);

describe('CovidPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));

  test('the report form opens first and the list is read only when its tab is opened', async () => {
    act(() => setCurrentUser(user([10])));
    const { transport, request } = fakeTransport(answers);
    renderWithProviders(<CovidPage />, { transport });
    await waitFor(() => expect(paths(request)).toContain('/general/covid/x/status'));
    expect(screen.getByRole('tab', { name: 'Lapor' })).toHaveAttribute('aria-selected', 'true');
    expect(paths(request)).not.toContain('/general/covid/x/pivot');

    act(() => screen.getByRole('tab', { name: 'Terkini' }).click());
    await screen.findByRole('table', { name: 'Laporan kesehatan terkini' });
    expect(paths(request)).toContain('/general/covid/x/terkini');
    expect(paths(request)).not.toContain('/general/covid/x/pivot');
  });

  test('someone who is not HR, sent to the office tab by a link, gets the form (that tab is not theirs)', async () => {
    act(() => setCurrentUser(user([10])));
    const { transport, request } = fakeTransport(answers);
    renderWithProviders(<CovidPage />, { transport, route: '/absen/covid?tab=kantor' });
    await waitFor(() => expect(paths(request)).toContain('/general/covid/x/status'));
    expect(screen.getByRole('tab', { name: 'Lapor' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Per Kantor' })).not.toBeInTheDocument();
    expect(paths(request)).not.toContain('/general/covid/x/kantor');
  });

  test('HR opens the office tab from a link and reads that day', async () => {
    act(() => setCurrentUser(user([57])));
    const { transport, request } = fakeTransport(answers);
    renderWithProviders(<CovidPage />, { transport, route: '/absen/covid?tab=kantor&tanggal=2026-03-05' });
    await waitFor(() => expect(paths(request)).toContain('/general/covid/x/kantor'));
    expect(screen.getByRole('tab', { name: 'Per Kantor' })).toHaveAttribute('aria-selected', 'true');
    const call = request.mock.calls.find((c) => c[1] === '/general/covid/x/kantor')!;
    expect(call[2]).toEqual({ query: { tanggal: '2026-03-05' } });
  });
});
