import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalRoute } from '@portal/domain';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';
import { markRemoteUnavailable } from './unavailable-remotes';

/** `/remotes.json`: federation name → mf-manifest.json URL, decided by the environment, not the build. */
export type RemoteList = Record<string, string>;

/** A remote that takes longer than this to deliver its route table counts as unavailable. */
const ROUTES_TIMEOUT_MS = 10_000;

export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteList> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const list = (await response.json()) as unknown;
    if (!list || typeof list !== 'object') throw new Error(`${url}: not an object`);
    return Object.fromEntries(Object.entries(list).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch (error) {
    // Without the list the shell still runs its own pages; every remote path shows the fallback.
    console.error('[portal] daftar remote tidak dapat dibaca', error);
    return {};
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** Registers every remote and loads their small `./routes` modules in parallel. */
export async function loadRemoteRoutes(list: RemoteList, knownRemotes: readonly string[]): Promise<PortalRoute[]> {
  registerPlugins([errorLoadRemotePlugin()]);
  registerRemotes(Object.entries(list).map(([name, entry]) => ({ name, entry })));
  // A remote the portal expects but the environment does not list is unavailable, not silently gone.
  for (const name of knownRemotes) if (!(name in list)) markRemoteUnavailable(name);

  const tables = await Promise.all(
    Object.keys(list).map(async (name) => {
      try {
        const module = await withTimeout(loadRemote<{ routes?: PortalRoute[] }>(`${name}/routes`), ROUTES_TIMEOUT_MS, name);
        if (!module || !Array.isArray(module.routes)) throw new Error(`${name}/routes has no route table`);
        return module.routes;
      } catch (error) {
        console.warn(`[portal] remote ${name} tidak tersedia`, error);
        markRemoteUnavailable(name);
        return [];
      }
    }),
  );
  return tables.flat();
}
