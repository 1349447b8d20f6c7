// The workload status badge as the WLA tables show it beside the gap: Fit (±0.5), Under Load
// (more staff than work) and Over Load (more work than staff).
import { Stack } from '@portal/design-system';
import { WlaStatusBadge } from './WlaStatusBadge';

function Demo({ gaps }: { gaps: string[] }) {
  return (
    <Stack direction="row" gap="3">
      {gaps.map((gap) => (
        <WlaStatusBadge key={gap} gap={gap} />
      ))}
    </Stack>
  );
}

const meta = { title: 'mf-kpi/wla/WlaStatusBadge', component: Demo, args: { gaps: ['0.00'] } };

export default meta;

/** A gap inside the band. */
export const Fit = {};

/** The band's edges are still Fit; just outside them the status changes. */
export const Edges = { args: { gaps: ['-0.50', '0.50', '-0.51', '0.51'] } };

/** Every status. */
export const All = { args: { gaps: ['0.12', '1.62', '-1.24'] } };
