import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OptionSelect } from './OptionSelect';
import { renderWithPortal } from './testing/render-with-portal';

const JENIS = [
  { id: 1, nama: 'Cuti Tahunan' },
  { id: 2, nama: 'Sakit' },
];

function Example() {
  const [value, setValue] = useState('');
  return (
    <>
      <OptionSelect
        aria-label="Jenis"
        placeholder="Semua jenis"
        options={JENIS}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <output>dipilih: {value || '-'}</output>
    </>
  );
}

describe('OptionSelect', () => {
  it('offers the empty choice first, then each option by its name, and reports the chosen id', async () => {
    renderWithPortal(<Example />);
    const select = screen.getByRole('combobox', { name: 'Jenis' });
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Semua jenis'],
      ['1', 'Cuti Tahunan'],
      ['2', 'Sakit'],
    ]);
    await userEvent.selectOptions(select, 'Sakit');
    expect(screen.getByText('dipilih: 2')).toBeInTheDocument();
  });

  it('has no empty choice without a placeholder', () => {
    renderWithPortal(<OptionSelect aria-label="Bulan" options={JENIS} defaultValue={2} />);
    const select = screen.getByRole('combobox', { name: 'Bulan' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(2);
    expect(select.value).toBe('2');
  });

  it('shows a disabled option but does not let it be chosen', async () => {
    renderWithPortal(
      <OptionSelect
        aria-label="Event"
        placeholder="Pilih event"
        options={[
          { id: 1, nama: 'Semester I (sudah dibuat)', disabled: true },
          { id: 2, nama: 'Semester II' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Event' }) as HTMLSelectElement;
    expect(screen.getByRole('option', { name: 'Semester I (sudah dibuat)' })).toBeDisabled();
    await userEvent.selectOptions(select, '1');
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, '2');
    expect(select.value).toBe('2');
  });
});
