import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Paged } from '@portal/contracts';
import { POLICY } from '@portal/domain';
import {
  currentUserAtom,
  portalStore,
  sessionTokenAtom,
  setCurrentUser,
  useAllows,
  useCurrentUser,
  useIsLoggedIn,
} from './session-atoms';
import { usePagedList, useShow } from './swr';
import type { Transport } from './transport';
import { TransportProvider, useTransport } from './transport-context';

const page = (n: number): Paged<{ id: number }> => ({
  data: [{ id: n }],
  current_page: n,
  per_page: 10,
  from: n * 10 - 9,
  to: n * 10 - 9,
  total: 25,
  last_page: 3,
});

function fakeTransport(): Transport & { request: jest.Mock } {
  const request = jest.fn(async (_method: string, path: string, options?: { query?: { page?: number } }) =>
    path.includes('/kantor/') ? { id: Number(path.split('/').pop()) } : page(options?.query?.page ?? 1),
  );
  return {
    baseUrl: '/api',
    now: Date.now,
    url: (p: string) => p,
    getAccessToken: async () => 't',
    request,
  } as unknown as Transport & { request: jest.Mock };
}

// A fresh SWR cache per test, so results cannot leak between tests.
const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('usePagedList', () => {
  it('loads a page through the transport with the query', async () => {
    const transport = fakeTransport();
    const { result } = renderHook(
      () => usePagedList<{ id: number }>(transport, '/general/kantor', { page: 2, per_page: 10 }),
      { wrapper: fresh },
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual(page(2)));
    expect(transport.request).toHaveBeenCalledWith('GET', '/general/kantor', { query: { page: 2, per_page: 10 } });
    expect(result.current.error).toBeUndefined();
  });

  it('shares one call between components asking for the same page, and refetches when the query changes', async () => {
    const transport = fakeTransport();
    const { result, rerender } = renderHook(
      ({ p }) => [
        usePagedList(transport, '/general/kantor', { page: p }),
        usePagedList(transport, '/general/kantor', { page: p }),
      ],
      { wrapper: fresh, initialProps: { p: 1 } },
    );
    await waitFor(() => expect(result.current[1].data).toEqual(page(1)));
    expect(transport.request).toHaveBeenCalledTimes(1);

    rerender({ p: 3 });
    expect(result.current[0].data).toEqual(page(1)); // the previous page stays while the next loads
    await waitFor(() => expect(result.current[0].data).toEqual(page(3)));
    expect(transport.request).toHaveBeenCalledTimes(2);
  });

  it('skips the call for a null path and exposes errors', async () => {
    const transport = fakeTransport();
    renderHook(() => usePagedList(transport, null), { wrapper: fresh });
    expect(transport.request).not.toHaveBeenCalled();

    transport.request.mockRejectedValueOnce(Object.assign(new Error('Forbidden'), { status: 403 }));
    const { result } = renderHook(() => usePagedList(transport, '/x'), { wrapper: fresh });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 403 }));
  });
});

describe('useShow', () => {
  it('loads one record by id and waits while the id is missing', async () => {
    const transport = fakeTransport();
    const { result, rerender } = renderHook(({ id }) => useShow<{ id: number }>(transport, '/general/kantor/', id), {
      wrapper: fresh,
      initialProps: { id: null as number | null },
    });
    expect(transport.request).not.toHaveBeenCalled();
    rerender({ id: 12 });
    await waitFor(() => expect(result.current.data).toEqual({ id: 12 }));
    expect(transport.request).toHaveBeenCalledWith('GET', '/general/kantor/12', { query: {} });
  });
});

describe('session hooks', () => {
  it('follow the shared store, also when non-React code changes it', () => {
    portalStore.set(sessionTokenAtom, null);
    portalStore.set(currentUserAtom, null);
    const { result } = renderHook(() => ({ user: useCurrentUser(), loggedIn: useIsLoggedIn() }));
    expect(result.current).toEqual({ user: null, loggedIn: false });
    const user = {
      id: 1,
      name: 'admin',
      pegawai_id: null,
      nama: null,
      rolesId: [1],
      jabatan_id: null,
      kantor_id: null,
      jabatan_nama: null,
      kantor_nama: null,
      photo: null,
      is_password_default: false,
    };
    act(() => {
      setCurrentUser(user);
      portalStore.set(sessionTokenAtom, 'tok');
    });
    expect(result.current).toEqual({ user, loggedIn: true });
  });

  it('useAllows answers with the signed-in user against a policy, and no for nobody', () => {
    act(() => setCurrentUser(null));
    const { result } = renderHook(() => ({ hr: useAllows(POLICY.hrAdmin), anyone: useAllows(POLICY.signedIn) }));
    expect(result.current).toEqual({ hr: false, anyone: false });
    const base = {
      id: 2,
      name: 'hr',
      pegawai_id: 5,
      nama: 'Rina',
      jabatan_id: 3,
      kantor_id: 1,
      jabatan_nama: null,
      kantor_nama: null,
      photo: null,
      is_password_default: false,
    };
    act(() => setCurrentUser({ ...base, rolesId: [10] }));
    expect(result.current).toEqual({ hr: false, anyone: true });
    act(() => setCurrentUser({ ...base, rolesId: [10, 57] }));
    expect(result.current).toEqual({ hr: true, anyone: true });
  });
});

describe('TransportProvider', () => {
  it('hands the shell transport to components below it', () => {
    const transport = fakeTransport();
    function Probe() {
      return <span>{useTransport() === transport ? 'same' : 'other'}</span>;
    }
    render(
      <TransportProvider transport={transport}>
        <Probe />
      </TransportProvider>,
    );
    expect(screen.getByText('same')).toBeInTheDocument();
  });

  it('fails loudly without a provider', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useTransport())).toThrow(/TransportProvider/);
    quiet.mockRestore();
  });
});
