/**
 * The internal mailbox's calls (packages/contracts/src/mail.ts lists every path, query and answer;
 * spec section 7 "Mailbox"), their SWR hooks, the realtime event and the compose form's schema.
 * Browsers import contracts as types only, so the paths, limits and texts the form needs are
 * written here, as the contract has them.
 */
import * as yup from 'yup';
import {
  useApi,
  usePagedList,
  useRealtime,
  useShow,
  useTransport,
  type QueryParams,
  type Transport,
} from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import type {
  MailCountAnswer,
  MailCreateInput,
  MailFileInput,
  MailPutAction,
  MailRow,
  MailSentAnswer,
  MailThreadAnswer,
  MailThreadItem,
  MailUnreadEvent,
  MailUpdatedAnswer,
} from '@portal/contracts';

/** The API's paths, relative to the transport's /api base (contracts: MAIL_PATHS). */
export const MAIL_PATH = '/general/mailbox/x';
export const MAIL_PATHS = {
  base: MAIL_PATH,
  inbox: `${MAIL_PATH}/inbox`,
  outbox: `${MAIL_PATH}/outbox`,
  deleted: `${MAIL_PATH}/deleted`,
  unreadCount: `${MAIL_PATH}/inbox/read`,
} as const;

/** The push event of the mailbox (contracts: MAIL_REALTIME_EVENT); its data is MailUnreadEvent. */
export const MAIL_REALTIME_EVENT = 'mail.unread';

/** The pages (src/routes.ts via ./routes.ts). */
export const MAIL_ROUTES = {
  inbox: '/message/inbox',
  outbox: '/message/outbox',
  trash: '/message/trash',
  compose: '/message/mail',
} as const;
export const mailRoute = (id: number) => `${MAIL_ROUTES.compose}/${id}`;

/** Contracts' MAIL_LIMITS: the server checks them too (422 per field). */
export const MAIL_LIMITS = {
  subject: 200,
  body: 10_000,
  recipients: 100,
  attachments: 5,
  attachmentBytes: 5 * 1024 * 1024,
  attachmentsTotalBytes: 10 * 1024 * 1024,
} as const;

/** The file types the file service accepts (checked by content on the server). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.xlsx,.docx';

/** Contracts' MAIL_MESSAGES that the browser shows itself (spec section 8 texts exactly). */
export const MAIL_TEXTS = {
  sent: 'Mailbox Sent',
  incoming: 'Incoming Messages',
  subjectMax: `Subjek pesan paling banyak ${MAIL_LIMITS.subject} karakter`,
  bodyMax: `Isi pesan paling banyak ${MAIL_LIMITS.body} karakter`,
  recipientsMax: `Penerima paling banyak ${MAIL_LIMITS.recipients} pegawai`,
  attachmentsMax: `Lampiran paling banyak ${MAIL_LIMITS.attachments} file`,
  attachmentTooBig: 'Ukuran lampiran melebihi batas 5 MB',
  attachmentsTooBig: 'Ukuran seluruh lampiran melebihi batas 10 MB',
  attachmentType: 'Jenis file tidak diizinkan. Jenis yang diizinkan: PDF, JPEG, PNG, XLSX, DOCX',
} as const;

export type MailFolder = 'inbox' | 'outbox' | 'deleted';

export interface MailListQuery {
  page: number;
  per_page: number;
  search?: string;
  /** Inbox only: unread mails only. */
  unread?: boolean;
}

/** The query as sent: `unread` only when it filters (the server reads `unread=true`). */
function wireQuery(folder: MailFolder, query: MailListQuery): QueryParams {
  const { unread, ...rest } = query;
  return (folder === 'inbox' && unread ? { ...rest, unread: true } : rest) as unknown as QueryParams;
}

/** GET inbox | outbox | deleted: the caller's paged box, newest first. */
export function useMailList(folder: MailFolder, query: MailListQuery) {
  return usePagedList<MailRow>(useTransport(), MAIL_PATHS[folder], wireQuery(folder, query));
}

/** GET inbox/read: the caller's unread count (one cache entry for every screen of this remote). */
export function useUnreadCount() {
  const transport = useTransport();
  return useApi<MailCountAnswer>([MAIL_PATHS.unreadCount], () =>
    transport.request<MailCountAnswer>('GET', MAIL_PATHS.unreadCount),
  );
}

/** GET {id}: the thread of mail {id}; a null id skips the call. */
export function useMailThread(id: number | null) {
  return useShow<MailThreadAnswer>(useTransport(), MAIL_PATH, id);
}

/** PUT {id}: read (default), unread or restore → 'Mailbox updated' and the new unread count. */
export function updateMail(transport: Transport, id: number, action: MailPutAction): Promise<MailUpdatedAnswer> {
  return transport.request<MailUpdatedAnswer>('PUT', `${MAIL_PATH}/${id}`, { body: { action } });
}

