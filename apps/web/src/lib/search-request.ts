// Asking for the one search (docs/screens.md#one-search) from anywhere on a page: the home hero's box hands
// what was typed to the header's search dialog, which owns the combobox and loads its code only when first
// opened. A tiny external store: the header subscribes, the hero calls `requestSearch`.
import { useSyncExternalStore } from 'react';

export type SearchRequest = { text: string; seq: number };

let current: SearchRequest | null = null;
const listeners = new Set<() => void>();

export function requestSearch(text: string): void {
  current = { text, seq: (current?.seq ?? 0) + 1 };
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest request (null before any); a new object each time one is made. */
export function useSearchRequest(): SearchRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
