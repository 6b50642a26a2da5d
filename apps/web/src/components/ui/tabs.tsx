// Tabs with the ARIA tabs pattern: a tablist of tabs, one tabpanel; arrow keys, Home and End move between
// tabs (activating them), Tab moves into the panel. On a narrow screen the tabs scroll sideways: a fade at
// an edge says more tabs lie that way, and the chosen tab is scrolled into view (without moving the page).
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

type Overflow = { left: boolean; right: boolean };

/** Which sides of a sideways-scrolling list have tabs out of sight. */
export function overflowOf(list: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Overflow {
  return {
    left: list.scrollLeft > 1,
    right: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
  };
}

/** The fade (and its arrow) over a scrolling list's edge is this wide: a tab under it is not in view. */
const EDGE_PX = 32;

/**
 * How far to scroll the list so that a tab sits clear of the edges' fades, with a little of its neighbour
 * showing (0: it already does). A tab half under the right fade reads as cut off ('To sh›').
 */
export function scrollToShow(
  list: { left: number; right: number },
  tab: { left: number; right: number },
  edge = EDGE_PX,
): number {
  if (tab.right > list.right - edge) return tab.right - list.right + edge;
  if (tab.left < list.left + edge) return tab.left - list.left - edge;
  return 0;
}

export type TabItem<T extends string> = { id: T; label: ReactNode };

type TabsProps<T extends string> = {
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  children: ReactNode;
  className?: string;
};

export function Tabs<T extends string>({
  label,
  tabs,
  value,
  onChange,
  children,
  className = '',
}: TabsProps<T>) {
  const baseId = useId();
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = overflowOf(list);
    setOverflow((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !listRef.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [measure]);

  // The chosen tab (from the address, a click or a key) is kept inside the visible part of the list, and the
  // fades measured again whenever the tabs change (a count in a label changes its width).
  // biome-ignore lint/correctness/useExhaustiveDependencies: tabs is a trigger, read through the DOM
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(value);
    if (!list || !tab) return;
    // A clipped tab is brought in with a little of its neighbour, so the list still shows it goes on.
    const by =
      list.scrollWidth > list.clientWidth
        ? scrollToShow(list.getBoundingClientRect(), tab.getBoundingClientRect())
        : 0;
    if (by !== 0) list.scrollLeft += by;
    measure();
  }, [value, tabs, measure]);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = tabs[next];
    if (!target) return;
    event.preventDefault();
    onChange(target.id);
    refs.current.get(target.id)?.focus();
  };

  return (
    <div className={className}>
      <div className="relative">
        <div
          ref={listRef}
          role="tablist"
          aria-label={label}
          onKeyDown={onKeyDown}
          onScroll={measure}
          className="flex gap-1 overflow-x-auto border-b border-slate-200"
        >
          {tabs.map((tab) => {
            const selected = tab.id === value;
            return (
              <button
                key={tab.id}
                ref={(el) => {
                  if (el) refs.current.set(tab.id, el);
                  else refs.current.delete(tab.id);
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(tab.id)}
                className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap sm:px-4 ${
                  selected
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
        {overflow.left && (
          <span
            data-testid="tabs-more-left"
            aria-hidden="true"
            className="pointer-events-none absolute top-0 bottom-px left-0 w-10 bg-gradient-to-r from-white to-white/0"
          />
        )}
        {overflow.right && (
          <span
            data-testid="tabs-more-right"
            aria-hidden="true"
            className="pointer-events-none absolute top-0 right-0 bottom-px flex w-14 items-center justify-end bg-gradient-to-l from-white from-40% to-white/0 pr-1 text-slate-500"
          >
            ›
          </span>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable so Tab reaches it */}
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className="pt-5">
        {children}
      </div>
    </div>
  );
}
