import type { Transport } from '@portal/api-client';

/** A row of GET /api/general/users (roles 1/66). Fields beyond id/name are read defensively. */
export interface UserRow {
  id: number;
  name: string;
  email?: string | null;
  status?: string | null;
  nama?: string | null;
  pegawai?: { nama?: string | null; npp?: string | null } | null;
  rolesId?: number[];
  roles?: Array<number | { id: number }>;
}

export interface RoleOption {
  id: number;
  label: string;
}

export const USERS_PATH = '/general/users';

export function rolesOfUser(user: UserRow): number[] {
  if (Array.isArray(user.rolesId)) return user.rolesId;
  return (user.roles ?? []).map((role) => (typeof role === 'number' ? role : role.id));
}

type RawRole = { id: number; name?: string; nama?: string; display_name?: string; description?: string };

/** GET /api/general/users/x/roles: every role the portal knows, as checkbox options. */
export async function fetchRoleOptions(transport: Transport): Promise<RoleOption[]> {
  const answer = await transport.request<RawRole[] | { data: RawRole[] }>('GET', `${USERS_PATH}/x/roles`);
  const list = Array.isArray(answer) ? answer : (answer?.data ?? []);
  return list
    .map((role) => ({
      id: role.id,
      label: role.display_name ?? role.nama ?? role.name ?? role.description ?? `Role ${role.id}`,
    }))
    .sort((a, b) => a.id - b.id);
}

/** POST /api/general/users/x/roles event store_update_roles: replaces the user's roles (their sessions end). */
export async function updateUserRoles(
  transport: Transport,
  userId: number,
  roles: number[],
): Promise<{ message?: string }> {
  return transport.request('POST', `${USERS_PATH}/x/roles`, {
    body: { event: 'store_update_roles', user_id: userId, roles },
  });
}
