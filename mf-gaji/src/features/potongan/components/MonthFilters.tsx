import { DEFAULT_PAGE } from '@portal/domain';
import { HStack } from '@portal/design-system';
import { PeriodFilter } from '../../../shared/PeriodFilter';
import { kindOf, type MonthQuery } from '../api';
import { KindSwitch } from './KindSwitch';
import { PotonganKantorSelect } from './PotonganKantorSelect';

/** A change of a filter starts a paged view again at its first page. */
const firstPage = (q: object) => ('page' in q ? { page: DEFAULT_PAGE } : {});

/**
 * The "Jenis potongan" switch (unless `withKind` is false), then tahun and bulan, then kantor
 * (optional unless `kantorRequired`) of a month view.
 */
export function MonthFilters<Q extends MonthQuery>({
  query,
  setQuery,
  withKantor = true,
  kantorRequired = false,
  withKind = true,
}: {
  query: Q;
  setQuery: (change: (q: Q) => Q) => void;
  withKantor?: boolean;
  kantorRequired?: boolean;
  withKind?: boolean;
}) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      {withKind ? (
        <KindSwitch
          value={kindOf(query.kind)}
          onChange={(kind) => setQuery((q) => ({ ...q, kind, ...firstPage(q) }))}
        />
      ) : null}
      <PeriodFilter
        tahun={query.tahun}
        bulan={query.bulan}
        onChange={(p) => setQuery((q) => ({ ...q, ...p, ...firstPage(q) }))}
      />
      {withKantor ? (
        <PotonganKantorSelect
          kind={kindOf(query.kind)}
          required={kantorRequired}
          placeholder={kantorRequired ? 'Pilih kantor' : 'Semua kantor'}
          value={query.kantor_id}
          onChange={(kantor_id) => setQuery((q) => ({ ...q, kantor_id, ...firstPage(q) }))}
        />
      ) : null}
    </HStack>
  );
}
