import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '@portal/design-system/router';

const LOOK_FOR_HEADING_MS = 3000;

/**
 * After a navigation inside the portal (not the first page), focus moves to the new page's heading
 * (its first h1), so keyboard and screen-reader users start at the page, not in the menu. Pages load
 * lazily: the heading is awaited for a moment; without one the main area takes the focus.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const started = Date.now();
    let timer = 0;
    const look = () => {
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: false });
      } else if (Date.now() - started < LOOK_FOR_HEADING_MS) {
        timer = window.setTimeout(look, 50);
      } else {
        main.current?.focus();
      }
    };
    look();
    return () => window.clearTimeout(timer);
  }, [pathname, main]);
}
