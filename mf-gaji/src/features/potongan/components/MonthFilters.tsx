import { DEFAULT_PAGE } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { KantorSelect } from '../../../shared/KantorSelect';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import type { MonthQuery } from '../api';

/** Kantor (optional unless `kantorRequired`), tahun and bulan of a month view. */
export function MonthFilters<Q extends MonthQuery>({
  query,
  setQuery,
  withKantor = true,
  kantorRequired = false,
}: {
  query: Q;
  setQuery: (change: (q: Q) => Q) => void;
  withKantor?: boolean;
  kantorRequired?: boolean;
}) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, ...('page' in q ? { page: DEFAULT_PAGE } : {}) }))}
      />
      {withKantor ? (
        <KantorSelect
          required={kantorRequired}
          placeholder={kantorRequired ? 'Pilih kantor' : 'Semua kantor'}
          value={query.kantor_id}
          onChange={(kantor_id) =>
            setQuery((q) => ({ ...q, kantor_id, ...('page' in q ? { page: DEFAULT_PAGE } : {}) }))
          }
        />
      ) : null}
    </HStack>
  );
}
