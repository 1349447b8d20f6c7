// The WLA results table as /pegawai/wla shows it: FTE, staff present, gap (2 decimals, Indonesian
// format) and the status derived from the gap. Rows link to the result's detail.
import { MemoryRouter } from '@portal/design-system/router';
import { WlaResultTable } from './WlaResultTable';
import { pagedRows, WLA_RESULTS } from './wla-story-rows';

function Demo({ empty }: { empty: boolean }) {
  return (
    <MemoryRouter>
      <WlaResultTable data={pagedRows(empty ? [] : WLA_RESULTS)} onPageChange={() => undefined} />
    </MemoryRouter>
  );
}

const meta = { title: 'mf-kpi/wla/WlaResultTable', component: Demo, args: { empty: false } };

export default meta;

/** Fit, Under Load and Over Load side by side. */
export const Mixed = {};

/** Nothing computed yet. */
export const Empty = { args: { empty: true } };
