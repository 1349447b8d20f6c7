import { roundDecimals } from './round';

/** Spec section 4/9: the Fit band is ±0.5 inclusive, on the gap rounded to 2 decimals. */
export const WORKLOAD_FIT_BAND = 0.5;

export type WorkloadLabel = 'Fit' | 'Under Load' | 'Over Load';
export type WorkloadVariant = 'success' | 'danger' | 'warning';

export interface WorkloadStatus {
  label: WorkloadLabel;
  variant: WorkloadVariant;
}

/**
 * Gap = a − b rounded to 2 decimals (a = staff present, b = staff the workload needs, e.g.
 * pegawai_count − fte): a positive gap means more people than work (Under Load).
 * Rounding first keeps 1.6 − 1.1 (= 0.5000000000000001) inside the Fit band.
 */
export function workloadGap(a: number, b: number): number {
  return roundDecimals(a - b, 2);
}

export function workloadStatus(gap: number): WorkloadStatus {
  const rounded = roundDecimals(gap, 2);
  if (rounded > WORKLOAD_FIT_BAND) return { label: 'Under Load', variant: 'danger' };
  if (rounded < -WORKLOAD_FIT_BAND) return { label: 'Over Load', variant: 'warning' };
  return { label: 'Fit', variant: 'success' };
}
