import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeTransport, renderWithProviders } from '../../../testing/test-utils';
import { activity } from '../wla-fixtures';
import { ActivityFormDialog } from './ActivityFormDialog';

jest.setTimeout(30_000);

function open(props: Partial<Parameters<typeof ActivityFormDialog>[0]> = {}) {
  const onSubmit = jest.fn().mockResolvedValue({});
  const onClose = jest.fn();
  const { transport } = fakeTransport({});
  renderWithProviders(<ActivityFormDialog open onSubmit={onSubmit} onClose={onClose} {...props} />, { transport });
  const dialog = screen.getByTestId('activity-form-dialog');
  const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
  return { onSubmit, onClose, dialog, field };
}

describe('ActivityFormDialog', () => {
  it('refuses an empty form: every required field says so and nothing is sent', async () => {
    const { onSubmit, dialog } = open();
    fireEvent.click(within(dialog).getByTestId('activity-form-submit'));
    expect(await within(dialog).findByText('Jabatan wajib dipilih')).toBeInTheDocument();
    expect(within(dialog).getByText('Nama aktivitas wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Frekuensi wajib diisi')).toBeInTheDocument();
    expect(within(dialog).getByText('Periode wajib dipilih')).toBeInTheDocument();
    expect(within(dialog).getByText('Waktu standar wajib diisi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a frequency that is not a number and minutes with three decimals', async () => {
    const { onSubmit, dialog, field } = open({ jabatanId: 21 });
    fireEvent.change(field('Nama aktivitas'), { target: { value: 'Membuka kas' } });
    fireEvent.change(field('Frekuensi'), { target: { value: 'sering' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Periode' }), { target: { value: 'hari' } });
    fireEvent.change(field('Waktu standar'), { target: { value: '4.125' } });
    fireEvent.click(within(dialog).getByTestId('activity-form-submit'));
    expect(await within(dialog).findByText('Frekuensi harus angka, paling banyak 2 desimal')).toBeInTheDocument();
    expect(within(dialog).getByText('Waktu standar harus angka, paling banyak 2 desimal')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a good activity with the decimal comma as a point, then closes', async () => {
    const { onSubmit, onClose, dialog, field } = open({ activity: activity() });
    expect(field('Nama aktivitas')).toHaveValue('Melayani setoran dan penarikan tunai nasabah');
    fireEvent.change(field('Waktu standar'), { target: { value: '4,5' } });
    fireEvent.click(within(dialog).getByTestId('activity-form-submit'));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        jabatan_id: 21,
        nama: 'Melayani setoran dan penarikan tunai nasabah',
        frekuensi: '80.00',
        periode: 'hari',
        menit: '4.5',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
