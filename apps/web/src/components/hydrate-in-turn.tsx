// Hydration in turns (docs/ARCHITECTURE.md#hydration-in-turns). Preact hydrates a server-rendered page in
// one synchronous task; on a mid-range phone that task blocks input for a few hundred milliseconds. A
// section wrapped in <HydrateInTurn> is left as the server's HTML in that first pass (it suspends, and
// Preact keeps the HTML of a boundary that suspends while hydrating), then hydrated in a task of its own,
// one section a task, in the order of the page. Outside the first hydration (a page rendered in the
// browser, a later navigation, the server) it renders its children at once.
//
// `<html data-hydrated>` (what the end-to-end tests wait for) is set once every section has had its turn.
import { type ReactNode, Suspense, use, useLayoutEffect, useRef, useState } from 'react';
import { type HydrationWatch, watchHydration } from '../lib/hydration-check.ts';

type Turn = {
  open: boolean;
  opened: Promise<void>;
  openNow: () => void;
  element: HTMLElement | null;
  watch: HydrationWatch | null;
};

let firstPass = false;
const queue: Turn[] = [];
let markHydrated = () => {};
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Called just before hydrateRoot: sections rendered from now on wait for their turn. */
export function startHydration(): void {
  firstPass = true;
}

/** Called once hydrateRoot (or the first render) has returned: the sections' turns begin. */
export function firstPassDone(): void {
  firstPass = false;
  nextTurn();
}

/** Settles once the page is hydrated, every section included. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

// A message to oneself is the quickest way to yield to the browser (input, paint) and come back: a
// timeout is held back to 4 ms once nested.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) channel.port1.onmessage = () => nextTurn();

function nextTurn(): void {
  const turn = queue.shift();
  if (!turn) {
    markHydrated();
    return;
  }
  if (turn.element) turn.watch = watchHydration(turn.element);
  // Preact renders the boundary again in a microtask, so the section hydrates within this task.
  turn.openNow();
  if (channel) channel.port2.postMessage(null);
  else setTimeout(nextTurn, 0);
}

function createTurn(): Turn {
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  const turn: Turn = {
    open: false,
    opened,
    element: null,
    watch: null,
    openNow: () => {
      turn.open = true;
      resolve();
    },
  };
  queue.push(turn);
  return turn;
}

// One element inside the boundary (display: contents, no effect on the layout): Preact keeps the server
// HTML of a component that suspends as one DOM node (see components/when-near.tsx).
function TurnGate({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.open) use(turn.opened);
  useLayoutEffect(() => {
    turn?.watch?.done();
    if (turn) turn.watch = null;
  }, [turn]);
  return <div className="contents">{children}</div>;
}

/**
 * The wrapper is a plain block, so a parent's spacing (`space-y-*`) and a grid or list place it as they
 * placed the section; `className` styles it where the section needs more.
 */
export function HydrateInTurn({ children, className }: { children: ReactNode; className?: string }) {
  const [turn] = useState(() => (firstPass ? createTurn() : null));
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (turn) turn.element = ref.current;
  }, [turn]);
  return (
    <div ref={ref} className={className}>
      <Suspense fallback={null}>
        <TurnGate turn={turn}>{children}</TurnGate>
      </Suspense>
    </div>
  );
}
