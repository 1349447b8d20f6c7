/**
 * The WhatsApp webhook viewer's calls (packages/contracts/src/whatsapp.ts: GET /api/webhook/wa?event=…;
 * spec §3 "WhatsApp webhook messages", §7 /webhook/wa). Browsers import contracts as types only, so
 * the path and the lists are written here as the contract has them.
 */
import { usePagedList, useTransport, type QueryParams } from '@portal/api-client';
import type { Paged, WhatsappMessageRow } from '@portal/contracts';

/** The API's path, relative to the transport's /api base (contracts: WHATSAPP_WEBHOOK_PATH). */
export const WHATSAPP_PATH = '/webhook/wa';

/** The pages (src/routes.ts via ./routes.ts). */
export const WHATSAPP_ROUTES = { index: '/webhook_whatsapp', inbox: '/webhook_whatsapp/inbox' } as const;

/** The outgoing lists of /webhook_whatsapp (the outbox states) with their tab labels. */
export const WHATSAPP_TABS = [
  { event: 'all', label: 'Semua' },
  { event: 'queue', label: 'Antrean' },
  { event: 'sent', label: 'Terkirim' },
  { event: 'unsent', label: 'Gagal Terkirim' },
  { event: 'invalid', label: 'Nomor Tidak Valid' },
  { event: 'expired', label: 'Kedaluwarsa' },
] as const;

export type WhatsappOutgoingEvent = (typeof WHATSAPP_TABS)[number]['event'];
export type WhatsappEvent = WhatsappOutgoingEvent | 'inbox';

/** A row's state as the lists show it. */
export const WHATSAPP_STATUS_LABELS: Record<string, { label: string; palette: string }> = {
  queue: { label: 'Antrean', palette: 'gray' },
  sent: { label: 'Terkirim', palette: 'green' },
  unsent: { label: 'Gagal Terkirim', palette: 'red' },
  invalid: { label: 'Nomor Tidak Valid', palette: 'orange' },
  expired: { label: 'Kedaluwarsa', palette: 'yellow' },
  received: { label: 'Diterima', palette: 'blue' },
};

/** The message kinds the portal sends (outbox templates), in Indonesian. */
export const WHATSAPP_TEMPLATE_LABELS: Record<string, string> = {
  reset_password: 'Reset password',
  verifikasi_whatsapp: 'Verifikasi WhatsApp',
  verifikasi_email: 'Verifikasi e-mail',
  broadcast: 'Broadcast',
  lainnya: 'Lainnya',
};

export function isOutgoingEvent(value: unknown): value is WhatsappOutgoingEvent {
  return WHATSAPP_TABS.some((t) => t.event === value);
}

export interface WhatsappListQuery {
  page: number;
  per_page: number;
  search?: string;
}

/** What the list answers: the page and the number of rows per list (for the tabs). */
export type WhatsappListAnswer = Paged<WhatsappMessageRow> & { counts: Record<string, number> };

/** GET /webhook/wa?event=…: one list, paged, with the counts of every list. */
export function useWhatsappList(event: WhatsappEvent, query: WhatsappListQuery) {
  const state = usePagedList<WhatsappMessageRow>(useTransport(), WHATSAPP_PATH, {
    ...query,
    event,
  } as unknown as QueryParams);
  return { ...state, counts: (state.data as WhatsappListAnswer | undefined)?.counts };
}
