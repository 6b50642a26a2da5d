// Whether the toaster should be on screen. It loads with the first toast (lib/toast.ts), so no page
// downloads or renders it before it has something to show; once on, it stays on (a toast raised just
// before navigating home is still shown).
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
