/**
 * Rounds half away from zero at `decimals` places. Plain `Math.round(x * 100) / 100` gets binary
 * fractions wrong (1.005 → 1) and rounds negative halves toward zero; the spec's amounts and
 * workload gaps need the schoolbook result.
 */
export function roundDecimals(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value;
  // 15 significant digits drop the noise of float arithmetic: 1 − 1.515 is −0.5149999999999999,
  // but the gap a person computes is −0.515, which rounds to −0.52.
  const magnitude = Number(Math.abs(value).toPrecision(15));
  const rounded = shiftDecimal(Math.round(shiftDecimal(magnitude, decimals)), -decimals);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * n × 10^by done on the decimal string, so 1.005 shifts to exactly 100.5 (1.005 * 100 is 100.49999…).
 * The string may already be exponential (1e-7), hence the mantissa/exponent split.
 */
function shiftDecimal(n: number, by: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}
