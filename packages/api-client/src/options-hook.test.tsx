// useOptionFile: [] while loading and on failure, the list once loaded, one call shared per file.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { useOptionFile } from './options';
import type { Transport } from './transport';

const fresh = ({ children }: { children?: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function transportWith(fetchImpl: jest.Mock): { transport: Transport; fetch: typeof fetch } {
  const transport = { baseUrl: '/api', getAccessToken: async () => 'tok' } as unknown as Transport;
  return { transport, fetch: fetchImpl as unknown as typeof fetch };
}

it('gives [] first, then the file; two selects share one call', async () => {
  const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => [{ id: 1, nama: 'Islam' }] }));
  const { transport, fetch } = transportWith(fetchImpl);
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    const { result } = renderHook(() => [useOptionFile(transport, 'agama'), useOptionFile(transport, 'agama')], {
      wrapper: fresh,
    });
    expect(result.current[0]).toEqual([]);
    await waitFor(() => expect(result.current[1]).toEqual([{ id: 1, nama: 'Islam' }]));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      '/options/agama.json',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
    );
  } finally {
    globalThis.fetch = original;
  }
});

it('asks nothing while disabled and loads as soon as it is enabled (a CV whose editing rights arrive later)', async () => {
  const fetchImpl = jest.fn(async () => ({ ok: true, json: async () => [{ id: 3, nama: 'Kepala Cabang' }] }));
  const { transport, fetch } = transportWith(fetchImpl);
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    const { result, rerender } = renderHook(({ enabled }) => useOptionFile(transport, 'jabatan', { enabled }), {
      wrapper: fresh,
      initialProps: { enabled: false },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(result.current).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current).toEqual([{ id: 3, nama: 'Kepala Cabang' }]));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  } finally {
    globalThis.fetch = original;
  }
});
