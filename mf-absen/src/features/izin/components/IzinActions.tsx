import { useTransport } from '@portal/api-client';
import type { IzinDetail } from '@portal/contracts';
import { ApprovalActions } from '@portal/design-system';
import { actOnIzin } from '../api';

export interface IzinActionsProps {
  izin: IzinDetail;
  onChanged: (izin: IzinDetail) => void;
}

/** The approval actions the server allows the viewer on this leave request (the design system's ApprovalActions). */
export function IzinActions({ izin, onChanged }: IzinActionsProps) {
  const transport = useTransport();
  return (
    <ApprovalActions
      allowed={izin.approval.allowed_actions}
      act={(action, note) => actOnIzin(transport, izin.id, action, note)}
      onChanged={onChanged}
      noun="izin"
      testIdPrefix="izin"
    />
  );
}
