import { createRouteStore } from './route-store';

const route = (path: string) => ({ path, name: path, meta: { title: path } });

describe('route store', () => {
  it('keeps the shell first and the remotes in the order they were expected, whatever order they arrive in', () => {
    const store = createRouteStore([route('/home')]);
    store.expect('mf_pegawai');
    store.expect('mf_absen');
    store.settle('mf_absen', [route('/absen')]);
    store.settle('mf_pegawai', [route('/pegawai')]);
    expect(store.get().map((r) => r.path)).toEqual(['/home', '/pegawai', '/absen']);
  });

  it('tells who is pending and notifies on each arrival with a new table', () => {
    const store = createRouteStore([route('/home')]);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.expect('mf_absen');
    expect(store.isPending('mf_absen')).toBe(true);
    expect(store.isPending('mf_kpi')).toBe(false);
    const before = store.get();
    store.settle('mf_absen', [route('/absen')]);
    expect(store.isPending('mf_absen')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBe(before);
    unsubscribe();
    store.settle('mf_absen', []);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
