import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteUnavailable } from './unavailable-remotes';
import { versionMismatchOf } from './version-mismatch';

/** What `loadRemote('<remote>/routes')` answers for a remote that failed: no routes, marked unavailable. */
export const UNAVAILABLE_ROUTES_MODULE = Object.freeze({ routes: [], unavailable: true as const });

/**
 * A failing remote (manifest, remoteEntry.js or module factory) must not take the portal down:
 * answer its `./routes` with an empty table and remember it, so the shell renders
 * 'Modul sedang tidak tersedia' on the paths it owns. Errors of other exposes propagate to the
 * route's error boundary, which shows the same fallback. A remote refused for the versions of the
 * shared packages propagates its refusal, so the page can say which versions disagree.
 */
export function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-error-load-remote',
    errorLoadRemote(args) {
      const { id, lifecycle, error } = args as { id: string; lifecycle: string; error: unknown };
      // Manifest and entry failures are re-reported at 'onLoad' for the requested module.
      if (lifecycle !== 'onLoad') return undefined;
      const [remote, expose] = id.split('/');
      if (versionMismatchOf(error)) return undefined;
      markRemoteUnavailable(remote);
      console.warn(`[portal] remote ${remote} tidak dapat dimuat`, error);
      return expose === 'routes' ? UNAVAILABLE_ROUTES_MODULE : undefined;
    },
  };
}
