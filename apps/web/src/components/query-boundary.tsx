// For a data-fetching island outside the app-services layout (i.e. a section of the home page): loads the
// shared query client lazily, so the home page's first download stays small.
import { lazy, type ReactNode, Suspense } from 'react';

const QueryProvider = lazy(() => import('./query-provider.tsx'));

export function QueryBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <QueryProvider>{children}</QueryProvider>
    </Suspense>
  );
}
