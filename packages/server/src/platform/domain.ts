/**
 * The server's door to @portal/domain's run-time values. Import values from here (the common ones by
 * name, any other as `const { X } = domain`), types from '@portal/domain' directly.
 *
 * Why: @portal/domain is TypeScript source in a package without `"type": "module"`, so tsx (tests,
 * `pnpm dev`) loads it as CommonJS and an ES module sees only a `default` export; in the esbuild
 * bundle it is a normal ES module. Reading the exports from whichever of the two is present keeps
 * both working. Once the domain package declares `"type": "module"`, `.default` is simply absent.
 */
import * as namespace from '@portal/domain';

// Reflect.get: a plain `.default` makes esbuild warn that the ES module has no default export.
export const domain = (Reflect.get(namespace, 'default') as typeof namespace | undefined) ?? namespace;

export const {
  ALL_ROLE_IDS,
  DASHBOARD_TOPICS,
  KANTOR_LEVELS_OFFERED,
  MESSAGES,
  MONTHS,
  PASSWORD_MAX_LENGTH,
  POLICY,
  ROLE,
  allows,
  familyStatusOf,
  formatDate,
  formatTime,
  isWeakPassword,
  kantorDisplayNameWithParent,
  passwordProblems,
  portalNow,
  roleName,
} = domain;
export const { LINK_LIMITS, LINK_MESSAGES, isLinkUrl } = domain;
export const { SOTK_MESSAGES, SOTK_VERIFIKASI_STATUS } = domain;
