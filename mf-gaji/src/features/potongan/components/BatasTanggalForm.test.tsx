import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { BatasTanggalForm } from './BatasTanggalForm';

jest.setTimeout(30_000);

const batasAnswer = {
  data: {
    kind: 'gaji',
    tahun: 2026,
    bulan: 4,
    tanggal: '2026-04-30',
    is_default: true,
    is_lewat: false,
    updated_at: null,
  },
};

function pickDate(day: string, month: string, year: string) {
  const group = screen.getByRole('group', { name: /Tanggal batas upload/ });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Tahun' }), { target: { value: year } });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Bulan' }), { target: { value: month } });
  fireEvent.change(within(group).getByRole('combobox', { name: 'Tanggal' }), { target: { value: day } });
}

describe('BatasTanggalForm', () => {
  it('requires the date ("Field is required") and shows the deadline in force', async () => {
    const onSubmit = jest.fn();
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batasAnswer });
    renderWithProviders(
      <BatasTanggalForm initialValues={{ tahun: 2026, bulan: 4, tanggal: '' }} onSubmit={onSubmit} />,
      {
        transport,
      },
    );
    expect(await screen.findByText(/Batas upload April 2026: 30 April 2026 \(bawaan/)).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('batas-submit'));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a date before the month, then sends tahun, bulan and tanggal', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batasAnswer });
    renderWithProviders(
      <BatasTanggalForm initialValues={{ tahun: 2026, bulan: 4, tanggal: '' }} onSubmit={onSubmit} />,
      {
        transport,
      },
    );
    pickDate('20', '3', '2026');
    fireEvent.click(screen.getByTestId('batas-submit'));
    expect(
      await screen.findByText('Tanggal batas upload harus dalam bulan tersebut atau setelahnya'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    pickDate('20', '4', '2026');
    fireEvent.click(screen.getByTestId('batas-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ tahun: 2026, bulan: 4, tanggal: '2026-04-20' }));
  });

  it("puts the server's 422 under the field", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValue(new ApiError(422, 'Data tidak valid', { tanggal: ['Tanggal tidak valid menurut server'] }));
    const { transport } = fakeTransport({ 'GET /sdm/pegawai/x/potongan_gaji/x/batas_upload': batasAnswer });
    renderWithProviders(
      <BatasTanggalForm initialValues={{ tahun: 2026, bulan: 4, tanggal: '2026-04-25' }} onSubmit={onSubmit} />,
      { transport },
    );
    fireEvent.click(screen.getByTestId('batas-submit'));
    expect(await screen.findByText('Tanggal tidak valid menurut server')).toBeInTheDocument();
  });
});
