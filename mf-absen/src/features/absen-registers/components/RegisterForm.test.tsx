import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { emptyValues, REGISTER_CONFIG, toFormValues } from '../registers';
import { RegisterForm } from './RegisterForm';

const temporer = REGISTER_CONFIG.lokasi_temporer;

describe('RegisterForm', () => {
  test('empty submit: every required field says so and nothing is sent', async () => {
    const onSubmit = jest.fn();
    const { transport } = fakeTransport({});
    renderWithProviders(
      <RegisterForm config={temporer} initialValues={emptyValues(temporer)} onSubmit={onSubmit} onCancel={jest.fn()} />,
      { transport },
    );
    await userEvent.click(screen.getByTestId('register-form-submit'));
    await waitFor(() => expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(6));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('coordinates out of range, radius not a whole number and an end before the start are refused with their texts', async () => {
    const onSubmit = jest.fn();
    const { transport } = fakeTransport({});
    const values = {
      ...emptyValues(temporer),
      pegawai_id: '3',
      nama_lokasi: 'Hotel',
      latitude: '95',
      longitude: '106.8',
      radius_m: '12.5',
      tanggal_mulai: '2026-11-10',
      tanggal_selesai: '2026-11-01',
    };
    renderWithProviders(
      <RegisterForm config={temporer} initialValues={values} onSubmit={onSubmit} onCancel={jest.fn()} />,
      { transport },
    );
    await userEvent.click(screen.getByTestId('register-form-submit'));
    expect(await screen.findByText('Latitude harus berupa angka antara -90 dan 90')).toBeInTheDocument();
    expect(screen.getByText('Radius harus berupa angka antara 10 dan 5000')).toBeInTheDocument();
    expect(screen.getByText('Tanggal selesai harus sama atau setelah tanggal mulai')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a valid edit sends numbers as numbers and blank text as null; server field errors land under the field', async () => {
    const config = REGISTER_CONFIG.lokasi_temporer;
    const row = {
      id: 9,
      pegawai_id: 3,
      pegawai_nama: 'Ani',
      npp: '123',
      nama_lokasi: 'Hotel',
      latitude: -6.2,
      longitude: 106.8,
      radius_m: 150,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-02',
      keterangan: null,
    };
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, 'Data yang dikirim tidak valid', { pegawai_id: ['Pegawai tidak ditemukan'] }),
      )
      .mockResolvedValueOnce(undefined);
    const { transport } = fakeTransport({});
    renderWithProviders(
      <RegisterForm
        config={config}
        row={row}
        initialValues={toFormValues(config, row)}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
      { transport },
    );
    await userEvent.click(screen.getByTestId('register-form-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      pegawai_id: 3,
      nama_lokasi: 'Hotel',
      latitude: -6.2,
      longitude: 106.8,
      radius_m: 150,
      tanggal_mulai: '2026-11-01',
      tanggal_selesai: '2026-11-02',
      keterangan: null,
    });
    expect(await screen.findByText('Pegawai tidak ditemukan')).toBeInTheDocument();
    expect(within(screen.getByTestId('register-form')).getByRole('combobox', { name: 'Pegawai' })).toHaveValue(
      'Ani (123)',
    );
  });
});
