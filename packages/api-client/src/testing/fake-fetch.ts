/**
 * A recording fetch for jsdom tests (jsdom has no fetch of its own). It returns only what the transport
 * reads from a Response: ok, status, statusText, text() and blob().
 */
export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status?: number; statusText?: string; body?: unknown } | Error;

export function fakeFetch(answer: (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>) {
  const calls: FakeCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    };
    calls.push(call);
    const result = await answer(call);
    if (result instanceof Error) throw result;
    const status = result.status ?? 200;
    const text =
      result.body === undefined ? '' : typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: result.statusText ?? '',
      text: async () => text,
      blob: async () => new Blob([text]),
    };
  };
  return { fetch: fetchImpl as unknown as typeof fetch, calls };
}
