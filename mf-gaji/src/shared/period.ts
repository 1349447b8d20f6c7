/** The month a salary page opens on: this month in the portal's zone (Asia/Jakarta). */
import { MONTHS, portalNow } from '@portal/domain';

export interface Period {
  tahun: number;
  bulan: number;
}

export function currentPeriod(): Period {
  const now = portalNow();
  return { tahun: now.year, bulan: now.month };
}

/** The last year a salary page offers: next year too, so December can prepare January. */
export function lastYearOffered(): number {
  return portalNow().year + 1;
}

/** 'Maret 2026'. */
export function periodText(tahun: number, bulan: number): string {
  return `${MONTHS[bulan] ?? bulan} ${tahun}`;
}
