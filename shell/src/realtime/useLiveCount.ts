import { useApi, useRealtime, useTransport, type RealtimeEvent } from '@portal/api-client';

type CountEvent = Extract<RealtimeEvent, { data: { count: number } }>;

/**
 * A navbar count (unread mail, unread notifications): read once from `path` (an answer
 * `{ data: { count } }`), then kept by the push stream's `eventType`, which carries the new count — a
 * read in another tab lowers it here too. `onEvent` sees each such event (the mail chime).
 * Undefined until the first answer; a failed read leaves it undefined (no badge) rather than a
 * wrong number.
 */
export function useLiveCount<T extends CountEvent['type']>(
  path: string,
  eventType: T,
  onEvent?: (event: Extract<CountEvent, { type: T }>) => void,
): number | undefined {
  const transport = useTransport();
  const { data, mutate } = useApi<{ data: { count: number } }>(
    path,
    () => transport.request<{ data: { count: number } }>('GET', path),
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
  useRealtime((event) => {
    if (event.type !== eventType) return;
    const counted = event as Extract<CountEvent, { type: T }>;
    void mutate({ data: { count: counted.data.count } }, { revalidate: false });
    onEvent?.(counted);
  });
  return data?.data.count;
}
