/** Run-time values of @portal/domain used by kantor and SOTK (see platform/domain.ts for why Reflect.get). */
import * as namespace from '@portal/domain';

const domain = (Reflect.get(namespace, 'default') as typeof namespace | undefined) ?? namespace;

export const { KANTOR_ACCESS, SOTK_ACCESS, SOTK_MESSAGES, SOTK_VERIFIKASI_STATUS } = domain;

/** `{ roles: [...] }` copies: the route config wants mutable arrays. */
export function rule(r: { roles?: readonly number[]; notRoles?: readonly number[] }): { roles?: number[]; notRoles?: number[] } {
  return { ...(r.roles ? { roles: [...r.roles] } : {}), ...(r.notRoles ? { notRoles: [...r.notRoles] } : {}) };
}
