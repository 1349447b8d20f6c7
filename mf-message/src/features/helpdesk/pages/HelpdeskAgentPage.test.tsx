import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWithProviders } from '../../../testing/test-utils';
import { KATEGORI, SUMMARY, ticketRow } from '../helpdesk-fixtures';
import HelpdeskAgentPage from './HelpdeskAgentPage';

// Forms and dialogs render slowly under a loaded jsdom (mail tests do the same).
jest.setTimeout(40_000);

const renderPage = () => {
  const fake = fakeTransport({
    'GET /general/helpdesk/x/agent': paged([
      ticketRow(),
      ticketRow({
        id: 6,
        nomor: 'HD-000006',
        subjek: 'Printer rusak',
        prioritas: 'Kritis',
        status: 'Diproses',
        sla: {
          response: { target_menit: 30, menit: 45, state: 'breached', due_at: '2026-03-05T02:30:00.000Z' },
          resolution: { target_menit: 240, menit: 50, state: 'running', due_at: '2026-03-05T06:00:00.000Z' },
        },
      }),
    ]),
    'GET /general/helpdesk/x/summary': { data: SUMMARY },
    'GET /general/helpdesk/x/kategori': { data: KATEGORI },
  });
  renderWithProviders(<HelpdeskAgentPage />, {
    transport: fake.transport,
    path: '/helpdesk/index',
    route: '/helpdesk/index',
  });
  return fake;
};

describe('HelpdeskAgentPage', () => {
  it('lists every ticket with status, priority and SLA badges, and the summary cards', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Daftar seluruh tiket helpdesk' });
    await waitFor(() => expect(within(table).getByText(/Printer rusak/)).toBeInTheDocument());
    expect(within(table).getByTestId('ticket-row-5')).toHaveAttribute('href', '/helpdesk/tiket/5');
    expect(within(table).getByText('Respons: Terlewati (45 m / 30 m)')).toBeInTheDocument();
    expect(within(table).getAllByText(/Penyelesaian: Berjalan/)).toHaveLength(2);
    const summary = await screen.findByTestId('helpdesk-summary');
    expect(within(summary).getByTestId('summary-Diproses')).toHaveTextContent('4');
    expect(within(summary).getByTestId('summary-response-breached')).toHaveTextContent('2');
    expect(within(summary).getByText('43 m')).toBeInTheDocument();
  });

  it('filters by status and by breached SLA on the server, back to page 1', async () => {
    const { request } = renderPage();
    await screen.findByText(/Printer rusak/);
    fireEvent.change(screen.getByLabelText('Saring status'), { target: { value: 'Diproses' } });
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/general/helpdesk/x/agent', {
        query: expect.objectContaining({ status: 'Diproses', page: 1 }),
      }),
    );
    fireEvent.click(screen.getByTestId('helpdesk-filter-breached'));
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', '/general/helpdesk/x/agent', {
        query: expect.objectContaining({ status: 'Diproses', sla: 'breached' }),
      }),
    );
  });
});
