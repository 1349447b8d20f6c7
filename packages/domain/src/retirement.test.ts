import { DateTime } from 'luxon';
import { formatRemainingUntilRetirement, remainingUntilRetirement, retirementDate, RETIREMENT_AGE } from './retirement';

const at = (iso: string) => DateTime.fromISO(iso).toJSDate();

describe('retirementDate', () => {
  it('is the birth date plus 56 years', () => {
    expect(RETIREMENT_AGE).toBe(56);
    expect(retirementDate('1970-05-10')).toBe('2026-05-10');
  });

  it('keeps the calendar date written in a timestamp, whatever its offset', () => {
    expect(retirementDate('1970-05-10T00:00:00+07:00')).toBe('2026-05-10');
    expect(retirementDate('1970-05-10T00:00:00.000000Z')).toBe('2026-05-10');
    expect(retirementDate('1970-05-10 00:00:00')).toBe('2026-05-10');
  });

  it('moves 29 February to 28 February when the retirement year has no leap day', () => {
    expect(retirementDate('1968-02-29')).toBe('2024-02-29');
    expect(retirementDate('2044-02-29')).toBe('2100-02-28');
  });

  it('returns null for missing or invalid dates', () => {
    expect(retirementDate(null)).toBeNull();
    expect(retirementDate(undefined)).toBeNull();
    expect(retirementDate('')).toBeNull();
    expect(retirementDate('1970-13-40')).toBeNull();
  });
});

describe('remainingUntilRetirement', () => {
  it('counts years, months and days to the retirement date', () => {
    expect(remainingUntilRetirement('1970-05-10', at('2023-03-05T10:00'))).toEqual({ years: 3, months: 2, days: 5 });
    expect(remainingUntilRetirement('1970-05-10', at('2026-05-09T23:59'))).toEqual({ years: 0, months: 0, days: 1 });
  });

  it('is null on the 56th birthday itself and after it', () => {
    expect(remainingUntilRetirement('1970-05-10', at('2026-05-10T00:00'))).toBeNull();
    expect(remainingUntilRetirement('1970-05-10', at('2026-05-10T23:59'))).toBeNull();
    expect(remainingUntilRetirement('1970-05-10', at('2030-01-01T00:00'))).toBeNull();
  });

  it('accepts epoch milliseconds and luxon DateTimes for now', () => {
    expect(remainingUntilRetirement('1970-05-10', at('2025-05-10T12:00').getTime())).toEqual({
      years: 1,
      months: 0,
      days: 0,
    });
    expect(remainingUntilRetirement('1970-05-10', DateTime.fromISO('2026-04-10T08:00'))).toEqual({
      years: 0,
      months: 1,
      days: 0,
    });
  });

  it('is null for an invalid birth date', () => {
    expect(remainingUntilRetirement('not a date', at('2020-01-01'))).toBeNull();
  });

  it('uses the current day when now is omitted', () => {
    const born = DateTime.local().minus({ years: RETIREMENT_AGE }).plus({ days: 1 }).toISODate();
    expect(remainingUntilRetirement(born)).toEqual({ years: 0, months: 0, days: 1 });
  });
});

describe('formatRemainingUntilRetirement', () => {
  it('prints years, months and days in Indonesian', () => {
    expect(formatRemainingUntilRetirement('1970-05-10', at('2023-03-05T10:00'))).toBe('3 tahun 2 bulan 5 hari');
    expect(formatRemainingUntilRetirement('1970-05-10', at('2025-05-10T10:00'))).toBe('1 tahun 0 bulan 0 hari');
  });

  it("says 'Lewat umur pensiun' from the retirement date on", () => {
    expect(formatRemainingUntilRetirement('1970-05-10', at('2026-05-10T08:00'))).toBe('Lewat umur pensiun');
    expect(formatRemainingUntilRetirement('1950-01-01', at('2026-05-10T08:00'))).toBe('Lewat umur pensiun');
  });

  it("prints '-' when the birth date is unknown", () => {
    expect(formatRemainingUntilRetirement(null)).toBe('-');
  });
});
