import { DEFAULT_PAGE, DEFAULT_PER_PAGE, portalNow } from '@portal/domain';
import { useUrlQuery, type UrlQuerySchema } from '@portal/design-system';
import { monthRange, type MonthQuery, type PeriodQuery } from './api';

const PERIOD_SCHEMA: UrlQuerySchema<PeriodQuery> = {
  date_start: 'string',
  date_end: 'string',
  kantor_id: 'number',
  pegawai_id: 'number',
  search: 'string',
  page: 'number',
  per_page: 'number',
};

const MONTH_SCHEMA: UrlQuerySchema<MonthQuery> = {
  tahun: 'number',
  bulan: 'number',
  kantor_id: 'number',
  pegawai_id: 'number',
  search: 'string',
  page: 'number',
  per_page: 'number',
};

/**
 * A period report's query in the address (issue #12): back from an employee returns to the same
 * period, office and page. Without a period in the address it is this month, fixed when the page
 * opens (a page left open over midnight keeps the month it showed).
 */
export function usePeriodQuery() {
  return useUrlQuery<PeriodQuery>(PERIOD_SCHEMA, () => {
    const now = portalNow();
    return { ...monthRange(now.year, now.month), page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };
  });
}

/** The month report's query in the address; this month unless the address names another. */
export function useMonthQuery() {
  return useUrlQuery<MonthQuery>(MONTH_SCHEMA, () => {
    const { year: tahun, month: bulan } = portalNow();
    return { tahun, bulan, page: DEFAULT_PAGE, per_page: DEFAULT_PER_PAGE };
  });
}
