import { useEffect, useRef } from 'react';

/** What counts as the user being active. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'scroll', 'touchstart', 'focus'] as const;

/**
 * Calls `onIdle` once after `timeoutMs` without user activity; any activity restarts the count.
 * Activity is sampled at most once a second so mouse moves stay cheap.
 */
export function useIdleTimer(timeoutMs: number, onIdle: () => void, enabled = true): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled || !(timeoutMs > 0)) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    const restart = () => {
      if (timer !== undefined) clearTimeout(timer);
      lastReset = Date.now();
      timer = setTimeout(() => {
        timer = undefined;
        onIdleRef.current();
      }, timeoutMs);
    };
    const onActivity = () => {
      if (timer === undefined) return; // already fired
      if (Date.now() - lastReset < 1000) return;
      restart();
    };
    restart();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [timeoutMs, enabled]);
}
