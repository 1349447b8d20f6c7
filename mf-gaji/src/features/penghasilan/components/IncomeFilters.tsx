import { DEFAULT_PAGE } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { KantorSelect } from '../../../shared/KantorSelect';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import type { IncomeQuery } from '../api';

/** Tahun, bulan and kantor of an income list; every change starts again at the first page. */
export function IncomeFilters({
  query,
  setQuery,
}: {
  query: IncomeQuery;
  setQuery: (change: (q: IncomeQuery) => IncomeQuery) => void;
}) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, page: DEFAULT_PAGE }))}
      />
      <KantorSelect
        value={query.kantor_id}
        onChange={(kantor_id) => setQuery((q) => ({ ...q, kantor_id, page: DEFAULT_PAGE }))}
      />
    </HStack>
  );
}
