// Renders its children only once the placeholder comes near the viewport, so the code and data of a
// section below the first screen are not fetched before the visitor scrolls toward it (the home page's
// JavaScript budget, docs/screens.md#home-page). The placeholder keeps the section's space meanwhile.
//
// On a page the server rendered (docs/ARCHITECTURE.md#hydration) the section's HTML is already there: the gate
// suspends inside the section's Suspense boundary, so React keeps the server's HTML of that boundary as it is
// and hydrates it (loading its code) only when it comes near. The server, which has no IntersectionObserver,
// renders the section at once. A boundary still waiting must receive no update meanwhile (React would drop
// its HTML for the placeholder), so a page passes a WhenNear children that do not change (routes/home.tsx).
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

type Gate = { open: boolean; opened: Promise<void>; openNow: () => void };

function createGate(open: boolean): Gate {
  let openNow = () => {};
  const opened = new Promise<void>((resolve) => {
    openNow = resolve;
  });
  const gate: Gate = {
    open,
    opened,
    openNow: () => {
      gate.open = true;
      openNow();
    },
  };
  return gate;
}

function NearGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.opened);
  return children;
}

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
  const [gate] = useState(() => createGate(typeof IntersectionObserver === 'undefined'));

  useEffect(() => {
    const element = ref.current;
    if (gate.open || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          gate.openNow();
        }
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate, margin]);

  return (
    <div ref={ref}>
      <Suspense fallback={placeholder}>
        <NearGate gate={gate}>{children}</NearGate>
      </Suspense>
    </div>
  );
}
