import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type RequestOptions } from '@portal/api-client';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { IzinForm } from './IzinForm';

/** The DatePicker's own group (the form field's fieldset bears the same name). */
async function pickDate(name: 'tanggal_mulai' | 'tanggal_selesai', day: string, month: string, year: string) {
  const group = document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Tahun' }), year);
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Bulan' }), month);
  await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Tanggal' }), day);
}

// Choosing dates through three selects each is slow in jsdom.
jest.setTimeout(30_000);

describe('IzinForm', () => {
  test('empty submit names every required field and sends nothing', async () => {
    const { transport, request } = fakeTransport({});
    renderWithProviders(<IzinForm onSaved={jest.fn()} onCancel={jest.fn()} />, { transport });
    await userEvent.click(screen.getByTestId('izin-form-submit'));
    await waitFor(() => expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(3));
    expect(request).not.toHaveBeenCalled();
  });

  test('sakit dengan surat dokter (2) needs the attachment before anything is sent', async () => {
    const { transport, request } = fakeTransport({});
    renderWithProviders(<IzinForm onSaved={jest.fn()} onCancel={jest.fn()} />, { transport });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jenis Izin' }), 'Sakit dengan Surat Dokter');
    await pickDate('tanggal_mulai', '2', 'September', '2026');
    await pickDate('tanggal_selesai', '3', 'September', '2026');
    await userEvent.type(screen.getByTestId('izin-alasan'), 'Demam');
    await userEvent.click(screen.getByTestId('izin-form-submit'));
    expect(await screen.findByText('Sakit dengan surat dokter wajib melampirkan surat dokter')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  test('a valid annual leave is posted with numbers and ISO dates; the answer goes to onCreated; server errors land under fields', async () => {
    const created = { message: 'Izin created', data: { id: 7, token: 'abc' } };
    let calls = 0;
    const { transport, request } = fakeTransport({
      'POST /sdm/pegawai/x/izin': () => {
        calls += 1;
        return calls === 1
          ? new ApiError(422, 'Data yang dikirim tidak valid', {
              tanggal_mulai: ['Rentang tanggal tidak memuat hari kerja'],
            })
          : created;
      },
    });
    const onCreated = jest.fn();
    renderWithProviders(<IzinForm onSaved={onCreated} onCancel={jest.fn()} />, { transport });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Jenis Izin' }), 'Cuti Tahunan');
    await pickDate('tanggal_mulai', '2', 'November', '2026');
    await pickDate('tanggal_selesai', '3', 'November', '2026');
    await userEvent.type(screen.getByTestId('izin-alasan'), '  Liburan keluarga ');
    await userEvent.click(screen.getByTestId('izin-form-submit'));
    expect((await screen.findAllByText('Rentang tanggal tidak memuat hari kerja')).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByTestId('izin-form-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const body = (request.mock.calls[1][2] as RequestOptions).body;
    expect(body).toEqual({
      jenis_id: 5,
      tanggal_mulai: '2026-11-02',
      tanggal_selesai: '2026-11-03',
      alasan: 'Liburan keluarga',
      attachment: null,
    });
  });

  test('editing a Draft: filled with its values, no attachment field, PUT with the changed fields', async () => {
    const updated = { message: 'Izin updated', data: { id: 9, token: 'xyz' } };
    const { transport, request } = fakeTransport({ 'PUT /sdm/pegawai/x/izin/9': updated });
    const onSaved = jest.fn();
    const draft = {
      id: 9,
      jenis_id: 3,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-12',
      alasan: 'Urusan keluarga',
    } as unknown as Parameters<typeof IzinForm>[0]['izin'];
    renderWithProviders(<IzinForm izin={draft} onSaved={onSaved} onCancel={jest.fn()} />, { transport });
    expect(screen.getByRole('combobox', { name: 'Jenis Izin' })).toHaveValue('3');
    expect(screen.getByTestId('izin-alasan')).toHaveValue('Urusan keluarga');
    expect(screen.queryByTestId('izin-attachment')).not.toBeInTheDocument();
    await pickDate('tanggal_selesai', '14', 'Oktober', '2026');
    await userEvent.click(screen.getByTestId('izin-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(updated));
    expect(request.mock.calls[0][0]).toBe('PUT');
    expect((request.mock.calls[0][2] as RequestOptions).body).toEqual({
      jenis_id: 3,
      tanggal_mulai: '2026-10-12',
      tanggal_selesai: '2026-10-14',
      alasan: 'Urusan keluarga',
    });
  });
});
