import { DateTime } from 'luxon';
import {
  MONTHS,
  MONTH_OPTIONS,
  formatDate,
  formatDateRange,
  formatNumber,
  formatTime,
  getPortalZone,
  portalToday,
  setPortalZone,
  toDateTime,
} from './format';

describe('MONTHS', () => {
  it('names the months in Indonesian, 1-based', () => {
    expect(MONTHS[1]).toBe('Januari');
    expect(MONTHS[3]).toBe('Maret');
    expect(MONTHS[8]).toBe('Agustus');
    expect(MONTHS[12]).toBe('Desember');
    expect(MONTHS[0]).toBeUndefined();
    expect(MONTH_OPTIONS).toHaveLength(12);
    expect(MONTH_OPTIONS[4]).toEqual({ id: 5, nama: 'Mei' });
  });
});

describe('formatNumber', () => {
  it("groups thousands with '.' for 0,0 and rounds to whole numbers", () => {
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(1234567, '0,0')).toBe('1.234.567');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1234.5)).toBe('1.235');
    expect(formatNumber(0)).toBe('0');
  });

  it("uses ',' for decimals with 0,0.00 and rounds amounts to 2 decimals", () => {
    expect(formatNumber(1234.567, '0,0.00')).toBe('1.234,57');
    expect(formatNumber(1.005, '0,0.00')).toBe('1,01');
    expect(formatNumber(1234567.891, '0,0.00')).toBe('1.234.567,89');
    expect(formatNumber(5, '0,0.00')).toBe('5,00');
  });

  it('handles negatives and numeric strings', () => {
    expect(formatNumber(-1234567.5, '0,0.00')).toBe('-1.234.567,50');
    expect(formatNumber(-0.001, '0,0.00')).toBe('0,00');
    expect(formatNumber('2500000.10', '0,0.00')).toBe('2.500.000,10');
  });

  it('prints nothing for non-numbers', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(NaN)).toBe('');
    expect(formatNumber(Infinity)).toBe('');
  });
});

describe('formatDate', () => {
  it("prints 'DD MMMM YYYY' in Indonesian", () => {
    expect(formatDate('2026-03-05')).toBe('05 Maret 2026');
    expect(formatDate('2026-12-31')).toBe('31 Desember 2026');
    expect(formatDate(new Date(2026, 0, 9))).toBe('09 Januari 2026');
    expect(formatDate(DateTime.local(2026, 8, 17))).toBe('17 Agustus 2026');
    expect(formatDate('2026-03-05 13:05:09')).toBe('05 Maret 2026');
  });

  it('adds a 12-hour time with AM/PM, optionally with seconds', () => {
    expect(formatDate('2026-03-05T13:05:09', { time: true })).toBe('05 Maret 2026 01:05 PM');
    expect(formatDate('2026-03-05T13:05:09', { time: true, seconds: true })).toBe('05 Maret 2026 01:05:09 PM');
    expect(formatDate('2026-03-05T00:07:00', { time: true })).toBe('05 Maret 2026 12:07 AM');
    expect(formatDate('2026-03-05T12:00:00', { time: true })).toBe('05 Maret 2026 12:00 PM');
    expect(formatDate('2026-03-05T11:59:59', { time: true, seconds: true })).toBe('05 Maret 2026 11:59:59 AM');
  });

  it('converts instants into the requested zone', () => {
    expect(formatDate('2026-03-04T18:30:00Z', { time: true, zone: 'Asia/Jakarta' })).toBe('05 Maret 2026 01:30 AM');
    expect(formatDate(Date.UTC(2026, 2, 4, 18, 30), { zone: 'Asia/Jakarta' })).toBe('05 Maret 2026');
  });

  it('prints nothing for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('31-31-2026')).toBe('');
    expect(toDateTime('nope')).toBeNull();
  });
});

describe('formatDateRange', () => {
  it("prints 'DD MMMM YYYY - DD MMMM YYYY'", () => {
    expect(formatDateRange('2026-01-01', '2026-06-30')).toBe('01 Januari 2026 - 30 Juni 2026');
  });

  it('leaves out a missing end', () => {
    expect(formatDateRange('2026-01-01', null)).toBe('01 Januari 2026');
  });
});

describe('the portal clock', () => {
  afterEach(() => setPortalZone('Asia/Jakarta'));

  it('prints instants in the deployment zone (Asia/Jakarta by default), not the browser zone', () => {
    expect(getPortalZone()).toBe('Asia/Jakarta');
    expect(formatDate('2026-03-04T18:30:00Z', { time: true })).toBe('05 Maret 2026 01:30 AM');
    expect(formatDate('2026-03-04')).toBe('04 Maret 2026');
    expect(formatTime('2026-03-04T03:21:00Z')).toBe('10:21 AM');
    expect(formatTime('2026-03-04T13:05:09Z', { seconds: true })).toBe('08:05:09 PM');
    expect(formatTime(null)).toBe('');
  });

  it('follows a configured zone, ignores an unknown one, and knows today there', () => {
    setPortalZone('Asia/Makassar');
    expect(formatDate('2026-03-04T18:30:00Z', { time: true })).toBe('05 Maret 2026 02:30 AM');
    setPortalZone('Bulan/Purnama');
    expect(getPortalZone()).toBe('Asia/Makassar');
    expect(portalToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
