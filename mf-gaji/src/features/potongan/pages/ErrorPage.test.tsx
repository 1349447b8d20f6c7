import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { BANDUNG, ROW_ERRORS } from '../potongan-fixtures';
import ErrorPage from './ErrorPage';

jest.setTimeout(40_000);

const ERROR = '/sdm/pegawai/x/potongan_gaji/x/error';

const report = (patch: { error_count?: number } = {}) => ({
  data: {
    upload_id: 5,
    kantor: BANDUNG,
    tahun: 2026,
    bulan: 3,
    created_at: '2026-03-05T02:00:00.000Z',
    error_count: 3,
    errors: ROW_ERRORS,
    ...patch,
  },
});

describe('ErrorPage', () => {
  it('asks for an office first, then shows every row problem of its last failed upload', async () => {
    const { transport, request } = fakeTransport({ [`GET ${ERROR}`]: report() });
    renderWithProviders(<ErrorPage />, { transport, route: '/?tahun=2026&bulan=3' });
    expect(await screen.findByText('Pilih kantor untuk melihat laporan upload gagal')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('GET', ERROR, expect.anything());
  });

  it('lists row, column and message, with the office and when it was uploaded', async () => {
    const { transport, request } = fakeTransport({ [`GET ${ERROR}`]: report({ error_count: 1500 }) });
    renderWithProviders(<ErrorPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    const errors = await screen.findByTestId('upload-errors');
    expect(screen.getByText('Kantor Cabang Bandung, diupload 05 Maret 2026 09:00 AM')).toBeInTheDocument();
    expect(within(errors).getByText(/1\.500 masalah ditemukan, tidak ada data yang disimpan/)).toBeInTheDocument();
    expect(within(errors).getByText('Ditampilkan 3 masalah pertama.')).toBeInTheDocument();
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual(ROW_ERRORS.map((e) => [String(e.row), e.column, e.message]));
    expect(request).toHaveBeenCalledWith('GET', ERROR, { query: { tahun: 2026, bulan: 3, kantor_id: BANDUNG.id } });
  });

  it('says when the last upload did not fail, and shows a failed load with a retry', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${ERROR}`]: () => (fail ? new Error('Server sedang sibuk') : { data: null }),
    });
    renderWithProviders(<ErrorPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Tidak ada upload gagal')).toBeInTheDocument();
  });

  it('the switch reads the report of the service deductions', async () => {
    const SERVICE_ERROR = '/sdm/pegawai/x/service/x/error';
    const { transport, request } = fakeTransport({
      [`GET ${ERROR}`]: report(),
      [`GET ${SERVICE_ERROR}`]: { data: null },
    });
    renderWithProviders(<ErrorPage />, { transport, route: `/?tahun=2026&bulan=3&kantor_id=${BANDUNG.id}` });
    await screen.findByTestId('upload-errors');
    fireEvent.click(screen.getByRole('button', { name: 'Service' }));
    expect(await screen.findByText('Tidak ada upload gagal')).toBeInTheDocument();
    await waitFor(() =>
      expect(request).toHaveBeenLastCalledWith('GET', SERVICE_ERROR, {
        query: { tahun: 2026, bulan: 3, kantor_id: BANDUNG.id },
      }),
    );
  });
});
