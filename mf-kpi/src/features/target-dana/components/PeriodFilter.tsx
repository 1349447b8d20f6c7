import {
  PeriodFilter as DesignPeriodFilter,
  type PeriodFilterProps as DesignPeriodFilterProps,
} from '@portal/design-system';
import { currentPeriod } from '../api';

/** `yearOnly`: the pivot. No 'Semua …' choice: a funds-target page is of one period. */
export type PeriodFilterProps = Omit<DesignPeriodFilterProps, 'maxYear' | 'allowAll'>;

/** Tahun and bulan of a funds-target page (the design system's PeriodFilter, up to next year). */
export function PeriodFilter(props: PeriodFilterProps) {
  return <DesignPeriodFilter {...props} maxYear={currentPeriod().tahun + 1} />;
}
