import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { KATEGORI, ticketDetail, ticketRow } from '../helpdesk-fixtures';
import MyTicketsPage from './MyTicketsPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(40_000);

describe('MyTicketsPage', () => {
  it('lists the caller’s own tickets and raises a new one (Buat tiket), then opens it', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/helpdesk/x/tiket': paged([ticketRow()]),
      'GET /general/helpdesk/x/kategori': { data: KATEGORI },
      'POST /general/helpdesk': { message: 'Tiket created', data: ticketDetail({ id: 9 }) },
    });
    renderWithProviders(<MyTicketsPage />, { transport, path: '/helpdesk/tiket', route: '/helpdesk/tiket' });
    const table = await screen.findByRole('table', { name: 'Daftar tiket saya' });
    await waitFor(() => expect(within(table).getByText(/Tidak bisa login/)).toBeInTheDocument());

    fireEvent.click(screen.getByTestId('ticket-create'));
    const dialog = await screen.findByTestId('ticket-form-dialog');
    fireEvent.click(within(dialog).getByTestId('ticket-form-submit'));
    expect(await within(dialog).findAllByText('Field is required')).not.toHaveLength(0);
    expect(request).not.toHaveBeenCalledWith('POST', '/general/helpdesk', expect.anything());

    fireEvent.change(within(dialog).getByLabelText(/Subjek/), { target: { value: 'Email tidak masuk' } });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Aplikasi Portal' })).toBeInTheDocument());
    fireEvent.change(within(dialog).getByLabelText('Kategori'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Prioritas'), { target: { value: 'Kritis' } });
    fireEvent.change(within(dialog).getByLabelText(/Uraian masalah/), { target: { value: 'Sejak kemarin.' } });
    fireEvent.click(within(dialog).getByTestId('ticket-form-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/helpdesk', {
        body: { subjek: 'Email tidak masuk', kategori_id: 2, prioritas: 'Kritis', body: 'Sejak kemarin.' },
      }),
    );
    expect(await screen.findByTestId('navigated')).toBeInTheDocument();
  });
});
