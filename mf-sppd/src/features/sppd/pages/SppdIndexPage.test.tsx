import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { fakeTransport, LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { sppdList, sppdRow } from '../sppd-fixtures';
import SppdIndexPage from './SppdIndexPage';

afterEach(() => act(() => notify.clear()));

const page = (
  <>
    <SppdIndexPage />
    <LocationProbe />
  </>
);

const listCalls = (request: jest.Mock) =>
  request.mock.calls
    .filter(([method, path]) => method === 'GET' && path === '/sdm/sppd/pegawai')
    .map((call) => (call[2] as RequestOptions).query);

describe('SppdIndexPage', () => {
  test('shows the trips with dates, status, cost and the unapproved counter', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/sppd/pegawai': sppdList([sppdRow({ is_myturn: true, status: 'menunggu' })], 3),
    });
    renderWithProviders(page, { transport });
    const table = await screen.findByRole('table', { name: 'Daftar SPPD' });
    expect(within(table).getByText('Surabaya')).toBeInTheDocument();
    expect(within(table).getByText('Menunggu Persetujuan')).toBeInTheDocument();
    expect(within(table).getByTestId('sppd-myturn')).toHaveTextContent('Giliran Anda');
    expect(within(table).getByText(/1\.500\.000/)).toBeInTheDocument();
    expect(screen.getByTestId('sppd-unapproved')).toHaveTextContent('Menunggu tindakan Anda: 3');
    expect(within(table).getByRole('link', { name: 'Detail' })).toHaveAttribute('href', '/pegawai/sppd/7');
  });

  test('the menu address (is_biaya_pending=0&is_bukti_empty=0) sends no filter; an empty list says so', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/sppd/pegawai': sppdList([]) });
    renderWithProviders(page, { transport, route: '/?is_biaya_pending=0&is_bukti_empty=0' });
    expect(await screen.findByText('Belum ada SPPD')).toBeInTheDocument();
    expect(listCalls(request)[0]).toEqual({ page: 1, per_page: 10 });
  });

  test('switching a filter on writes it to the address and asks the server with it', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/sppd/pegawai': sppdList([]) });
    renderWithProviders(page, { transport, route: '/?is_biaya_pending=0&is_bukti_empty=0&page=2' });
    await screen.findByText('Belum ada SPPD');
    await userEvent.click(within(screen.getByTestId('sppd-filter-is_myturn')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('is_myturn=1'));
    expect(screen.getByTestId('location').textContent).not.toContain('page=2');
    await waitFor(() => expect(listCalls(request).at(-1)).toEqual({ page: 1, per_page: 10, is_myturn: true }));
    expect(await screen.findByText('Tidak ada SPPD yang cocok dengan filter')).toBeInTheDocument();
  });

  test('pending-cost and status filters read from the address reach the server', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/sppd/pegawai': sppdList([]) });
    renderWithProviders(page, { transport, route: '/?is_biaya_pending=1&status=menunggu&search=bandung' });
    await screen.findByText('Tidak ada SPPD yang cocok dengan filter');
    expect(listCalls(request)[0]).toEqual({
      page: 1,
      per_page: 10,
      is_biaya_pending: true,
      status: 'menunggu',
      search: 'bandung',
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('menunggu');
  });
});
