import { screen, waitFor } from '@testing-library/react';
import { fakeTransport, paged } from '@portal/api-client/testing';
import { renderPage } from '@portal/design-system/testing';
import type { ChannelPostRow, InfobankRow } from '@portal/contracts';
import { HomeInfo } from './HomeInfo';

const announcement: InfobankRow = {
  id: 5,
  judul: 'Libur nasional Idul Fitri',
  isi: 'Kantor tutup pada 30–31 Maret 2026.',
  valid_from: '2026-03-20',
  valid_until: '2026-04-02',
  is_active: true,
  attachments: [
    {
      id: 31,
      name: 'edaran-libur.pdf',
      content_type: 'application/pdf',
      size: 120_000,
      location: 'infobank/5/edaran-libur.pdf',
      created_at: '2026-03-19T03:00:00.000Z',
    },
  ],
  user_id: 2,
  created_by_name: 'Indah Informasi',
  created_at: '2026-03-19T03:00:00.000Z',
  updated_at: '2026-03-19T03:00:00.000Z',
};

const post: ChannelPostRow = {
  id: 9,
  judul: 'Pemeliharaan sistem',
  isi: 'Portal tidak dapat diakses Sabtu malam.',
  user_id: 2,
  created_by_name: 'Indah Informasi',
  created_at: '2026-03-18T10:00:00.000Z',
  updated_at: '2026-03-18T10:00:00.000Z',
};

describe('HomeInfo', () => {
  it('shows the announcements valid today (event index_active) and the public channel', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/infobank': paged([announcement]),
      'GET /general/channel/x/public': paged([post]),
    });
    renderPage(<HomeInfo />, { transport });
    expect(await screen.findByText('Libur nasional Idul Fitri')).toBeInTheDocument();
    expect(screen.getByText('Berlaku 20 Maret 2026 s.d. 02 April 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'edaran-libur.pdf' })).toBeInTheDocument();
    expect(screen.getByText('Pemeliharaan sistem')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/general/infobank', { query: { event: 'index_active', per_page: 5 } });
  });

  it('shows nothing when there is nothing to read', async () => {
    const { transport, request } = fakeTransport({
      'GET /general/infobank': paged([]),
      'GET /general/channel/x/public': paged([]),
    });
    const { container } = renderPage(<HomeInfo />, { transport });
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    expect(container.querySelector('[data-testid="home-announcements"]')).toBeNull();
    expect(screen.queryByText('Kanal Informasi')).not.toBeInTheDocument();
  });
});
