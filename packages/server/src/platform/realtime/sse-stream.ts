/** One open Server-Sent Events response: framing, a bound on buffered bytes, one close path. */
import type { ServerResponse } from 'node:http';

/** A client that stops reading is dropped instead of growing this process's memory. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies buffer responses unless told not to.
  'x-accel-buffering': 'no',
} as const;

export class SseStream {
  private closed = false;
  private nextId = 1;

  constructor(
    readonly userId: number,
    readonly sessionId: string,
    private readonly res: ServerResponse,
    private readonly onClose: (stream: SseStream) => void,
  ) {
    res.on('close', () => this.finish());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** `event: <type>` with the JSON data on one line (JSON.stringify never emits raw newlines). */
  send(type: string, data: unknown): void {
    this.write(`id: ${this.nextId++}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: keeps proxies and the browser from timing the connection out. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  /** Raw SSE text, e.g. the `retry:` field. */
  write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return this.close();
    this.res.write(chunk);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
    this.onClose(this);
  }

  /** The client went away (or the response ended some other way). */
  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose(this);
  }
}
