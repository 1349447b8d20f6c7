import { useTransport } from '@portal/api-client';
import type { SppdDetail } from '@portal/contracts';
import { ApprovalActions } from '@portal/design-system';
import { actOnSppd } from '../api';

export interface SppdActionsProps {
  sppd: SppdDetail;
  onChanged: (sppd: SppdDetail) => void;
}

/** The approval actions the server allows the viewer on this trip (the design system's ApprovalActions). */
export function SppdActions({ sppd, onChanged }: SppdActionsProps) {
  const transport = useTransport();
  return (
    <ApprovalActions
      allowed={sppd.approval.allowed_actions}
      act={(action, note) => actOnSppd(transport, sppd.id, action, note)}
      onChanged={onChanged}
      noun="SPPD"
      testIdPrefix="sppd"
    />
  );
}
