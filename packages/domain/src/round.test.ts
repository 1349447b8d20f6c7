import { roundDecimals } from './round';

describe('roundDecimals', () => {
  it('rounds halves away from zero despite binary fractions', () => {
    expect(roundDecimals(1.005)).toBe(1.01);
    expect(roundDecimals(-1.005)).toBe(-1.01);
    expect(roundDecimals(2.675)).toBe(2.68);
    expect(roundDecimals(1234.565)).toBe(1234.57);
    expect(roundDecimals(0.125, 2)).toBe(0.13);
    expect(roundDecimals(2.5, 0)).toBe(3);
    expect(roundDecimals(-2.5, 0)).toBe(-3);
  });

  it('keeps tiny values and non-finite input sane', () => {
    expect(roundDecimals(1e-7)).toBe(0);
    expect(Object.is(roundDecimals(-0.001), 0)).toBe(true);
    expect(roundDecimals(0.5000000000000001)).toBe(0.5);
    expect(roundDecimals(Infinity)).toBe(Infinity);
    expect(roundDecimals(NaN)).toBeNaN();
  });
});

describe('roundDecimals on results of float arithmetic', () => {
  it('rounds the decimal result a person would compute', () => {
    expect(roundDecimals(1 - 1.515)).toBe(-0.52);
    expect(roundDecimals(0.1 + 0.2)).toBe(0.3);
    expect(roundDecimals(1.255 * 3, 2)).toBe(3.77);
    expect(roundDecimals(123456789.125)).toBe(123456789.13);
  });
});
