import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PeriodFilter } from './PeriodFilter';
import { renderWithPortal } from './testing/render-with-portal';

describe('PeriodFilter', () => {
  it('labels both selects and reports a changed month with the year kept', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPortal(<PeriodFilter tahun={2026} bulan={3} maxYear={2027} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Tahun' })).toHaveValue('2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulan' }), 'Mei');
    expect(onChange).toHaveBeenCalledWith({ tahun: 2026, bulan: 5 });
  });

  it("offers 'Semua bulan' with allowAll and reports it as no month", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithPortal(<PeriodFilter tahun={2026} bulan={3} maxYear={2026} allowAll onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulan' }), 'Semua bulan');
    expect(onChange).toHaveBeenCalledWith({ tahun: 2026, bulan: undefined });
  });

  it('shows only the year with yearOnly', () => {
    renderWithPortal(<PeriodFilter tahun={2026} bulan={undefined} maxYear={2026} yearOnly onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Tahun' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bulan' })).not.toBeInTheDocument();
  });
});
