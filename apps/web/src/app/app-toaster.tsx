// Mounts the toaster lazily, once it is wanted (see lib/toaster-state.ts). Being the root's last child, its
// first effect also marks the page as live: `<html data-hydrated>` once the page is rendered, or hydrated
// with every section that waits its turn (components/hydrate-in-turn.tsx); a server-rendered page shows its
// content before its buttons work, and the end-to-end tests wait for it.
import { lazy, Suspense, useEffect } from 'react';
import { whenHydrated } from '../components/hydrate-in-turn.tsx';
import { useToasterWanted } from '../lib/toaster-state.ts';

const ToasterView = lazy(() => import('./toaster.tsx'));

export function AppToaster() {
  const wanted = useToasterWanted();
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
