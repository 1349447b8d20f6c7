/**
 * Employees' contacts for HR (spec section 7 /sdm/pegawai/x/whatsapp, /x/email and the list events
 * unregistered_whatsapp / unregistered_email of /sdm/pegawai): who has a WhatsApp number or an
 * e-mail address and whether it is verified, who has none, a verification link through the outbox
 * ('Link verifikasi telah di kirim ke …', spec section 8) and the export. One API: the pegawai
 * module's contact endpoints.
 */
import { usePagedList, useTransport, type QueryParams, type Transport } from '@portal/api-client';
import type { JobQueuedAnswer, MessageAnswer, PegawaiContactRow, PegawaiContactVerifyBody } from '@portal/contracts';

export type ContactChannel = 'whatsapp' | 'email';

export const CONTACT_PATH: Record<ContactChannel, string> = {
  whatsapp: '/sdm/pegawai/x/whatsapp',
  email: '/sdm/pegawai/x/email',
};
export const PEGAWAI_PATH = '/sdm/pegawai';
export const UNREGISTERED_EVENT: Record<ContactChannel, string> = {
  whatsapp: 'unregistered_whatsapp',
  email: 'unregistered_email',
};

export const CHANNEL_LABEL: Record<ContactChannel, string> = { whatsapp: 'Nomor WhatsApp', email: 'Email' };

export interface ContactListQuery {
  page: number;
  per_page: number;
  search?: string;
  sortby?: string;
  sortbydesc?: string;
  /** 'true' | 'false' from the address; sent as the boolean filter. */
  verified?: string;
}

/** Active employees with the channel's contact (and its verified state). */
export function useContactList(channel: ContactChannel, query: ContactListQuery) {
  return usePagedList<PegawaiContactRow>(useTransport(), CONTACT_PATH[channel], {
    ...query,
    registered: true,
  } as unknown as QueryParams);
}

/** Active employees with an account but no contact on the channel (the list event of /sdm/pegawai). */
export function useUnregisteredList(channel: ContactChannel, query: ContactListQuery) {
  const { verified: _unused, ...rest } = query;
  return usePagedList<PegawaiContactRow>(useTransport(), PEGAWAI_PATH, {
    ...rest,
    event: UNREGISTERED_EVENT[channel],
  } as unknown as QueryParams);
}

/** Sends the employee's account a link to verify the contact it has; answers the spec's message. */
export function sendVerificationLink(
  transport: Transport,
  channel: ContactChannel,
  pegawaiId: number,
): Promise<MessageAnswer> {
  return transport.request('POST', CONTACT_PATH[channel], {
    body: { pegawai_id: pegawaiId } satisfies PegawaiContactVerifyBody,
  });
}

export function startContactExport(transport: Transport, channel: ContactChannel): Promise<JobQueuedAnswer> {
  return transport.request('POST', `${CONTACT_PATH[channel]}/x/export`);
}
