// Mounts the toaster lazily, once it is wanted (see lib/toaster-state.ts).
import { lazy, Suspense } from 'react';
import { useToasterWanted } from '../lib/toaster-state.ts';

const ToasterView = lazy(() => import('./toaster.tsx'));

export function AppToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
