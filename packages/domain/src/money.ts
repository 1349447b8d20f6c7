/**
 * Money as the API sends it: a decimal STRING ("1250000.00"), never a JS number. These helpers only
 * rearrange the digits (no parsing into a float), so an amount of any size prints exactly.
 * Indonesian format: 'Rp 1.250.000,00' (thousands '.', decimals ',', always two decimals).
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** '1250000.5' → '1.250.000,50'; '' for anything that is not a decimal string. */
export function formatDecimal(value: string | null | undefined): string {
  const match = DECIMAL.exec((value ?? '').trim());
  if (!match) return '';
  const [, sign, whole, fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // Only the server's two decimals are shown; a longer fraction (never sent) is cut, not rounded.
  const cents = `${fraction}00`.slice(0, 2);
  const isZero = /^0*$/.test(digits) && /^0*$/.test(cents);
  return `${sign && !isZero ? '-' : ''}${grouped},${cents}`;
}

/** '1250000.00' → 'Rp 1.250.000,00'; a negative amount '-Rp 5.000,00'; '-' when there is none. */
export function formatRupiah(value: string | null | undefined): string {
  const text = formatDecimal(value);
  if (!text) return '-';
  return text.startsWith('-') ? `-Rp ${text.slice(1)}` : `Rp ${text}`;
}
