import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PortalRoute, PublishedRoute } from '@portal/domain';
import { errorLoadRemotePlugin } from './error-load-remote-plugin';
import type { WritableRouteStore } from './route-store';
import { markRemoteUnavailable } from './unavailable-remotes';

/** `/remotes.json`: federation name → mf-manifest.json URL, decided by the environment, not the build. */
export type RemoteList = Record<string, string>;

/** A remote whose route table takes longer than this counts as unavailable: its routes show the fallback. */
export const ROUTE_TABLE_TIMEOUT_MS = 3_000;
/** Loading a remote's code when one of its pages is opened (manifest, remoteEntry, route module). */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

export async function fetchRemoteList(url = '/remotes.json'): Promise<RemoteList> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const list = (await response.json()) as unknown;
    if (!list || typeof list !== 'object') throw new Error(`${url}: not an object`);
    return Object.fromEntries(
      Object.entries(list).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
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
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The route table a remote's build writes beside its manifest (`…/mf-manifest.json` → `…/routes.json`). */
export function routeTableUrl(manifestUrl: string, base: string = window.location.href): string {
  return new URL('routes.json', new URL(manifestUrl, base)).href;
}

async function fetchRouteTable(manifestUrl: string): Promise<PublishedRoute[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ROUTE_TABLE_TIMEOUT_MS);
  try {
    const response = await fetch(routeTableUrl(manifestUrl), { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const table = (await response.json()) as unknown;
    if (!Array.isArray(table)) throw new Error('routes.json is not a list');
    return table as PublishedRoute[];
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page of a published route, loaded only when it is opened (or prefetched on menu hover): the
 * remote's code comes in then, not before. A remote that fails answers an empty table through
 * errorLoadRemotePlugin, so the page throws and the route's error boundary shows the fallback.
 */
function remotePageLoader(remote: string, routeName: string): NonNullable<PortalRoute['load']> {
  return async () => {
    const module = await withTimeout(
      loadRemote<{ routes?: PortalRoute[] }>(`${remote}/routes`),
      REMOTE_LOAD_TIMEOUT_MS,
      remote,
    );
    const route = module?.routes?.find((candidate) => candidate.name === routeName);
    if (!route?.load) {
      markRemoteUnavailable(remote);
      throw new Error(`${remote}: halaman ${routeName} tidak tersedia`);
    }
    return route.load();
  };
}

/**
 * Registers every remote and reads their route tables as data, in parallel, into `store` as each
 * arrives; resolves when all have arrived or failed. No remote code runs until one of its pages is
 * opened.
 */
export async function loadRemoteRoutes(
  list: RemoteList,
  knownRemotes: readonly string[],
  store: WritableRouteStore,
): Promise<void> {
  registerPlugins([errorLoadRemotePlugin()]);
  registerRemotes(Object.entries(list).map(([name, entry]) => ({ name, entry })));
  // A remote the portal expects but the environment does not list is unavailable, not silently gone.
  for (const name of knownRemotes) if (!(name in list)) markRemoteUnavailable(name);
  for (const name of Object.keys(list)) store.expect(name);

  await Promise.all(
    Object.entries(list).map(async ([name, manifestUrl]) => {
      try {
        const table = await fetchRouteTable(manifestUrl);
        store.settle(
          name,
          table.map<PortalRoute>(({ built, ...route }) =>
            built ? { ...route, load: remotePageLoader(name, route.name) } : route,
          ),
        );
      } catch (error) {
        console.warn(`[portal] remote ${name} tidak tersedia`, error);
        markRemoteUnavailable(name);
        store.settle(name, []);
      }
    }),
  );
}
