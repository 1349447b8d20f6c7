// The approval actions of one leave request with its status and approval history beside them, as
// the detail page shows them; POST /sdm/pegawai/x/izin/{id} answers each event (store_request,
// store_approve, store_reject, …) with the izin as it is then, so the buttons, the status and the
// history move on. States: the requester's Draft, the superior's and then HR's turn, reject asking
// first, a decision already taken by someone else (409), a refused caller (403), a server error.
import { withStoryApi } from '@portal/design-system/storybook';
import { useState } from 'react';
import { delay, http, HttpResponse } from 'msw';
import type { ApprovalAction } from '@portal/domain';
import type { IzinDetail, IzinMutationAnswer } from '@portal/contracts';
import { ApprovalStatusBadge, Card, Heading, HStack, Stack, ApprovalTimeline } from '@portal/design-system';
import {
  adminAbsensiUser,
  approvals,
  clicks,
  clicksAndConfirms,
  forbidden,
  izinDetail,
  never,
  pegawaiUser,
  portalSession,
  refusedWith,
  serverError,
  type Resolver,
} from '../../../testing/story-fixtures';
import { IzinActions } from './IzinActions';

const EVENT_ACTION: Record<string, ApprovalAction> = {
  store_request: 'request',
  store_approve: 'approve',
  store_reject: 'reject',
  store_cancel: 'cancel',
  store_reset: 'reset',
  store_reverse: 'reverse',
};

/** The server's message of each action (packages/server/src/modules/izin/izin-rules.ts). */
const MESSAGE: Record<ApprovalAction, string> = {
  request: 'Izin requested',
  approve: 'Izin approved',
  reject: 'Izin rejected',
  cancel: 'Izin canceled',
  reset: 'Izin reset',
  reverse: 'Izin reversed',
};

/** The izin after `action` by the viewer, as the approval engine leaves it (two steps: superior, HR). */
function after(izin: IzinDetail, action: ApprovalAction, note: string | null): IzinDetail {
  const { approval } = izin;
  const next: Record<ApprovalAction, IzinDetail['approval']> = {
    request: { ...approvals.waitingAtasan, is_myturn: false, allowed_actions: ['cancel'] },
    approve:
      approval.current_step === 1
        ? { ...approvals.waitingSdm, is_myturn: false, allowed_actions: ['reverse'] }
        : approvals.approved,
    reject: approvals.rejected,
    cancel: approvals.canceled,
    reset: approvals.draft,
    reverse: approval.current_step === 2 || approval.status === 'disetujui' ? approvals.waitingAtasan : approval,
  };
  const changed = next[action];
  const history = [
    ...approval.history,
    {
      id: approval.history.length + 1,
      action,
      step_no: approval.current_step,
      actor_user_id: 2,
      actor_name: 'Rina Marlina',
      from_status: approval.status,
      to_status: changed.status,
      note,
      created_at: new Date().toISOString(),
    },
  ];
  return izinDetail({ ...izin, approval: { ...changed, history } });
}

/** POST /sdm/pegawai/x/izin/{id}: the event applied to `izin`. */
const acting =
  (izin: IzinDetail): Resolver =>
  async ({ request }) => {
    const { event, note } = (await request.json()) as { event: string; note: string | null };
    const action = EVENT_ACTION[event];
    await delay(600);
    const answer: IzinMutationAnswer = { message: MESSAGE[action], data: after(izin, action, note) };
    return HttpResponse.json(answer);
  };

/** POST /api/sdm/pegawai/x/izin/:id answered by `resolver`. */
const act = (resolver: Resolver) => http.post('/api/sdm/pegawai/x/izin/:id', resolver);

/** Status, actions and history of one izin, replaced by each answer (the detail page's `changed`). */
function IzinApproval({ izin: initial }: { izin: IzinDetail }) {
  const [izin, setIzin] = useState(initial);
  return (
    <Stack gap="4" maxW="3xl">
      <HStack gap="3">
        <Heading size="md">{`${izin.jenis_nama} — ${izin.pegawai_nama}`}</Heading>
        <ApprovalStatusBadge status={izin.status} testId="izin-status" />
      </HStack>
      <IzinActions izin={izin} onChanged={setIzin} />
      <Card.Root>
        <Card.Header>
          <Heading size="md">Persetujuan</Heading>
        </Card.Header>
        <Card.Body>
          <ApprovalTimeline approval={izin.approval} historyTestId="izin-history" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

const SUPERIOR_TURN = izinDetail({ approval: approvals.waitingAtasan });
const HR_TURN = izinDetail({ approval: approvals.waitingSdm });
const DRAFT = izinDetail({ approval: approvals.draft });

const press = (action: ApprovalAction) => clicks(`[data-testid="izin-action-${action}"]`);

const meta = {
  title: 'mf-absen/Izin/IzinActions',
  component: IzinApproval,
  decorators: [withStoryApi],
  loaders: [portalSession],
  args: { izin: SUPERIOR_TURN },
  parameters: { user: adminAbsensiUser, msw: { handlers: [act(acting(SUPERIOR_TURN))] } },
};

export default meta;

/** The superior's turn: 'Setujui' and 'Tolak', with an optional note for the history. */
export const SuperiorsTurn = {};

/** 'Setujui' at the first step: the request moves on to HR; the superior may still take it back. */
export const ApprovedFirstStep = { play: press('approve') };

/** HR's turn, after the superior approved with a note. */
export const HrTurn = {
  args: { izin: HR_TURN },
  parameters: { msw: { handlers: [act(acting(HR_TURN))] } },
};

/** HR approves the last step: the leave is approved. */
export const ApprovedLastStep = {
  args: { izin: HR_TURN },
  parameters: { msw: { handlers: [act(acting(HR_TURN))] } },
  play: press('approve'),
};

/** 'Tolak' asks first ('Tolak izin ini?'): nothing is sent until it is confirmed. */
export const RejectAsksFirst = { play: press('reject') };

/** 'Tolak' confirmed: the leave is rejected and the history ends with the decision. */
export const RejectedAfterConfirming = {
  play: clicksAndConfirms('[data-testid="izin-action-reject"]', 'Tolak'),
};

/** The requester's Draft: 'Request Approval' or cancel it. */
export const RequesterDraft = {
  args: { izin: DRAFT },
  parameters: { user: pegawaiUser, msw: { handlers: [act(acting(DRAFT))] } },
};

/** Approved and final: only the last decider (or a Super Admin) may take the decision back. */
export const Approved = { args: { izin: izinDetail({ approval: approvals.approved }) } };

/** Rejected with the superior's reason: no action is left, so no buttons. */
export const Rejected = { args: { izin: izinDetail({ approval: approvals.rejected }) } };

/** The decision is being sent: the button spins and the others wait. */
export const Sending = { parameters: { msw: { handlers: [act(never)] } }, play: press('approve') };

/** Another approver decided first (409): the server's message as an error toast. */
export const AlreadyDecided = {
  parameters: {
    msw: {
      handlers: [
        act(
          refusedWith(
            409,
            'Pengajuan ini sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat status terbaru.',
          ),
        ),
      ],
    },
  },
  play: press('approve'),
};

/**
 * Not the caller's turn (403): no toast here — in the portal the shell's forbidden handler shows its
 * 'unauthorized' page; the buttons are usable again.
 */
export const NotYourTurn = {
  parameters: { msw: { handlers: [act(forbidden)] } },
  play: press('approve'),
};

/** The server failed (500): an error toast, the buttons usable again. */
export const ServerError = {
  parameters: { msw: { handlers: [act(serverError)] } },
  play: press('approve'),
};
