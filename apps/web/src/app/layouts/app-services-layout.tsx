// The query cache and the toaster for every page except the home page. They arrive with this lazily
// loaded layout route, not at the root, to keep TanStack Query and react-hot-toast out of what '/'
// downloads (budget: 120 KB of gzipped JS). Pages below this route may use both freely.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { requestToaster } from '../../lib/toaster-state.ts';

export default function AppServicesLayout() {
  useEffect(requestToaster, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
