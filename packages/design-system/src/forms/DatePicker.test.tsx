import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DatePicker, type DatePickerProps } from './DatePicker';
import { renderWithPortal } from '../testing/render-with-portal';

const NOW = new Date('2026-05-15T09:00:00');

function Controlled({ initial = null, onChange, ...props }: Partial<DatePickerProps> & { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePicker
        label="Tanggal lahir"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
        {...props}
      />
      <output data-testid="value">{value ?? 'null'}</output>
    </>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionValues = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value)
    .filter(Boolean);

describe('DatePicker', () => {
  beforeAll(() => {
    jest.useFakeTimers({
      doNotFake: ['queueMicrotask', 'nextTick', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'],
    });
    jest.setSystemTime(NOW);
  });
  afterAll(() => jest.useRealTimers());

  it('lists years from 30 before to 30 after the current year and Indonesian months', () => {
    renderWithPortal(<Controlled />);
    const years = optionValues('Tahun').map(Number);
    expect(years[0]).toBe(1996);
    expect(years[years.length - 1]).toBe(2056);
    expect(years).toHaveLength(61);
    expect(
      within(select('Bulan'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Bulan',
      'Januari',
      'Februari',
      'Maret',
      'April',
      'Mei',
      'Juni',
      'Juli',
      'Agustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ]);
  });

  it('lists only the years between min and max', () => {
    renderWithPortal(<Controlled min="2020-03-10" max="2024-01-31" />);
    expect(optionValues('Tahun').map(Number)).toEqual([2020, 2021, 2022, 2023, 2024]);
  });

  it('emits an ISO date once day, month and year are chosen, and null when one is cleared', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPortal(<Controlled onChange={onChange} />);
    await user.selectOptions(select('Tanggal'), '17');
    await user.selectOptions(select('Bulan'), '8');
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(select('Tahun'), '2045');
    expect(onChange).toHaveBeenLastCalledWith('2045-08-17');
    await user.selectOptions(select('Bulan'), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('clamps an impossible day to the end of the month (31 Feb → 28/29)', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Controlled initial="2023-01-31" />);
    await user.selectOptions(select('Bulan'), '2');
    expect(screen.getByTestId('value')).toHaveTextContent('2023-02-28');
    expect(optionValues('Tanggal')).toHaveLength(28);
    await user.selectOptions(select('Tahun'), '2024');
    expect(screen.getByTestId('value')).toHaveTextContent('2024-02-28');
    expect(optionValues('Tanggal')).toHaveLength(29);
  });

  it('clamps a chosen date into [min, max]', async () => {
    const user = userEvent.setup();
    renderWithPortal(<Controlled initial="2024-01-10" min="2020-03-10" max="2024-01-31" />);
    await user.selectOptions(select('Bulan'), '6');
    expect(screen.getByTestId('value')).toHaveTextContent('2024-01-31');
    await user.selectOptions(select('Tahun'), '2020');
    await user.selectOptions(select('Bulan'), '1');
    expect(screen.getByTestId('value')).toHaveTextContent('2020-03-10');
    expect(select('Tanggal')).toHaveValue('10');
    expect(select('Bulan')).toHaveValue('3');
  });

  it('pulls a value from outside the range into it', () => {
    const onChange = jest.fn();
    renderWithPortal(<Controlled initial="2030-12-25" max="2026-06-30" onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('2026-06-30');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-06-30');
  });

  it("shows 'Field is required' for a required, empty picker once touched", () => {
    const { rerender } = renderWithPortal(<DatePicker label="Tanggal" value={null} onChange={jest.fn()} required />);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
    fireEvent.blur(select('Tahun'));
    expect(screen.getByRole('alert')).toHaveTextContent('Field is required');
    expect(select('Tahun')).toHaveAttribute('aria-invalid', 'true');
    rerender(<DatePicker label="Tanggal" value="2026-01-02" onChange={jest.fn()} required />);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });

  it("shows 'Field is required' after a submit (touched) and not for an optional picker", () => {
    const { rerender } = renderWithPortal(<DatePicker value={null} onChange={jest.fn()} required touched />);
    expect(screen.getByText('Field is required')).toBeInTheDocument();
    rerender(<DatePicker value={null} onChange={jest.fn()} touched />);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });
});
