// The query cache and the toaster for every page except the home page. They arrive with this lazily
// loaded layout route, not at the root, to keep TanStack Query and react-hot-toast out of what '/'
// downloads (budget: 100 KB of gzipped JS). Pages below this route may use both freely.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import QueryProvider from '../../components/query-provider.tsx';
import { requestToaster } from '../../lib/toaster-state.ts';

export default function AppServicesLayout() {
  useEffect(requestToaster, []);
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
