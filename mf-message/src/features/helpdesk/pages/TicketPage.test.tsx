import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { resetSessionState } from '@portal/api-client';
import { signInAs } from '@portal/api-client/testing';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { ticketDetail } from '../helpdesk-fixtures';
import TicketPage from './TicketPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(40_000);

const AGENT_ROLES = [10, 63];

describe('TicketPage', () => {
  afterEach(() => act(() => resetSessionState()));

  it('an agent takes the ticket and sets it Selesai after a confirmation', async () => {
    signInAs(AGENT_ROLES, { id: 7 });
    const taken = ticketDetail({
      status: 'Diproses',
      assignee: { user_id: 7, nama: 'Agus Petugas' },
      allowed_statuses: ['Selesai'],
    });
    const { transport, request } = fakeTransport({
      'GET /general/helpdesk/5': { data: ticketDetail({ allowed_statuses: ['Diproses', 'Ditutup'] }) },
      'GET /general/helpdesk/x/agents': { data: [{ id: 7, nama: 'Agus Petugas' }] },
      'PUT /general/helpdesk/5': (options?: { body?: unknown }) =>
        (options?.body as { action?: string } | undefined)?.action === 'take'
          ? { message: 'Tiket updated', data: taken }
          : {
              message: 'Tiket updated',
              data: { ...taken, status: 'Selesai', allowed_statuses: ['Ditutup', 'Diproses'] },
            },
    });
    renderWithProviders(<TicketPage />, { transport, path: '/helpdesk/tiket/:id', route: '/helpdesk/tiket/5' });
    expect(await screen.findByText('Sejak pagi saya tidak bisa login.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('ticket-take'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/helpdesk/5', { body: { action: 'take' } }),
    );
    fireEvent.click(await screen.findByTestId('ticket-status-Selesai'));
    fireEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('PUT', '/general/helpdesk/5', {
        body: { action: 'status', status: 'Selesai' },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('Selesai'));
  });

  it('the requester replies; no agent actions are shown', async () => {
    signInAs([10], { id: 3 });
    const { transport, request } = fakeTransport({
      'GET /general/helpdesk/5': { data: ticketDetail() },
      'POST /general/helpdesk/5/x/message': { message: 'Pesan terkirim', data: ticketDetail() },
    });
    renderWithProviders(<TicketPage />, { transport, path: '/helpdesk/tiket/:id', route: '/helpdesk/tiket/5' });
    await screen.findByText('Sejak pagi saya tidak bisa login.');
    expect(screen.queryByTestId('ticket-take')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Balasan/), { target: { value: 'Masih belum bisa.' } });
    fireEvent.click(screen.getByTestId('ticket-reply-submit'));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('POST', '/general/helpdesk/5/x/message', {
        body: { body: 'Masih belum bisa.' },
      }),
    );
    expect(request).not.toHaveBeenCalledWith('GET', '/general/helpdesk/x/agents', expect.anything());
  });
});
