import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/design-system/router';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWith } from '../../../testing/test-utils';
import { sanksiJenis, sanksiRows } from '../sanksi-fixtures';
import SanksiDetailPage from './SanksiDetailPage';

jest.setTimeout(20_000);

function renderDetail(answers: Parameters<typeof fakeTransport>[0]) {
  const { transport, request } = fakeTransport(answers);
  renderWith(
    <Routes>
      <Route path="/pegawai/sanksi/:id" element={<SanksiDetailPage />} />
      <Route path="/pegawai/sanksi" element={<p>Daftar Sanksi</p>} />
    </Routes>,
    transport,
    '/pegawai/sanksi/12',
  );
  return request;
}

describe('SanksiDetailPage', () => {
  it('shows the sanction, what it lacks and its decree files; deletes after confirming', async () => {
    const request = renderDetail({
      'GET /sdm/pegawai/x/sanksi/12': { data: sanksiRows[1] },
      'GET /general/sanksi': { data: sanksiJenis },
      'GET /sdm/pegawai/x/sanksi/12/x/file': { data: [] },
      'DELETE /sdm/pegawai/x/sanksi/12': { message: 'Sanksi deleted' },
    });
    const detail = await screen.findByTestId('sanksi-detail');
    expect(within(detail).getByText('Demosi')).toBeInTheDocument();
    expect(within(detail).getByText('Sanksi Berat / Berat')).toBeInTheDocument();
    expect(within(detail).getByText('01 Maret 2025 - tanpa batas')).toBeInTheDocument();
    expect(screen.getByTestId('sanksi-problems')).toHaveTextContent('Nomor SK belum diisi, File SK belum diunggah');
    expect(await screen.findByText('Belum ada file SK')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(request).not.toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/sanksi/12');
    fireEvent.click(within(dialog).getByRole('button', { name: /Ya|Hapus/ }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('DELETE', '/sdm/pegawai/x/sanksi/12'));
    expect(await screen.findByText('Daftar Sanksi')).toBeInTheDocument();
  });

  it("a sanction that is gone shows the server's message", async () => {
    renderDetail({
      'GET /sdm/pegawai/x/sanksi/12': new ApiError(404, 'Data sanksi tidak ditemukan'),
      'GET /general/sanksi': { data: sanksiJenis },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data sanksi tidak ditemukan');
  });
});
