import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestOptions } from '@portal/api-client';
import { notify } from '@portal/design-system';
import { skmdList, skmdRow } from '../../../testing/letter-fixtures';
import { fakeTransport, LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import SkmdIndexPage from './SkmdIndexPage';

jest.setTimeout(30_000);
afterEach(() => act(() => notify.clear()));

const page = (
  <>
    <SkmdIndexPage />
    <LocationProbe />
  </>
);
const MENU = '/?page=1&per_page=10&search=&is_myturn=0&is_penerbitan=0';

const listCalls = (request: jest.Mock) =>
  request.mock.calls
    .filter(([method, path]) => method === 'GET' && path === '/sdm/pegawai/x/skmd')
    .map((call) => (call[2] as RequestOptions).query);

describe('SkmdIndexPage', () => {
  test("the menu's address sends no filter; the letters, their period and the counter show", async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd': skmdList([skmdRow({ nomor: 'SKMD/101/003/2026', status: 'disetujui' })], 4),
    });
    renderWithProviders(page, { transport, route: MENU });
    const table = await screen.findByRole('table', { name: 'Daftar SKMD' });
    expect(within(table).getByText('Maret 2026')).toBeInTheDocument();
    expect(within(table).getByText('SKMD/101/003/2026')).toBeInTheDocument();
    expect(screen.getByTestId('skmd-unapproved')).toHaveTextContent('Menunggu tindakan Anda: 4');
    expect(listCalls(request)[0]).toEqual({ event: 'index', page: 1, per_page: 10 });
  });

  test('"Menunggu penerbitan" writes is_penerbitan=1 and asks the server with it', async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/skmd': skmdList([]) });
    renderWithProviders(page, { transport, route: MENU });
    await screen.findByText('Belum ada SKMD');
    await userEvent.click(within(screen.getByTestId('skmd-filter-is_penerbitan')).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('is_penerbitan=1'));
    await waitFor(() =>
      expect(listCalls(request).at(-1)).toEqual({ event: 'index', page: 1, per_page: 10, is_penerbitan: true }),
    );
  });

  test('"Buat SKMD" posts store_skmd with the month and opens the new letter', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/skmd': skmdList([]),
      'POST /sdm/pegawai/x/skmd': { message: 'SKMD created', data: { ...skmdRow(), token: 'baru' } },
    });
    renderWithProviders(page, { transport, route: MENU });
    await userEvent.click(await screen.findByTestId('skmd-add'));
    const dialog = await screen.findByTestId('skmd-create-dialog');
    await userEvent.click(within(dialog).getByTestId('skmd-create-submit'));
    expect(await within(dialog).findByText('Uraian tugas wajib diisi')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByTestId('skmd-tahun'));
    await userEvent.type(within(dialog).getByTestId('skmd-tahun'), '2026');
    await userEvent.selectOptions(within(dialog).getByTestId('skmd-bulan'), 'Maret');
    await userEvent.type(within(dialog).getByTestId('skmd-uraian'), 'Melayani nasabah');
    await userEvent.click(within(dialog).getByTestId('skmd-create-submit'));
    // Leaving the page for the new letter shows the harness's `navigated` marker.
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('POST', '/sdm/pegawai/x/skmd', {
      body: { event: 'store_skmd', tahun: 2026, bulan: 3, uraian_tugas: 'Melayani nasabah', tempat_tugas: null },
    });
  });
});
