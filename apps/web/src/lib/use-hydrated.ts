// False while the server renders a page and while the browser hydrates it, true after (and at once on a
// page the browser renders alone). What only the browser knows (a cart kept in browser storage) is shown
// from then on, so the browser's first render matches the server's HTML and React keeps it (a mismatch
// throws the server's work away and renders the page again).
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
