import { screen } from '@testing-library/react';
import { MeterRow, meterPercent } from './MeterRow';
import { renderWithPortal } from './testing/render-with-portal';

describe('meterPercent', () => {
  it('scales to the top, shows at least 1 % of a value above 0 and stays within 0–100', () => {
    expect(meterPercent(5, 10)).toBe(50);
    expect(meterPercent(10, 10)).toBe(100);
    expect(meterPercent(0.01, 1000)).toBe(1);
    expect(meterPercent(0, 10)).toBe(0);
    expect(meterPercent(20, 10)).toBe(100);
    expect(meterPercent(3, 0)).toBe(0);
  });
});

describe('MeterRow', () => {
  it('is a labelled meter with its value as text', () => {
    renderWithPortal(<MeterRow bar={{ label: 'Kantor Pusat', value: 3, text: 'Rp 3.000' }} max={6} />);
    const meter = screen.getByRole('meter', { name: 'Kantor Pusat' });
    expect(meter).toHaveAttribute('aria-valuenow', '3');
    expect(meter).toHaveAttribute('aria-valuemax', '6');
    expect(meter).toHaveAttribute('aria-valuetext', 'Rp 3.000');
    expect(screen.getByText('Rp 3.000')).toBeInTheDocument();
    expect(screen.getByTitle('Kantor Pusat')).toHaveTextContent('Kantor Pusat');
  });

  it('keeps a scale of 1 when every value is 0', () => {
    renderWithPortal(<MeterRow bar={{ label: 'Kosong', value: 0, text: '0' }} max={0} />);
    expect(screen.getByRole('meter', { name: 'Kosong' })).toHaveAttribute('aria-valuemax', '1');
  });
});
