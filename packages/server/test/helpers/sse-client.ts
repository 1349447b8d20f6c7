/**
 * A Server-Sent Events reader over real HTTP (fetch + streaming body), for tests: what a browser's
 * EventSource would see, including comment lines (heartbeats).
 */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** The next event (or comment, as `{ event: ':comment', data }`) matching `accept`, within `timeoutMs`. */
  next(accept?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves true when the server ended the stream within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<boolean>;
  /** Every event seen so far (comments included). */
  seen: SseEvent[];
  close(): void;
}

function parseBlock(block: string): SseEvent[] {
  const out: SseEvent[] = [];
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) out.push({ event: ':comment', data: line.slice(1).trim() });
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    else if (line.startsWith('id:')) id = line.slice(3).trim();
  }
  if (data.length > 0) out.push({ event, data: data.join('\n'), id });
  return out;
}

export async function openSse(url: string): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: abort.signal });
  const seen: SseEvent[] = [];
  const queue: SseEvent[] = [];
  let waiters: Array<() => void> = [];
  let done = false;
  const wake = () => {
    const current = waiters;
    waiters = [];
    for (const w of current) w();
  };

  if (res.body && res.ok) {
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const events = parseBlock(buffer.slice(0, cut));
            buffer = buffer.slice(cut + 2);
            seen.push(...events);
            queue.push(...events);
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      wake();
    })();
  } else {
    done = true;
  }

  const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}; seen: ${JSON.stringify(seen)}`)),
        timeoutMs,
      );
      const attempt = () => {
        let value: T | undefined;
        try {
          value = check();
        } catch (error) {
          clearTimeout(timer);
          return reject(error);
        }
        if (value !== undefined) {
          clearTimeout(timer);
          resolve(value);
        } else waiters.push(attempt);
      };
      attempt();
    });

  return {
    status: res.status,
    headers: res.headers,
    seen,
    next(accept = (e) => e.event !== ':comment', timeoutMs = 5_000) {
      return waitFor(
        () => {
          const index = queue.findIndex(accept);
          if (index >= 0) return queue.splice(0, index + 1)[index];
          if (done) throw new Error(`stream ended; seen: ${JSON.stringify(seen)}`);
          return undefined;
        },
        timeoutMs,
        'an event',
      );
    },
    ended(timeoutMs = 5_000) {
      return waitFor(() => (done ? true : undefined), timeoutMs, 'the end of the stream').catch(() => false);
    },
    close() {
      abort.abort();
    },
  };
}
