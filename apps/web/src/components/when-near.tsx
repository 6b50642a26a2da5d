// Renders its children only once the placeholder comes near the viewport, so the code and data of a
// section below the first screen are not fetched before the visitor scrolls toward it (the home page's
// JavaScript budget, docs/screens.md#home-page). The placeholder keeps the section's space meanwhile.
//
// On a page the server rendered (docs/ARCHITECTURE.md#server-rendered-pages) the section's HTML is already
// there: the gate suspends hydration of just this boundary, so Preact keeps the server's HTML as it is and
// hydrates it (loading its code) only when it comes near. The server, which has no IntersectionObserver,
// renders the section at once.
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

// One element around the section (display: contents, so it does not touch the layout): a component that
// suspends while hydrating keeps its server HTML only as one DOM node under Preact; a fragment of several
// (the trust and 'How it works' sections) lost all but the first until the code came.
function NearGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.open) use(gate.opened);
  return <div className="contents">{children}</div>;
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
