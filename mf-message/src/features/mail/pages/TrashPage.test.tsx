import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '@portal/design-system';
import { fakeTransport, paged, renderWithProviders, type Answer } from '../../../testing/test-utils';
import { ANI, BUDI, mailRow } from '../mail-fixtures';
import OutboxPage from './OutboxPage';
import TrashPage from './TrashPage';

const BASE = '/general/mailbox/x';

const render = (ui: ReactElement, answers: Record<string, Answer>, route: string) => {
  const fake = fakeTransport({ [`GET ${BASE}/inbox/read`]: { data: { count: 0 } }, ...answers });
  renderWithProviders(ui, { transport: fake.transport, path: route.split('?')[0], route });
  return fake;
};

afterEach(() => {
  jest.restoreAllMocks();
  act(() => notify.clear());
});

describe('TrashPage', () => {
  it('lists deleted mails of both boxes; "Pulihkan" restores one (PUT action restore) and the list reloads', async () => {
    const success = jest.spyOn(notify, 'success');
    let rows = [
      mailRow({ is_unread: true, deleted_at: '2026-03-06T01:00:00.000Z' }),
      mailRow({
        id: 24,
        main_id: 24,
        box: 'outbox',
        sender: BUDI,
        recipients: [ANI],
        recipients_count: 1,
        subject: 'Laporan',
        deleted_at: '2026-03-06T02:00:00.000Z',
      }),
    ];
    const { request } = render(
      <TrashPage />,
      {
        [`GET ${BASE}/deleted`]: () => paged(rows),
        [`PUT ${BASE}/21`]: () => {
          rows = rows.filter((r) => r.id !== 21);
          return { message: 'Mailbox updated', data: { count: 1 } };
        },
      },
      '/message/trash',
    );
    const table = await screen.findByRole('table', { name: 'Daftar pesan terhapus' });
    await waitFor(() => expect(within(table).getByText('Rapat anggaran triwulan')).toBeInTheDocument());
    expect(within(table).getByText('Kotak Masuk · dari')).toBeInTheDocument();
    expect(within(table).getByText('Kotak Keluar · kepada')).toBeInTheDocument();
    expect(within(table).getByText('06 Maret 2026 08:00 AM')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', `${BASE}/deleted`, { query: { page: 1, per_page: 10 } });

    fireEvent.click(within(table).getByRole('button', { name: 'Pulihkan Rapat anggaran triwulan' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('PUT', `${BASE}/21`, { body: { action: 'restore' } }));
    await waitFor(() => expect(screen.queryByText('Rapat anggaran triwulan')).not.toBeInTheDocument());
    expect(screen.getByText('Laporan')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('Mailbox updated');
  });

  it('shows an empty trash in Indonesian', async () => {
    render(<TrashPage />, { [`GET ${BASE}/deleted`]: paged([]) }, '/message/trash');
    expect(await screen.findByText('Tidak ada pesan terhapus')).toBeInTheDocument();
  });
});

describe('OutboxPage', () => {
  it('lists sent mails with their recipients; search goes to the server and the address', async () => {
    const { request } = render(
      <OutboxPage />,
      {
        [`GET ${BASE}/outbox`]: paged([
          mailRow({ box: 'outbox', sender: BUDI, recipients: [ANI, BUDI], recipients_count: 7 }),
        ]),
      },
      '/message/outbox?search=rapat',
    );
    const table = await screen.findByRole('table', { name: 'Daftar pesan terkirim' });
    await waitFor(() => expect(within(table).getByText('Ani Wahyudi, Budi Santoso +5 lainnya')).toBeInTheDocument());
    expect(within(table).getByTestId('mail-row-21')).toHaveAttribute('href', '/message/mail/21');
    expect(request).toHaveBeenCalledWith('GET', `${BASE}/outbox`, {
      query: { page: 1, per_page: 10, search: 'rapat' },
    });
  });

  it('shows an empty outbox with a way to write', async () => {
    render(<OutboxPage />, { [`GET ${BASE}/outbox`]: paged([]) }, '/message/outbox');
    expect(await screen.findByText('Kotak keluar kosong')).toBeInTheDocument();
    expect(screen.getByTestId('mail-compose')).toHaveAttribute('href', '/message/mail');
  });
});
