import {
  PeriodFilter as DesignPeriodFilter,
  type PeriodFilterProps as DesignPeriodFilterProps,
} from '@portal/design-system';
import { lastYearOffered } from './period';

/** `allowAll`: the lists that may span months; `yearOnly`: own deductions, allowances. */
export type PeriodFilterProps = Omit<DesignPeriodFilterProps, 'maxYear'>;

/** Tahun and bulan of a salary page (the design system's PeriodFilter, years up to the last one offered). */
export function PeriodFilter(props: PeriodFilterProps) {
  return <DesignPeriodFilter {...props} maxYear={lastYearOffered()} />;
}
