import { formatDecimal, formatRupiah } from './money';

describe('formatRupiah', () => {
  it('prints the server decimal string in Indonesian format', () => {
    expect(formatRupiah('1250000.00')).toBe('Rp 1.250.000,00');
    expect(formatRupiah('0.10')).toBe('Rp 0,10');
    expect(formatRupiah('999.5')).toBe('Rp 999,50');
    expect(formatRupiah('1000')).toBe('Rp 1.000,00');
    expect(formatRupiah('-5000.25')).toBe('-Rp 5.000,25');
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatRupiah('9999999999999999.99')).toBe('Rp 9.999.999.999.999.999,99');
    expect(formatDecimal('12345678901234567.01')).toBe('12.345.678.901.234.567,01');
  });

  it('shows a dash for nothing or for text that is not an amount', () => {
    expect(formatRupiah(null)).toBe('-');
    expect(formatRupiah('')).toBe('-');
    expect(formatRupiah('abc')).toBe('-');
    expect(formatDecimal('-0.00')).toBe('0,00');
  });
});