/** DELETE {id}: the caller's copy to the trash → 'Mailbox deleted' and the new unread count. */
export function deleteMail(transport: Transport, id: number): Promise<MailUpdatedAnswer> {
  return transport.request<MailUpdatedAnswer>('DELETE', `${MAIL_PATH}/${id}`);
}

/** POST: compose or reply → 'Mailbox Sent'. */
export function sendMail(transport: Transport, input: MailCreateInput): Promise<MailSentAnswer> {
  return transport.request<MailSentAnswer>('POST', MAIL_PATH, { body: input });
}

/** GET {id}/x/file?file_id=: a signed address (5 minutes) of an attachment. */
export async function mailAttachmentUrl(transport: Transport, mailId: number, fileId: number): Promise<string> {
  const answer = await transport.request<{ data: string }>('GET', `${MAIL_PATH}/${mailId}/x/file`, {
    query: { file_id: fileId },
  });
  return answer.data;
}

/** Fetches a signed address's bytes (no session needed); a refusal rejects with its status for the file opener. */
export async function fetchSigned(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw Object.assign(new Error(response.statusText), { status: response.status });
  return response.blob();
}

/**
 * The realtime event of the mailbox while the component is mounted: `onEvent` gets its data (the
 * new unread count; `message` 'Incoming Messages' and `mail` when a mail arrived).
 */
export function useMailRealtime(onEvent: (data: MailUnreadEvent) => void): void {
  useRealtime((event) => {
    if (event.type === MAIL_REALTIME_EVENT) onEvent(event.data);
  });
}

/** 'Re: ' + the subject, never 'Re: Re: '. */
export function replySubject(subject: string): string {
  return /^re:\s/i.test(subject) ? subject : `Re: ${subject}`;
}

/** The mail of a thread that was asked for (`data.id`), else its main mail. */
export function askedMail(thread: MailThreadAnswer['data']): MailThreadItem | undefined {
  return thread.mails.find((m) => m.id === thread.id) ?? thread.mails[0];
}

/** '2,5 MB', '120 KB', '900 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

function allowedType(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && ATTACHMENT_ACCEPT.split(',').includes(name.slice(dot).toLowerCase());
}

/** A File as the JSON body's attachment (base64 without the data: prefix). */
export function fileToInput(file: File): Promise<MailFileInput> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, content_base64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('File tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

export interface MailFormValues {
  pegawai_ids: number[];
  subject: string;
  body: string;
  attachments: File[];
}

export const EMPTY_MAIL_FORM: MailFormValues = { pegawai_ids: [], subject: '', body: '', attachments: [] };

const REQUIRED = MESSAGES.fieldRequired;

/**
 * The server's rules (mail.service check) before anything is sent; a reply needs no recipients
 * (it goes to every other participant of the thread).
 */
export function mailFormSchema(reply: boolean) {
  const recipients = yup.array(yup.number().required()).max(MAIL_LIMITS.recipients, MAIL_TEXTS.recipientsMax);
  return yup.object({
    pegawai_ids: reply ? recipients : recipients.min(1, REQUIRED).required(REQUIRED),
    subject: yup.string().trim().required(REQUIRED).max(MAIL_LIMITS.subject, MAIL_TEXTS.subjectMax),
    body: yup.string().trim().required(REQUIRED).max(MAIL_LIMITS.body, MAIL_TEXTS.bodyMax),
    attachments: yup
      .array(yup.mixed<File>().required())
      .max(MAIL_LIMITS.attachments, MAIL_TEXTS.attachmentsMax)
      .test('type', MAIL_TEXTS.attachmentType, (files) => (files ?? []).every((f) => allowedType(f.name)))
      .test('size', MAIL_TEXTS.attachmentTooBig, (files) =>
        (files ?? []).every((f) => f.size <= MAIL_LIMITS.attachmentBytes),
      )
      .test(
        'total',
        MAIL_TEXTS.attachmentsTooBig,
        (files) => (files ?? []).reduce((sum, f) => sum + f.size, 0) <= MAIL_LIMITS.attachmentsTotalBytes,
      ),
  });
}

/** The POST body: trimmed text, attachments read as base64; a reply names its parent. */
export async function toMailInput(values: MailFormValues, parentId?: number): Promise<MailCreateInput> {
  const attachments = await Promise.all(values.attachments.map(fileToInput));
  const input: MailCreateInput = { subject: values.subject.trim(), body: values.body.trim() };
  if (values.pegawai_ids.length > 0) input.pegawai_ids = values.pegawai_ids;
  if (parentId !== undefined) input.parent_id = parentId;
  if (attachments.length > 0) input.attachments = attachments;
  return input;
}

/** The server's 422 field names (`attachments.0` …) onto the form's fields. */
export const MAIL_FIELD_OF: Record<string, keyof MailFormValues & string> = Object.fromEntries([
  ...Array.from({ length: MAIL_LIMITS.attachments + 1 }, (_, i) => [`attachments.${i}`, 'attachments'] as const),
  ['parent_id', 'body'] as const,
]);
