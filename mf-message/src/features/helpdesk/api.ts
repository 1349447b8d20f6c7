/**
 * The helpdesk's calls (packages/contracts/src/helpdesk.ts lists every path, query and answer;
 * docs/adr/0046), their SWR hooks and the ticket form's schema. Browsers import contracts as types
 * only, so the paths, labels and limits the pages need are written here as the contract has them.
 */
import * as yup from 'yup';
import { useApi, usePagedList, useShow, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import type {
  HelpdeskCreateInput,
  HelpdeskFileInput,
  HelpdeskMutationAnswer,
  HelpdeskOptionsAnswer,
  HelpdeskPriority,
  HelpdeskShowAnswer,
  HelpdeskSlaState,
  HelpdeskStatus,
  HelpdeskSummaryAnswer,
  HelpdeskTicketRow,
  HelpdeskUpdateInput,
} from '@portal/contracts';

/** Relative to the transport's /api base (contracts: HELPDESK_PATHS). */
export const HELPDESK_PATH = '/general/helpdesk';
export const HELPDESK_PATHS = {
  base: HELPDESK_PATH,
  own: `${HELPDESK_PATH}/x/tiket`,
  agent: `${HELPDESK_PATH}/x/agent`,
  summary: `${HELPDESK_PATH}/x/summary`,
  kategori: `${HELPDESK_PATH}/x/kategori`,
  agents: `${HELPDESK_PATH}/x/agents`,
} as const;

/** The pages (./routes.ts). */
export const HELPDESK_ROUTES = { agent: '/helpdesk/index', own: '/helpdesk/tiket' } as const;
export const ticketRoute = (id: number) => `${HELPDESK_ROUTES.own}/${id}`;

export const STATUSES: readonly HelpdeskStatus[] = ['Baru', 'Diproses', 'Selesai', 'Ditutup'];
export const PRIORITIES: readonly HelpdeskPriority[] = ['Rendah', 'Sedang', 'Tinggi', 'Kritis'];

export const STATUS_COLOR: Record<HelpdeskStatus, string> = {
  Baru: 'blue',
  Diproses: 'orange',
  Selesai: 'green',
  Ditutup: 'gray',
};
export const PRIORITY_COLOR: Record<HelpdeskPriority, string> = {
  Rendah: 'gray',
  Sedang: 'blue',
  Tinggi: 'orange',
  Kritis: 'red',
};
export const SLA_LABEL: Record<HelpdeskSlaState, string> = {
  met: 'Tercapai',
  breached: 'Terlewati',
  running: 'Berjalan',
};
export const SLA_COLOR: Record<HelpdeskSlaState, string> = { met: 'green', breached: 'red', running: 'blue' };

/** The button text of each status change. */
export const STATUS_ACTION: Record<HelpdeskStatus, string> = {
  Baru: 'Baru',
  Diproses: 'Proses',
  Selesai: 'Tandai Selesai',
  Ditutup: 'Tutup Tiket',
};

/** Contracts' HELPDESK_LIMITS. */
export const HELPDESK_LIMITS = { subjek: 200, body: 5_000, attachments: 3, attachmentBytes: 5 * 1024 * 1024 } as const;
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

/** '1 j 30 m', '45 m', '2 h 3 j'. */
export function formatMinutes(total: number | null): string {
  if (total === null) return '-';
  const m = Math.round(total);
  if (m < 60) return `${m} m`;
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const minutes = m % 60;
  if (days > 0) return hours > 0 ? `${days} h ${hours} j` : `${days} h`;
  return minutes > 0 ? `${hours} j ${minutes} m` : `${hours} j`;
}

export interface TicketListQuery {
  page: number;
  per_page: number;
  search?: string;
  status?: HelpdeskStatus;
  prioritas?: HelpdeskPriority;
  kategori_id?: number;
  sla?: 'breached';
  sortby?: string;
  sortbydesc?: string;
}

/** Only the filters that are set (an empty select is no filter). */
function wire(query: TicketListQuery): QueryParams {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as QueryParams;
}

/** GET x/tiket: the caller's own tickets. */
export function useOwnTickets(query: TicketListQuery) {
  return usePagedList<HelpdeskTicketRow>(useTransport(), HELPDESK_PATHS.own, wire(query));
}

/** GET x/agent: every ticket (agents). */
export function useAgentTickets(query: TicketListQuery) {
  return usePagedList<HelpdeskTicketRow>(useTransport(), HELPDESK_PATHS.agent, wire(query));
}

export function useHelpdeskSummary() {
  const transport = useTransport();
  return useApi<HelpdeskSummaryAnswer>([HELPDESK_PATHS.summary], () =>
    transport.request<HelpdeskSummaryAnswer>('GET', HELPDESK_PATHS.summary),
  );
}

export function useKategori() {
  const transport = useTransport();
  return useApi<HelpdeskOptionsAnswer>([HELPDESK_PATHS.kategori], () =>
    transport.request<HelpdeskOptionsAnswer>('GET', HELPDESK_PATHS.kategori),
  );
}

/** GET x/agents (agents only: pass false to skip the call). */
export function useAgents(enabled: boolean) {
  const transport = useTransport();
  return useApi<HelpdeskOptionsAnswer>(enabled ? [HELPDESK_PATHS.agents] : null, () =>
    transport.request<HelpdeskOptionsAnswer>('GET', HELPDESK_PATHS.agents),
  );
}

/** GET {id}: a ticket with its conversation; a null id skips the call. */
export function useTicket(id: number | null) {
  return useShow<HelpdeskShowAnswer>(useTransport(), HELPDESK_PATH, id);
}

export function createTicket(transport: Transport, input: HelpdeskCreateInput): Promise<HelpdeskMutationAnswer> {
  return transport.request('POST', HELPDESK_PATH, { body: input });
}

export function sendTicketMessage(
  transport: Transport,
  id: number,
  input: { body: string; attachments?: HelpdeskFileInput[] },
): Promise<HelpdeskMutationAnswer> {
  return transport.request('POST', `${HELPDESK_PATH}/${id}/x/message`, { body: input });
}

export function updateTicket(
  transport: Transport,
  id: number,
  input: HelpdeskUpdateInput,
): Promise<HelpdeskMutationAnswer> {
  return transport.request('PUT', `${HELPDESK_PATH}/${id}`, { body: input });
}

/** GET {id}/x/file?file_id=: a signed address (5 minutes) of an attachment. */
export async function ticketAttachmentUrl(transport: Transport, id: number, fileId: number): Promise<string> {
  const answer = await transport.request<{ data: string }>('GET', `${HELPDESK_PATH}/${id}/x/file`, {
    query: { file_id: fileId },
  });
  return answer.data;
}

export async function fetchSigned(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
  return response.blob();
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<HelpdeskFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

export interface TicketFormValues {
  subjek: string;
  kategori_id: string;
  prioritas: HelpdeskPriority;
  body: string;
  attachments: File[];
}

export const EMPTY_TICKET_FORM: TicketFormValues = {
  subjek: '',
  kategori_id: '',
  prioritas: 'Sedang',
  body: '',
  attachments: [],
};

const REQUIRED = MESSAGES.fieldRequired;
const attachmentsSchema = yup
  .array()
  .of(yup.mixed<File>().required())
  .max(HELPDESK_LIMITS.attachments, `Lampiran paling banyak ${HELPDESK_LIMITS.attachments} file`)
  .test('size', 'Ukuran lampiran melebihi batas 5 MB', (files) =>
    (files ?? []).every((f) => f.size <= HELPDESK_LIMITS.attachmentBytes),
  )
  .required();

/** The server's rules (helpdesk.service create) before anything is sent. */
export const ticketFormSchema = yup.object({
  subjek: yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(HELPDESK_LIMITS.subjek, `Subjek paling banyak ${HELPDESK_LIMITS.subjek} karakter`),
  kategori_id: yup.string().required(REQUIRED),
  prioritas: yup
    .mixed<HelpdeskPriority>()
    .oneOf([...PRIORITIES])
    .required(REQUIRED),
  body: yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(HELPDESK_LIMITS.body, `Isi pesan paling banyak ${HELPDESK_LIMITS.body} karakter`),
  attachments: attachmentsSchema,
});

export const messageFormSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(HELPDESK_LIMITS.body, `Isi pesan paling banyak ${HELPDESK_LIMITS.body} karakter`),
  attachments: attachmentsSchema,
});

export async function toTicketInput(values: TicketFormValues): Promise<HelpdeskCreateInput> {
  const input: HelpdeskCreateInput = {
    subjek: values.subjek.trim(),
    kategori_id: Number(values.kategori_id),
    prioritas: values.prioritas,
    body: values.body.trim(),
  };
  if (values.attachments.length > 0) input.attachments = await Promise.all(values.attachments.map(fileToInput));
  return input;
}
