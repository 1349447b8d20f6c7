// The actions of an attendance delete request, as its detail page wires them: only what the server
// allows the caller now (approval.allowed_actions), with a note for decisions; approving, rejecting,
// canceling and deleting the Draft ask first. Each action goes to PUT (DELETE for the Draft)
// /sdm/pegawai/x/absen/delete_request/{id}; the answer's status is shown above the buttons. States:
// the approver's turn, the requester's Draft, approved, a confirmed approval, a refused one (409).
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { ApprovalAction, ApprovalStatus } from '@portal/domain';
import { APPROVAL_STATUS_LABELS } from '@portal/domain';
import { useTransport } from '@portal/api-client';
import { notify, Stack, Text } from '@portal/design-system';
import {
  adminAbsensiUser,
  clickButton,
  json,
  pegawaiUser,
  portalSession,
  refusedWith,
  type Resolver,
} from '../../../testing/story-fixtures';
import { actOnDeleteRequest, deleteDeleteRequest, DELETE_REQUEST_PATH } from '../api';
import { DeleteRequestActions } from './DeleteRequestActions';

/** Where each action leaves the request, and what the caller may do then. */
const AFTER: Record<ApprovalAction, { status: ApprovalStatus; allowed: ApprovalAction[] }> = {
  request: { status: 'menunggu', allowed: ['cancel'] },
  approve: { status: 'disetujui', allowed: ['reverse'] },
  reject: { status: 'ditolak', allowed: [] },
  cancel: { status: 'dibatalkan', allowed: [] },
  reset: { status: 'draft', allowed: ['request'] },
  reverse: { status: 'menunggu', allowed: ['approve', 'reject'] },
};

/** PUT …/delete_request/{id} with an engine action: 'Pengajuan hapus absen updated' and the request now. */
const acting: Resolver = async ({ request, params }) => {
  const { action } = (await request.json()) as { action: ApprovalAction };
  await delay(500);
  const next = AFTER[action];
  return HttpResponse.json({
    message: 'Pengajuan hapus absen updated',
    data: {
      id: Number(params.id),
      status: next.status,
      status_label: APPROVAL_STATUS_LABELS[next.status],
      approval: { allowed_actions: next.allowed },
      can_delete: next.status === 'draft',
    },
  });
};

/** PUT and DELETE /api/sdm/pegawai/x/absen/delete_request/:id, the PUT answered by `act`. */
const handlers = (act: Resolver = acting): RequestHandler[] => [
  http.put(`/api${DELETE_REQUEST_PATH}/:id`, act),
  http.delete(`/api${DELETE_REQUEST_PATH}/:id`, json({ message: 'Pengajuan hapus absen deleted' })),
];

/** What an action answers: the request as it is now (a deletion answers its message only). */
type Answer = {
  message: string;
  data?: { status: ApprovalStatus; approval: { allowed_actions: ApprovalAction[] }; can_delete: boolean };
};

interface Props {
  status: ApprovalStatus;
  allowed: ApprovalAction[];
  canDelete: boolean;
}

/** The actions with the request's status, replaced by each answer (the detail page reloads the request). */
function Actions({ status: initialStatus, allowed: initialAllowed, canDelete: initialCanDelete }: Props) {
  const transport = useTransport();
  const [state, setState] = useState({
    label: APPROVAL_STATUS_LABELS[initialStatus],
    allowed: initialAllowed,
    canDelete: initialCanDelete,
  });
  const apply = async (call: () => Promise<Answer>) => {
    try {
      const answer = await call();
      notify.success(answer.message);
      const data = answer.data;
      setState(
        data
          ? {
              label: APPROVAL_STATUS_LABELS[data.status],
              allowed: data.approval.allowed_actions,
              canDelete: data.can_delete,
            }
          : { label: 'Draft dihapus', allowed: [], canDelete: false },
      );
    } catch (e) {
      notify.error((e as Error).message);
      throw e;
    }
  };
  return (
    <Stack gap="3" maxW="xl">
      <Text fontSize="sm" data-testid="delete-request-status">{`Status: ${state.label}`}</Text>
      <DeleteRequestActions
        allowed={state.allowed}
        canDelete={state.canDelete}
        onAct={(action, note) => apply(() => actOnDeleteRequest(transport, 17, action, note))}
        onDelete={() => apply(() => deleteDeleteRequest(transport, 17))}
      />
    </Stack>
  );
}

type PlayContext = { canvasElement: HTMLElement };
const ACTIONS = '[data-testid="delete-request-actions"]';

/** Clicks the action `label`, and confirms the question it asks when `confirm` is given. */
const press =
  (label: string, confirm?: string) =>
  async ({ canvasElement }: PlayContext) => {
    await clickButton(canvasElement, ACTIONS, label);
    if (confirm) await clickButton(canvasElement, '[role="alertdialog"]', confirm);
  };

const meta = {
  title: 'mf-absen/AbsenDeleteRequest/DeleteRequestActions',
  component: Actions,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { status: 'menunggu', allowed: ['approve', 'reject'], canDelete: false },
  parameters: {
    user: adminAbsensiUser,
    msw: { handlers: handlers() },
  },
};

export default meta;

/** The approver's turn: a note, 'Setujui' and 'Tolak'. */
export const ApproversTurn = {};

/** 'Setujui' asks first (the checks of that day will be deleted), then sends the decision. */
export const ApproveConfirmed = { play: press('Setujui', 'Ya, lanjutkan') };

/** 'Tolak' asks first: the checks become active again. */
export const RejectAsksFirst = { play: press('Tolak') };

/** The requester's Draft: 'Request Approval' and 'Hapus' (asks first). */
export const RequesterDraft = {
  args: { status: 'draft', allowed: ['request'], canDelete: true },
  parameters: { user: pegawaiUser },
};

/** Approved: only the last decider may take the decision back. */
export const Approved = { args: { status: 'disetujui', allowed: ['reverse'] } };

/** Another approver decided first (409): the dialog stays, the server's message as a toast. */
export const AlreadyDecided = {
  parameters: {
    msw: {
      handlers: handlers(
        refusedWith(
          409,
          'Pengajuan ini sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat status terbaru.',
        ),
      ),
    },
  },
  play: press('Setujui', 'Ya, lanjutkan'),
};
