// Renders its children only once the placeholder comes near the viewport, so the code and data of a
// section below the first screen are not fetched before the visitor scrolls toward it (the home page's
// JavaScript budget, docs/screens.md#home-page). The placeholder keeps the section's space meanwhile.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { serverRenderState } from '../lib/server-render-state.ts';

export function WhenNear({
  children,
  placeholder,
  margin = '200px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** How far below the viewport loading starts. */
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the section (docs/ARCHITECTURE.md#server-rendered-pages), so a page it sent starts
  // with it too: hydration must find what the server rendered.
  const [near, setNear] = useState(
    () => typeof IntersectionObserver === 'undefined' || serverRenderState() !== null,
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}
