/**
 * Broadcast's calls (packages/contracts/src/broadcast.ts; spec section 7 /general/broadcast, POST
 * only, and the page's history at /general/broadcast/x/history), their SWR hook and the compose
 * form's schema. The texts and limits are written here as the contract has them.
 */
import * as yup from 'yup';
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import type {
  BroadcastAudienceAnswer,
  BroadcastInput,
  BroadcastRow,
  BroadcastSentAnswer,
  BroadcastTarget,
} from '@portal/contracts';

export const BROADCAST_PATH = '/general/broadcast';
export const BROADCAST_HISTORY_PATH = '/general/broadcast/x/history';

/** Contracts' BROADCAST_LIMITS. */
export const BROADCAST_LIMITS = { judul: 200, pesan: 2_000 } as const;

export const BROADCAST_TEXTS = {
  sent: 'Broadcast Sent',
  judulMax: `Judul paling banyak ${BROADCAST_LIMITS.judul} karakter`,
  pesanMax: `Pesan paling banyak ${BROADCAST_LIMITS.pesan} karakter`,
  targetRequired: 'Pilih minimal satu kantor atau jabatan',
} as const;

/** POST event count: who the target reaches (nothing is sent). */
export function countAudience(transport: Transport, input: BroadcastInput): Promise<BroadcastAudienceAnswer> {
  return transport.request('POST', BROADCAST_PATH, {
    body: { event: 'count', target: input.target, kantor_ids: input.kantor_ids, jabatan_ids: input.jabatan_ids },
  });
}

/** POST (event store): send → 'Broadcast Sent'. */
export function sendBroadcast(transport: Transport, input: BroadcastInput): Promise<BroadcastSentAnswer> {
  return transport.request('POST', BROADCAST_PATH, { body: input });
}

/** GET /general/broadcast/x/history: the broadcasts sent, newest first, with delivery counts. */
export function useBroadcastHistory(query: { page: number; per_page: number; search?: string }) {
  return usePagedList<BroadcastRow>(useTransport(), BROADCAST_HISTORY_PATH, query as unknown as QueryParams);
}

export interface BroadcastFormValues {
  judul: string;
  pesan: string;
  target: BroadcastTarget;
  kantor_ids: number[];
  jabatan_ids: number[];
  email: boolean;
  whatsapp: boolean;
}

export const EMPTY_BROADCAST_FORM: BroadcastFormValues = {
  judul: '',
  pesan: '',
  target: 'all',
  kantor_ids: [],
  jabatan_ids: [],
  email: false,
  whatsapp: false,
};

const REQUIRED = MESSAGES.fieldRequired;

export const broadcastFormSchema = yup.object({
  judul: yup.string().trim().required(REQUIRED).max(BROADCAST_LIMITS.judul, BROADCAST_TEXTS.judulMax),
  pesan: yup.string().trim().required(REQUIRED).max(BROADCAST_LIMITS.pesan, BROADCAST_TEXTS.pesanMax),
  target: yup.string().oneOf(['all', 'selected']).required(REQUIRED),
  kantor_ids: yup
    .array(yup.number().required())
    .test(
      'target',
      BROADCAST_TEXTS.targetRequired,
      (ids, ctx) =>
        ctx.parent.target !== 'selected' || (ids ?? []).length + (ctx.parent.jabatan_ids as number[]).length > 0,
    ),
  jabatan_ids: yup.array(yup.number().required()),
  email: yup.boolean(),
  whatsapp: yup.boolean(),
});

export function toBroadcastInput(values: BroadcastFormValues): BroadcastInput {
  const selected = values.target === 'selected';
  return {
    judul: values.judul.trim(),
    pesan: values.pesan.trim(),
    target: values.target,
    ...(selected && values.kantor_ids.length > 0 ? { kantor_ids: values.kantor_ids } : {}),
    ...(selected && values.jabatan_ids.length > 0 ? { jabatan_ids: values.jabatan_ids } : {}),
    email: values.email,
    whatsapp: values.whatsapp,
  };
}

/** The server's 422 `target` (nobody, or nothing chosen) under the office field. */
export const BROADCAST_FIELD_OF: Record<string, keyof BroadcastFormValues & string> = { target: 'kantor_ids' };
