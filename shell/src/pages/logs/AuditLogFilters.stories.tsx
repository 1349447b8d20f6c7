// The filters of 'Log Aktivitas' (entity, entity id, user id, a day range); every change applies at
// once: no filter, and filters set ('Hapus filter' clears them).
import { useState } from 'react';
import { Stack, Text } from '@portal/design-system';
import { auditEntitiesAnswer, prepareStory, type ShellMeta, type ShellStory } from '../../testing/story-fixtures';
import type { AuditLogFilter } from './audit-log-api';
import { AuditLogFilters } from './AuditLogFilters';

type Args = { value: AuditLogFilter };

/** The filters and the query they give the list. */
function Filters({ value }: Args) {
  const [filter, setFilter] = useState<AuditLogFilter>(value);
  return (
    <Stack gap="4">
      <AuditLogFilters value={filter} entities={auditEntitiesAnswer.data} onChange={setFilter} />
      <Text fontFamily="mono" fontSize="sm" color="fg.muted">
        GET /api/general/logs?
        {new URLSearchParams(
          Object.entries(filter)
            .filter(([, v]) => v !== undefined && v !== '')
            .map(([k, v]) => [k, String(v)]),
        ).toString()}
      </Text>
    </Stack>
  );
}

const meta: ShellMeta<Args> = {
  title: 'shell/Logs/AuditLogFilters',
  component: AuditLogFilters,
  render: ({ value }) => <Filters value={value} />,
  beforeEach: prepareStory,
  args: { value: {} },
};

export default meta;

/** Nothing filtered. */
export const NoFilter: ShellStory<Args> = {};

/** Entity, user and a day range set; 'Hapus filter' clears them. */
export const Filtered: ShellStory<Args> = {
  args: { value: { entity: 'users', user_id: 1, from: '2026-02-01', to: '2026-02-28' } },
};
