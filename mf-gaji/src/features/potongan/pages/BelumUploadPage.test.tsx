import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { BANDUNG, batas, BOGOR } from '../potongan-fixtures';
import BelumUploadPage from './BelumUploadPage';

jest.setTimeout(40_000);

const BELUM = '/sdm/pegawai/x/potongan_gaji/x/belum_upload';
const SERVICE_BELUM = '/sdm/pegawai/x/service/x/belum_upload';

const answer = {
  batas: batas(),
  data: [
    { kantor: BANDUNG, pegawai_count: 1250, last_status: 'gagal' as const },
    { kantor: BOGOR, pegawai_count: 12, last_status: null },
  ],
};

describe('BelumUploadPage', () => {
  it('lists the offices without an upload, their last attempt and a link to upload that month', async () => {
    const { transport, request } = fakeTransport({ [`GET ${BELUM}`]: answer });
    renderWithProviders(<BelumUploadPage />, { transport, route: '/?tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Kantor yang belum memiliki potongan gaji' });
    expect(screen.getByTestId('batas-info')).toHaveTextContent('Batas upload Maret 2026: 20 Maret 2026');
    const bandung = within(table).getByText('Kantor Cabang Bandung').closest('tr')!;
    expect(within(bandung).getByText('1.250')).toBeInTheDocument();
    expect(within(bandung).getByText('Gagal')).toBeInTheDocument();
    const bogor = within(table).getByText('Kantor Cabang Bogor').closest('tr')!;
    expect(within(bogor).getByText('Belum ada')).toBeInTheDocument();
    expect(within(bogor).getByRole('link', { name: 'Upload potongan Kantor Cabang Bogor' })).toHaveAttribute(
      'href',
      `/gaji/potongan/upload?kantor_id=${BOGOR.id}&tahun=2026&bulan=3`,
    );
    expect(request).toHaveBeenCalledWith('GET', BELUM, { query: { tahun: 2026, bulan: 3 } });
  });

  it('says when every office has uploaded, and shows a failed load with a retry', async () => {
    let fail = true;
    const { transport } = fakeTransport({
      [`GET ${BELUM}`]: () =>
        fail ? new Error('Server sedang sibuk') : { batas: batas({ is_lewat: true }), data: [] },
    });
    renderWithProviders(<BelumUploadPage />, { transport, route: '/?tahun=2026&bulan=3' });
    expect(await screen.findByText('Server sedang sibuk')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Coba lagi/i }));
    expect(await screen.findByText('Semua kantor sudah memiliki potongan gaji bulan ini')).toBeInTheDocument();
    expect(screen.getByTestId('batas-info')).toHaveTextContent('Batas sudah lewat');
  });

  it('service deductions (?kind=service) have no upload link: the service job makes them', async () => {
    const { transport, request } = fakeTransport({
      [`GET ${SERVICE_BELUM}`]: { ...answer, batas: batas({ kind: 'service', tanggal: '2026-03-25' }) },
    });
    renderWithProviders(<BelumUploadPage />, { transport, route: '/?kind=service&tahun=2026&bulan=3' });
    const table = await screen.findByRole('table', { name: 'Kantor yang belum memiliki potongan service' });
    expect(screen.getByTestId('batas-info')).toHaveTextContent('Batas upload Maret 2026: 25 Maret 2026');
    expect(within(table).getByText('Kantor Cabang Bogor')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/dibuat oleh Job Service/)).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', SERVICE_BELUM, { query: { tahun: 2026, bulan: 3 } });
    expect(request).not.toHaveBeenCalledWith('GET', BELUM, expect.anything());
    // No office filter on this page.
    expect(screen.queryByTestId('kantor-select')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Service' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
