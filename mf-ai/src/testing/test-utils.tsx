// Test harness of mf-ai's component tests: a fake transport (the object the shell provides; no fetch is
// mocked), the providers a page needs, and a streaming chat answer the test releases piece by piece.
import { renderPage } from '@portal/design-system/testing';

export { fakeTransport, paged, type TransportAnswer as Answer } from '@portal/api-client/testing';

/** The page at `route` (list state and the chat's session live in the query string). */
export const renderWithProviders: typeof renderPage = (ui, options) => renderPage(ui, { path: '/', ...options });

/**
 * A Response-like answer of POST …/chat whose body yields the events pushed with `push`, ending with
 * `end()`; an aborted signal ends it as the browser would (the read rejects).
 */
export function streamingAnswer(signal?: AbortSignal) {
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  signal?.addEventListener('abort', notify);
  const response = {
    body: {
      getReader: () => ({
        read: async (): Promise<{ done: boolean; value?: string }> => {
          for (;;) {
            if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
            if (queue.length > 0) return { done: false, value: queue.shift() };
            if (ended) return { done: true };
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
        },
      }),
    },
  };
  return {
    response,
    push(event: string, data: unknown) {
      queue.push(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      notify();
    },
    end() {
      ended = true;
      notify();
    },
  };
}
