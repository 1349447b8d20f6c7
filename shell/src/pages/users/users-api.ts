import type { Transport } from '@portal/api-client';
import type { MessageAnswer, RoleOptionsAnswer, UserRow } from '@portal/contracts';

export type { UserRow };

export interface RoleOption {
  id: number;
  label: string;
}

/** GET /api/general/users (roles 1/66): the paged list (contract UserListAnswer). */
export const USERS_PATH = '/general/users';

export function rolesOfUser(user: UserRow): number[] {
  return user.roles.map((role) => role.id);
}

/** GET /api/general/users/x/roles: every role the portal knows, as checkbox options. */
export async function fetchRoleOptions(transport: Transport): Promise<RoleOption[]> {
  const answer = await transport.request<RoleOptionsAnswer>('GET', `${USERS_PATH}/x/roles`);
  return answer.data.map((role) => ({ id: role.id, label: role.nama })).sort((a, b) => a.id - b.id);
}

/** POST /api/general/users/x/roles event store_update_roles: replaces the user's roles (their sessions end). */
export async function updateUserRoles(transport: Transport, userId: number, roles: number[]): Promise<MessageAnswer> {
  return transport.request('POST', `${USERS_PATH}/x/roles`, {
    body: { event: 'store_update_roles', user_id: userId, roles },
  });
}
