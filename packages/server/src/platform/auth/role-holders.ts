/**
 * Who holds a role, for those who must be told or asked (an approval step, a notice to HR): active
 * accounts only, and a self-registered account only once HR confirmed it.
 */
import type { Db } from '../db/database.js';

/** The ids of the active, confirmed accounts holding any of the roles, in id order. */
export async function activeRoleHolders(db: Db, roleIds: readonly number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.status', '=', 'active')
    .where('users.registration_confirmed', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_roles')
          .select('user_roles.user_id')
          .whereRef('user_roles.user_id', '=', 'users.id')
          .where('user_roles.role_id', 'in', [...roleIds]),
      ),
    )
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}
