import { IDLE_TIMEOUT_MS } from '@portal/domain';

/** Run-time settings from `/portal-config.json` (per environment; tests shorten the idle time-out). */
export interface PortalConfig {
  idleTimeoutMs: number;
  /** Set only by a server started for browser tests (PORTAL_TEST_HOOKS=1). */
  testHooks?: boolean;
}

export const DEFAULT_PORTAL_CONFIG: PortalConfig = { idleTimeoutMs: IDLE_TIMEOUT_MS };

export async function fetchPortalConfig(url = '/portal-config.json'): Promise<PortalConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_PORTAL_CONFIG;
    const body = (await response.json()) as Partial<PortalConfig>;
    const idle = Number(body.idleTimeoutMs);
    return {
      idleTimeoutMs: Number.isFinite(idle) && idle > 0 ? idle : DEFAULT_PORTAL_CONFIG.idleTimeoutMs,
      testHooks: body.testHooks === true,
    };
  } catch {
    return DEFAULT_PORTAL_CONFIG;
  }
}
