/**
 * A stand-in for the browser's EventSource (jsdom has none) that lets a test push what the
 * server's realtime stream would. Pass `createEventSource: (url) => new FakeEventSource(url)`.
 * Test-only: imported from `@portal/api-client/testing`, never from the package's main entry.
 */
import type { EventSourceLike } from '../realtime';

export class FakeEventSource implements EventSourceLike {
  static all: FakeEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.onopen?.(new Event('open'));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  /** Objects are sent as JSON; a string goes as it is (to test what malformed data does). */
  emit(type: string, data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: text }));
  }

  /** Every source opened so far receives the event, as every open tab would. */
  static emitToAll(type: string, data: unknown): void {
    for (const source of FakeEventSource.all) source.emit(type, data);
  }
}
