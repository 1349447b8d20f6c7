export interface VersionMismatch {
  /** The shared package, e.g. '@portal/domain'. */
  pkg: string;
  /** The version the portal (shell) provides. */
  provided: string;
  /** The range the remote was built against, e.g. '^1.4.0'. */
  needs: string;
}

// The federation runtime's refusal of a shared singleton (strictVersion, packages/tooling/federation/shared.mjs):
// 'Version 1.0.0 from shell of shared singleton module @portal/domain does not satisfy the requirement
// of mf_absen which needs ^1.4.0)'.
const REFUSAL =
  /Version (\S+) from .*? of shared singleton module (\S+) does not satisfy the requirement of .*? which needs ([^\s)]+)/;

/** The package and versions of a remote refused for its shared-package versions, or null. */
export function versionMismatchOf(error: unknown): VersionMismatch | null {
  const match = REFUSAL.exec(String((error as { message?: unknown } | null)?.message ?? ''));
  return match ? { provided: match[1], pkg: match[2], needs: match[3] } : null;
}
