import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/design-system/router';
import { ApiError } from '@portal/api-client';
import { fakeTransport, paged, renderWith } from '../../../testing/test-utils';
import { awards, prestasiRows } from '../prestasi-fixtures';
import PrestasiDetailPage from './PrestasiDetailPage';
import PrestasiPage from './PrestasiPage';
import PrestasiPegawaiPage from './PrestasiPegawaiPage';

jest.setTimeout(20_000);

const answers = {
  'GET /sdm/pegawai/x/prestasi': paged(prestasiRows),
  'GET /general/prestasi': { data: awards },
};

describe('the achievements pages', () => {
  it('/pegawai/prestasi lists every award with its employee; the award filter asks again from page 1', async () => {
    const { transport, request } = fakeTransport(answers);
    renderWith(<PrestasiPage />, transport, '/pegawai/prestasi?page=2');
    const table = await screen.findByRole('table', { name: 'Daftar prestasi pegawai' });
    expect(await within(table).findByRole('link', { name: 'Inovasi' })).toHaveAttribute('href', '/pegawai/prestasi/42');
    expect(within(table).getByRole('link', { name: 'Ani Lestari' })).toBeInTheDocument();
    const filter = screen.getByLabelText('Jenis prestasi');
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Inovasi' })).toBeInTheDocument());
    act(() => {
      fireEvent.change(filter, { target: { value: 'Inovasi' } });
    });
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/prestasi', {
        query: expect.objectContaining({ nama: 'Inovasi', page: 1 }),
      }),
    );
  });

  it('/pegawai/prestasi/:id shows the award with its employee', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/prestasi/41': { data: prestasiRows[0] },
    });
    renderWith(
      <Routes>
        <Route path="/pegawai/prestasi/:id" element={<PrestasiDetailPage />} />
      </Routes>,
      transport,
      '/pegawai/prestasi/41',
    );
    const detail = await screen.findByTestId('prestasi-detail');
    expect(within(detail).getByText('Pegawai Teladan')).toBeInTheDocument();
    expect(within(detail).getByText('Direksi')).toBeInTheDocument();
    expect(within(detail).getByText('Tingkat wilayah')).toBeInTheDocument();
  });

  it('a missing award reads as not found', async () => {
    const { transport } = fakeTransport({
      'GET /sdm/pegawai/x/prestasi/99': new ApiError(404, 'Data prestasi tidak ditemukan'),
    });
    renderWith(
      <Routes>
        <Route path="/pegawai/prestasi/:id" element={<PrestasiDetailPage />} />
      </Routes>,
      transport,
      '/pegawai/prestasi/99',
    );
    expect(await screen.findByText('Data prestasi tidak ditemukan')).toBeInTheDocument();
  });

  it('/pegawai/prestasi/pegawai asks nothing until an employee is chosen', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'GET /sdm/pegawai/x/prestasi': paged([prestasiRows[0]!]),
    });
    renderWith(<PrestasiPegawaiPage />, transport, '/pegawai/prestasi/pegawai');
    expect(await screen.findByText('Pilih pegawai untuk melihat prestasinya')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalledWith('GET', '/sdm/pegawai/x/prestasi', expect.anything());
  });

  it('with an employee in the address, their awards without the employee columns', async () => {
    const { transport, request } = fakeTransport({
      ...answers,
      'GET /sdm/pegawai/x/prestasi': paged([prestasiRows[0]!]),
    });
    renderWith(<PrestasiPegawaiPage />, transport, '/pegawai/prestasi/pegawai?pegawai_id=5');
    const table = await screen.findByRole('table', { name: 'Prestasi pegawai' });
    expect(await within(table).findByText('Direksi')).toBeInTheDocument();
    expect(within(table).queryByText('Ani Lestari')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ani Lestari/ })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('GET', '/sdm/pegawai/x/prestasi', {
      query: expect.objectContaining({ pegawai_id: 5 }),
    });
  });
});
