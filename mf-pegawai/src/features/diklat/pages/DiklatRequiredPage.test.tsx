import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setCurrentUser } from '@portal/api-client';
import type { SessionClient } from '@portal/contracts';
import { notify, toaster } from '@portal/design-system';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { kompetensiOptions, tellerRequired } from '../diklat-fixtures';
import DiklatRequiredPage from './DiklatRequiredPage';

jest.setTimeout(20_000);

const session = (rolesId: number[]) =>
  ({ id: 1, name: 'diklat', pegawai_id: 3, nama: 'Rina', rolesId, kantor_id: 4 }) as unknown as SessionClient;

const toastShown = (text: string) =>
  toaster.getVisibleToasts().some((t) => [t.title, t.description].map(String).includes(text));

describe('DiklatRequiredPage', () => {
  afterEach(() => act(() => setCurrentUser(null)));
  afterEach(() => act(() => notify.clear()));

  it('61 changes what a position requires: saved with PUT, the list read again, the message shown', async () => {
    act(() => setCurrentUser(session([10, 61])));
    const { transport, request } = fakeTransport({
      'GET /sdm/diklat/x/required': paged([tellerRequired]),
      'GET /sdm/diklat/x/kompetensi': { data: kompetensiOptions },
      'PUT /sdm/diklat/x/required/5': { message: 'Kompetensi Jabatan updated', data: tellerRequired },
    });
    const user = userEvent.setup();
    renderWith(<DiklatRequiredPage />, transport);
    const table = await screen.findByRole('table', { name: 'Gap kompetensi per jabatan' });
    await user.click(within(table).getByRole('button', { name: 'Ubah kompetensi Teller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kompetensi Jabatan Teller' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kompetensi yang Dibutuhkan' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Negosiasi' }));
    const listReads = () => request.mock.calls.filter(([m, p]) => m === 'GET' && p === '/sdm/diklat/x/required').length;
    const readsBefore = listReads();
    await user.click(within(dialog).getByTestId('required-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/sdm/diklat/x/required/5', {
        body: { kompetensi: ['Komunikasi Efektif', 'Pelayanan Nasabah', 'Negosiasi'] },
      }),
    );
    await waitFor(() => expect(toastShown('Kompetensi Jabatan updated')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('57 reads the gaps but is offered no change and never asks for the names', async () => {
    act(() => setCurrentUser(session([10, 57])));
    const { transport, request } = fakeTransport({ 'GET /sdm/diklat/x/required': paged([tellerRequired]) });
    renderWith(<DiklatRequiredPage />, transport);
    const table = await screen.findByRole('table', { name: 'Gap kompetensi per jabatan' });
    expect(within(table).getByText(/Komunikasi Efektif: 1 dari 2/)).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Ubah kompetensi/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('required-add')).not.toBeInTheDocument();
    expect(request.mock.calls.some(([, path]) => path === '/sdm/diklat/x/kompetensi')).toBe(false);
  });
});
