// One audit entry in detail: who, when, route and IP, the keys that changed and the snapshots side by
// side (secrets redacted by the server); a change of roles, and an entry without a signed-in user
// where nothing existed before.
import { useState } from 'react';
import { Button } from '@portal/design-system';
import type { AuditLogRow } from '@portal/contracts';
import { demoAuditRows, prepareStory, type ShellMeta, type ShellStory } from '../../testing/story-fixtures';
import { AuditDetailDialog } from './AuditDetailDialog';

type Args = { row: AuditLogRow };

/** The dialog as the list opens it; closed, a button opens it again. */
function DetailOf({ row }: Args) {
  const [open, setOpen] = useState<AuditLogRow | null>(row);
  return (
    <>
      <Button kind="secondary" onClick={() => setOpen(row)}>
        Lihat
      </Button>
      <AuditDetailDialog row={open} onClose={() => setOpen(null)} />
    </>
  );
}

const byEntity = (entity: string) => demoAuditRows.find((row) => row.entity === entity && row.user) as AuditLogRow;

const meta: ShellMeta<Args> = {
  title: 'shell/Logs/AuditDetailDialog',
  component: AuditDetailDialog,
  render: ({ row }) => <DetailOf key={row.id} row={row} />,
  beforeEach: prepareStory,
  args: { row: byEntity('pegawai') },
};

export default meta;

/** An employee record changed: the changed keys marked, the password redacted. */
export const RecordChanged: ShellStory<Args> = {};

/** A user's roles replaced. */
export const RolesChanged: ShellStory<Args> = { args: { row: byEntity('users') } };

/** Created by the system (no signed-in user, no IP): nothing before. */
export const CreatedBySystem: ShellStory<Args> = {
  args: {
    row: {
      ...byEntity('kantor'),
      id: 'a9100',
      user_id: null,
      user: null,
      method: 'POST',
      route: '/api/kantor',
      before: null,
      after: { id: 212, nama: 'KCP Dago', kantor_level_id: 3 },
      ip: null,
    },
  },
};
