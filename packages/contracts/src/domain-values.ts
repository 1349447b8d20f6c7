/**
 * The contracts' door to @portal/domain's run-time values (the enums a schema lists). Types come
 * from '@portal/domain' directly. Why a door: @portal/domain is TypeScript in a package without
 * `"type": "module"`, so under tsx an ES module sees only its `default` export, while in the
 * server's esbuild bundle it is a normal ES module (the same reason as the server's platform/domain.ts).
 */
import * as namespace from '@portal/domain';

const domain = (Reflect.get(namespace, 'default') as typeof namespace | undefined) ?? namespace;

export const { APPROVAL_STATUS, LEAVE_TYPE, DASHBOARD_TOPICS, PASSWORD_MAX_LENGTH } = domain;
export const { LINK_LIMITS } = domain;
export const { ABSEN_DAY_STATUSES } = domain;
