import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, routeTableUrl, ROUTE_TABLE_TIMEOUT_MS, type RemoteList } from './remotes';
import { createRouteStore } from './route-store';
import { isRemoteUnavailable, resetUnavailableRemotes } from './unavailable-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;
const ABSEN_TABLE = [
  {
    path: '/absen',
    name: 'absen.index',
    meta: { title: 'Rekap Absensi', menu: { group: 'Absensi & Cuti' } },
    built: true,
  },
  { path: '/absen/renew', name: 'absen.renew', meta: { title: 'Perbarui Absen' }, built: false },
];

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);
}

const HOME = { path: '/home', name: 'home', meta: { title: 'Beranda' } };

/** Loads the tables into a fresh store; resolves with the store once every table has arrived or failed. */
async function load(list: RemoteList, known: readonly string[]) {
  const store = createRouteStore([HOME]);
  await loadRemoteRoutes(list, known, store);
  return store;
}

describe('remote route tables', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    resetUnavailableRemotes();
    fetchMock.mockReset();
    loadRemoteMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  it('reads routes.json beside each manifest, relative or on another origin', () => {
    expect(routeTableUrl('/remotes/mf-absen/mf-manifest.json', 'http://portal.test/home')).toBe(
      'http://portal.test/remotes/mf-absen/routes.json',
    );
    expect(routeTableUrl('https://cdn.bank.test/absen/mf-manifest.json', 'http://portal.test/')).toBe(
      'https://cdn.bank.test/absen/routes.json',
    );
  });

  it('knows every route without loading any remote code; a page loads its remote when opened', async () => {
    fetchMock.mockImplementation(() => answer(ABSEN_TABLE));
    const routes = (await load({ mf_absen: '/remotes/mf-absen/mf-manifest.json' }, ['mf_absen'])).get();
    expect(routes.map((r) => [r.path, r.meta.title, typeof r.load])).toEqual([
      ['/home', 'Beranda', 'undefined'],
      ['/absen', 'Rekap Absensi', 'function'],
      ['/absen/renew', 'Perbarui Absen', 'undefined'],
    ]);
    expect(loadRemoteMock).not.toHaveBeenCalled();

    const Page = () => null;
    loadRemoteMock.mockResolvedValue({
      routes: [{ ...ABSEN_TABLE[0], load: () => Promise.resolve({ default: Page }) }],
    });
    await expect(routes[1].load!()).resolves.toEqual({ default: Page });
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_absen/routes');
  });

  it('a remote whose table is missing, broken or too slow is unavailable; the others still count', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation((url: string, init: RequestInit) => {
      if (url.includes('mf-absen')) return answer(ABSEN_TABLE);
      if (url.includes('mf-kpi')) return answer({ message: 'Not Found' }, 404);
      // mf-sppd hangs until the shell gives up.
      return new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    const store = createRouteStore([HOME]);
    const changes = jest.fn();
    store.subscribe(changes);
    const everyTable = loadRemoteRoutes(
      {
        mf_absen: '/remotes/mf-absen/mf-manifest.json',
        mf_kpi: '/remotes/mf-kpi/mf-manifest.json',
        mf_sppd: '/remotes/mf-sppd/mf-manifest.json',
      },
      ['mf_absen', 'mf_kpi', 'mf_sppd', 'mf_ai'],
      store,
    );
    await jest.advanceTimersByTimeAsync(10);
    // The fast remotes are in while the slow one is still pending: the portal need not wait for it.
    expect(store.get().map((r) => r.path)).toEqual(['/home', '/absen', '/absen/renew']);
    expect(store.isPending('mf_sppd')).toBe(true);
    expect(store.isPending('mf_absen')).toBe(false);
    await jest.advanceTimersByTimeAsync(ROUTE_TABLE_TIMEOUT_MS + 10);
    await everyTable;
    expect(store.isPending('mf_sppd')).toBe(false);
    expect(changes).toHaveBeenCalledTimes(3);
    expect(['mf_absen', 'mf_kpi', 'mf_sppd', 'mf_ai'].map(isRemoteUnavailable)).toEqual([false, true, true, true]);
  });

  it('a page whose remote fails to load throws (the route shows the fallback) and marks the remote', async () => {
    fetchMock.mockImplementation(() => answer(ABSEN_TABLE));
    const routes = (await load({ mf_absen: '/remotes/mf-absen/mf-manifest.json' }, ['mf_absen'])).get();
    // What errorLoadRemotePlugin answers for a remote whose entry cannot be loaded.
    loadRemoteMock.mockResolvedValue({ routes: [], unavailable: true });
    await expect(routes[1].load!()).rejects.toThrow('tidak tersedia');
    expect(isRemoteUnavailable('mf_absen')).toBe(true);
  });
});
