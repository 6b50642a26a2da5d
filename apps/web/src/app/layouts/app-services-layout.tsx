// The query cache for every page except the home page. It arrives with this lazily loaded layout route, not
// at the root, to keep TanStack Query out of what '/' downloads (budget: 125 KB of gzipped JS). Pages below
// this route may use it freely. The toaster mounts with the first toast (lib/toast.ts).
import { Outlet } from 'react-router';
import QueryProvider from '../../components/query-provider.tsx';

export default function AppServicesLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
