/** Calls of the administration pages (roles, password reset, verification, online); contracts in users.ts. */
import type { Transport } from '@portal/api-client';
import type {
  ContactChannel,
  MessageAnswer,
  OnlineAnswer,
  OnlineRow,
  RoleTypeAnswer,
  RoleTypeRow,
  UserRow,
  VerificationRow,
} from '@portal/contracts';
import type { Paged } from '@portal/design-system';
import { USERS_PATH } from './users-api';

export type { ContactChannel, OnlineRow, RoleTypeRow, VerificationRow };

export const ROLE_TYPES_PATH = `${USERS_PATH}/x/roles/x/type`;
export const PASSWORD_RESET_PATH = `${USERS_PATH}/x/password_reset`;
export const VERIFICATION_PATH = `${USERS_PATH}/x/verification`;
export const ONLINE_PATH = `${USERS_PATH}/x/online`;

export async function fetchRoleTypes(transport: Transport): Promise<RoleTypeRow[]> {
  return (await transport.request<RoleTypeAnswer>('GET', ROLE_TYPES_PATH)).data;
}

export async function fetchOnline(transport: Transport): Promise<OnlineAnswer> {
  return transport.request<OnlineAnswer>('GET', ONLINE_PATH);
}

/** Password becomes the user name; the user is held on the profile page until they change it. */
export function resetPassword(transport: Transport, user: Pick<UserRow, 'id'>): Promise<MessageAnswer> {
  return transport.request('POST', PASSWORD_RESET_PATH, { body: { user_id: user.id } });
}

/** store_token_reset: every session and push device of the account ends ('Token telah di Reset'). */
export function resetTokens(transport: Transport, user: Pick<UserRow, 'id'>): Promise<MessageAnswer> {
  return transport.request('POST', USERS_PATH, { body: { event: 'store_token_reset', user_id: user.id } });
}

export function sendVerificationLink(
  transport: Transport,
  user: Pick<VerificationRow, 'id'>,
  channel: ContactChannel,
): Promise<MessageAnswer> {
  return transport.request('POST', VERIFICATION_PATH, { body: { user_id: user.id, channel } });
}

/** A short list shown in the paged table as its one page. */
export function onePage<T>(rows: readonly T[]): Paged<T> {
  const n = rows.length;
  return {
    data: [...rows],
    current_page: 1,
    per_page: Math.max(n, 1),
    from: n ? 1 : null,
    to: n ? n : null,
    total: n,
    last_page: 1,
  };
}
