// Mounts the toaster lazily, once it is wanted (see lib/toaster-state.ts). Being the root's last child, its
// first effect also marks the page as live: `<html data-hydrated>` once React has rendered the page, or
// hydrated it (its Suspense sections may follow); the end-to-end tests wait for it (e2e/support.ts).
import { lazy, Suspense, useEffect } from 'react';
import { useToasterWanted } from '../lib/toaster-state.ts';

const ToasterView = lazy(() => import('./toaster.tsx'));

export function AppToaster() {
  const wanted = useToasterWanted();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
