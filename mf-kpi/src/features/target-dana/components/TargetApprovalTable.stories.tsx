// The targets to check on /penilaian/target_pegawai_kontrak/cek_target: selection for the bulk
// approval, per-row disapproval, reject and fraud marking.
import { useState } from 'react';
import { TargetApprovalTable } from './TargetApprovalTable';
import { TARGET_ROWS } from './target-rows';

function Demo({ canFraud }: { canFraud: boolean }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <TargetApprovalTable
      rows={TARGET_ROWS}
      selected={selected}
      canFraud={canFraud}
      onAction={() => undefined}
      onSelect={(ids, on) =>
        setSelected((s) => {
          const next = new Set(s);
          for (const id of ids)
            if (on) next.add(id);
            else next.delete(id);
          return next;
        })
      }
    />
  );
}

const meta = { title: 'mf-kpi/target-dana/TargetApprovalTable', component: Demo, args: { canFraud: true } };

export default meta;

/** Waiting and approved rows, with the fraud action. */
export const Default = {};

/** A checker without the balance check: no fraud action. */
export const WithoutFraud = { args: { canFraud: false } };
