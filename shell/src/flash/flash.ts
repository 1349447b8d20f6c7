/**
 * Session messages shown while no Chakra UI is loaded (login screen, session end, logout): a tiny
 * store rendered by <FlashHost>. Inside the portal, pages use `notify` from the design system.
 */
export type FlashStatus = 'success' | 'error' | 'warning' | 'info';

export interface FlashMessage {
  id: number;
  status: FlashStatus;
  text: string;
  title?: string;
}

type Listener = (messages: readonly FlashMessage[]) => void;

let messages: readonly FlashMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(messages);
}

/** Shows `text` for `durationMs` (spec default 5 s); returns its id. */
export function flash(
  text: string,
  options: { status?: FlashStatus; durationMs?: number; title?: string } = {},
): number {
  const id = nextId++;
  messages = [...messages, { id, text, status: options.status ?? 'info', title: options.title }];
  emit();
  timers.set(
    id,
    setTimeout(() => dismissFlash(id), options.durationMs ?? 5000),
  );
  return id;
}

export function dismissFlash(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  messages = messages.filter((message) => message.id !== id);
  emit();
}

export function clearFlash(): void {
  for (const message of messages) clearTimeout(timers.get(message.id));
  timers.clear();
  messages = [];
  emit();
}

export function subscribeFlash(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentFlash(): readonly FlashMessage[] {
  return messages;
}
