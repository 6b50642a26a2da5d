// True once the page has scrolled past the threshold (10 px, docs/screens.md#navigation), for the navigation
// bar's style.
import { SCROLL_THRESHOLD_PX } from '@arogya/contracts/constants';
import { useEffect, useState } from 'react';

export function isScrolledPast(offset: number): boolean {
  return offset > SCROLL_THRESHOLD_PX;
}

export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(
    () => typeof window !== 'undefined' && isScrolledPast(window.scrollY),
  );
  useEffect(() => {
    const onScroll = () => setScrolled(isScrolledPast(window.scrollY));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolled;
}
