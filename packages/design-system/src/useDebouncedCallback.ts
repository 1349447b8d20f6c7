import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls the latest `callback` after `delay` ms of quiet.
 * `flush` runs a pending call now; `cancel` drops it. Pending calls are dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number) {
  const callbackRef = useRef(callback);
  callbackRef.current = callback;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingArgs = useRef<A | null>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pendingArgs.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pendingArgs.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: A) => {
      if (timer.current) clearTimeout(timer.current);
      pendingArgs.current = args;
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush],
  );

  useEffect(() => cancel, [cancel]);
  return { run, flush, cancel };
}
