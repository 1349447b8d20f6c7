import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { pgsRows } from '../pgs-fixtures';
import PgsPage from './PgsPage';

jest.setTimeout(20_000);

describe('PgsPage', () => {
  it("lists acting officials with the spec's period and grade, linked to their detail", async () => {
    const { transport, request } = fakeTransport({ 'GET /sdm/pegawai/x/pgs': paged(pgsRows) });
    renderWith(<PgsPage />, transport);
    const table = await screen.findByRole('table', { name: 'Daftar pejabat pengganti sementara' });
    expect(await within(table).findByText('01 Maret 2026 - 31 Mei 2026')).toBeInTheDocument();
    expect(within(table).getByText('11 | Senior Officer')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ani Lestari' })).toHaveAttribute('href', '/pegawai/pgs/show/21');
    expect(within(table).getByText('Sedang menjabat')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status PGS'), { target: { value: 'true' } });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/pgs', {
        query: expect.objectContaining({ is_active: true, page: 1 }),
      }),
    );
  });

  it('deletes only after confirming', async () => {
    const { transport, request } = fakeTransport({
      'GET /sdm/pegawai/x/pgs': paged(pgsRows),
      'DELETE /sdm/pegawai/x/pgs/22': { message: 'PGS deleted' },
    });
    renderWith(<PgsPage />, transport);
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus PGS Budi Santoso' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/pgs/22');
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/pgs/22'));
  });
});
