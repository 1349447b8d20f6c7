import { formatDate, formatDateRange } from '@portal/domain';

/** 'DD MMMM YYYY - DD MMMM YYYY'; without an end date 'DD MMMM YYYY - tanpa batas'. */
export function sanksiPeriodText(row: { awal: string; akhir: string | null }): string {
  return row.akhir ? formatDateRange(row.awal, row.akhir) : `${formatDate(row.awal)} - tanpa batas`;
}
