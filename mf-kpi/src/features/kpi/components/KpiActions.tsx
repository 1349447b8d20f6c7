import { useState } from 'react';
import { ApiError, useAllows, useTransport } from '@portal/api-client';
import type { KpiEventPegawaiDetail } from '@portal/contracts';
import { APPROVAL_ACTION_LABELS, POLICY } from '@portal/domain';
import {
  APPROVAL_ACTION_KIND,
  Button,
  Field,
  HStack,
  notify,
  notifyError,
  Stack,
  Textarea,
  useConfirm,
} from '@portal/design-system';
import { actOnKpi, KPI_APPROVAL_EVENTS, resetKpi, type KpiApprovalAction, type KpiDetailAnswer } from '../api';

type Busy = KpiApprovalAction | 'reset_penilaian' | 'reset_resume';

/** Actions that change someone else's view or clear data: asked first. */
const CONFIRM: Partial<Record<Busy, { title: string; message: string; destructive?: boolean }>> = {
  reject: {
    title: 'Tolak penilaian ini?',
    message: 'Pegawai akan melihat penilaian ini berstatus Ditolak.',
    destructive: true,
  },
  reverse: {
    title: 'Batalkan keputusan terakhir?',
    message: 'Keputusan terakhir dibatalkan dan penilaian kembali menunggu persetujuan.',
  },
  reset_penilaian: {
    title: 'Reset penilaian?',
    message: 'Semua realisasi pegawai dan atasan dihapus; skor dihitung ulang oleh server.',
    destructive: true,
  },
  reset_resume: {
    title: 'Reset resume?',
    message: 'Skor penilaian ini dan resume pegawai pada periodenya dihitung ulang.',
  },
};

const isKpiAction = (a: string): a is KpiApprovalAction => a in KPI_APPROVAL_EVENTS;

export interface KpiActionsProps {
  kpi: KpiEventPegawaiDetail;
  onChanged: (kpi: KpiEventPegawaiDetail) => void;
}

/**
 * The approval actions the server lists for the viewer now (request, approve, reject, reverse) with an
 * optional note, and the resets: penilaian (the employee's Draft, or a KPI admin; not once approved)
 * and resume (a recomputation, for whoever may see the assessment).
 */
export function KpiActions({ kpi, onChanged }: KpiActionsProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const admin = useAllows(POLICY.manageKpi);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Busy | null>(null);
  const actions = kpi.approval.allowed_actions.filter(isKpiAction);
  const canResetPenilaian = kpi.status !== 'disetujui' && (kpi.can_save || admin);

  async function run(which: Busy, call: () => Promise<KpiDetailAnswer>) {
    const question = CONFIRM[which];
    if (
      question &&
      !(await confirm({
        title: question.title,
        message: question.message,
        confirmLabel: isKpiAction(which) ? APPROVAL_ACTION_LABELS[which] : 'Reset',
        destructive: question.destructive,
      }))
    )
      return;
    setBusy(which);
    try {
      const answer = await call();
      notify.success(answer.message);
      setNote('');
      onChanged(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) notifyError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack gap="3" data-testid="kpi-actions">
      {actions.length > 0 ? (
        <Field.Root>
          <Field.Label>Catatan persetujuan</Field.Label>
          <Textarea
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            rows={2}
            maxLength={1000}
            placeholder="Catatan untuk riwayat (opsional)"
            data-testid="kpi-note"
          />
        </Field.Root>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            kind={APPROVAL_ACTION_KIND[action]}
            loading={busy === action}
            disabled={busy !== null}
            onClick={() => void run(action, () => actOnKpi(transport, kpi.id, action, note.trim() || null))}
            data-testid={`kpi-action-${action}`}
          >
            {APPROVAL_ACTION_LABELS[action]}
          </Button>
        ))}
        {canResetPenilaian ? (
          <Button
            size="sm"
            kind="danger"
            loading={busy === 'reset_penilaian'}
            disabled={busy !== null}
            onClick={() => void run('reset_penilaian', () => resetKpi(transport, kpi.id, 'store_reset_penilaian'))}
            data-testid="kpi-reset-penilaian"
          >
            Reset Penilaian
          </Button>
        ) : null}
        <Button
          size="sm"
          kind="quiet"
          loading={busy === 'reset_resume'}
          disabled={busy !== null}
          onClick={() => void run('reset_resume', () => resetKpi(transport, kpi.id, 'store_reset_resume'))}
          data-testid="kpi-reset-resume"
        >
          Reset Resume
        </Button>
      </HStack>
    </Stack>
  );
}
