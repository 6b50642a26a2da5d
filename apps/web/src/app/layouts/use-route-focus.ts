// After a client-side navigation, focus moves to the main content so screen readers start at the new page.
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useRouteFocus(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on route change by design
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname]);
}
