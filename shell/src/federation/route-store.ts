import type { PortalRoute } from '@portal/domain';

/**
 * The portal's route table as it fills: the shell's own routes at once, each remote's as its
 * `routes.json` arrives. The signed-in portal renders after a short grace period even when a
 * remote is slow (issue #10: a hanging remote stalls only its own routes); the router is rebuilt
 * when a late table arrives. Order is stable: shell first, then the remotes in list order.
 */
export interface RouteStore {
  get(): readonly PortalRoute[];
  subscribe(listener: () => void): () => void;
  /** A remote whose table is still on its way (its paths show a loading state, not a 404). */
  isPending(remote: string): boolean;
}

export interface WritableRouteStore extends RouteStore {
  expect(remote: string): void;
  settle(remote: string, table: readonly PortalRoute[]): void;
}

export function createRouteStore(base: readonly PortalRoute[]): WritableRouteStore {
  const tables = new Map<string, readonly PortalRoute[] | null>();
  const listeners = new Set<() => void>();
  let routes: readonly PortalRoute[] = base;
  const compose = () => [...base, ...[...tables.values()].flatMap((table) => table ?? [])];
  return {
    get: () => routes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isPending: (remote) => tables.has(remote) && tables.get(remote) === null,
    expect(remote) {
      if (!tables.has(remote)) tables.set(remote, null);
    },
    settle(remote, table) {
      tables.set(remote, table);
      routes = compose();
      for (const listener of listeners) listener();
    },
  };
}
