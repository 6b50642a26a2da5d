// Renders its children only once the placeholder comes near the viewport, so the code and data of a
// section below the first screen are not fetched before the visitor scrolls toward it (the home page's
// JavaScript budget, docs/screens.md#home-page). The placeholder keeps the section's space meanwhile.
//
// On a page the server rendered (docs/ARCHITECTURE.md#hydration) the section's HTML is already there: the gate
// suspends inside the section's Suspense boundary, so React keeps the server's HTML of that boundary as it is
// and hydrates it (loading its code) only when it comes near. The server, which has no IntersectionObserver,
// renders the section at once. A boundary still waiting must receive no update meanwhile (React would drop
// its HTML for the placeholder), so a page passes a WhenNear children that do not change (routes/home.tsx).
// A navigation does update them, though (the footer's links read the location, every section reads the
// language): React cannot apply that update to a boundary it has not hydrated, and in a transition, as the
// router's navigations are, it waits for the boundary rather than drop its HTML, so a gate left closed would
// hold the navigation forever. The router therefore opens every gate when a navigation starts (main.tsx,
// `openEveryGate`): the sections still waiting load their code and hydrate, and the navigation goes on.
import { type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';

type Gate = { open: boolean; opened: Promise<void>; openNow: () => void };

/** The gates not yet opened, for a navigation to open at once. */
const closed = new Set<Gate>();

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
      closed.delete(gate);
      openNow();
    },
  };
  if (!open) closed.add(gate);
  return gate;
}

/** Opens every gate still closed: their sections load and hydrate now (see the top of this file). */
export function openEveryGate(): void {
  for (const gate of [...closed]) gate.openNow();
}

function NearGate({ gate, onLive, children }: { gate: Gate; onLive: () => void; children: ReactNode }) {
  // Once the section is on screen with its code (hydrated or rendered), its wrapper says so: `data-live`,
  // which the end-to-end tests wait for before clicking inside a section (a click on a section not yet
  // hydrated is not replayed by React).
  useEffect(() => onLive(), [onLive]);
  // After the hooks: when the gate opens while React waits here, React replays this component with the hooks
  // of its first try, and this `use` is then skipped; were a hook after it, the replay would call one the
  // first try never reached, which React refuses (its error #467, 'Update hook called on initial render',
  // reported as a hydration error on the home page).
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
        <NearGate gate={gate} onLive={() => ref.current?.setAttribute('data-live', '')}>
          {children}
        </NearGate>
      </Suspense>
    </div>
  );
}
