import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeTransport, LocationProbe, renderWithProviders, signInAs, signOut } from '../../../testing/test-utils';
import { BANDUNG, BOGOR } from '../potongan-fixtures';
import UploadPage from '../pages/UploadPage';
import PivotPage from '../pages/PivotPage';

/** Every office of the portal, as the office option file lists them: Surabaya takes no part in deductions. */
const ALL_OFFICES = [BANDUNG, BOGOR, { id: 9, nama: 'Kantor Cabang Surabaya' }];

/** The picker's choices (the period's native selects have options too). */
const optionNames = () =>
  screen
    .queryAllByRole('option')
    .filter((option) => option.tagName !== 'OPTION')
    .map((option) => option.textContent);

const realFetch = globalThis.fetch;
beforeEach(() => {
  signInAs([3]);
  // Were the picker still reading the office option file, it would get every office.
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(ALL_OFFICES))) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  signOut();
});

describe('PotonganKantorSelect', () => {
  it('the upload page offers only the offices taking part in deductions', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/potongan_gaji/x/kantor': { data: [BANDUNG, BOGOR] },
      'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': new Error('not needed here'),
    });
    renderWithProviders(
      <>
        <UploadPage />
        <LocationProbe />
      </>,
      { transport, route: '/?tahun=2026&bulan=3' },
    );
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/potongan_gaji/x/kantor'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Kantor' }));
    await waitFor(() => expect(optionNames()).toEqual([BANDUNG.nama, BOGOR.nama]));
    await user.click(screen.getByRole('option', { name: BOGOR.nama }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`kantor_id=${BOGOR.id}`));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kantor' })).toHaveValue(BOGOR.nama));
    await waitFor(() => expect(optionNames()).toEqual([]));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('a month view of service deductions asks the service base', async () => {
    const { transport, request } = fakeTransport((method, path) =>
      method === 'GET' && path === '/sdm/pegawai/x/service/x/kantor' ? { data: [BOGOR] } : undefined,
    );
    renderWithProviders(<PivotPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    await waitFor(() => expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/service/x/kantor'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Kantor' }));
    await waitFor(() => expect(optionNames()).toEqual([BOGOR.nama]));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(optionNames()).toEqual([]));
  });
});
