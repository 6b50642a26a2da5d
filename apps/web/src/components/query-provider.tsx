// The shared query client as a default export, for React.lazy (see query-boundary.tsx), with the queries a
// server-rendered page arrived with (lib/server-render-state.ts).
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { ServerQueryClientContext, serverRenderState } from '../lib/server-render-state.ts';

export default function QueryProvider({ children }: { children: ReactNode }) {
  const client = useContext(ServerQueryClientContext) ?? queryClient;
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={serverRenderState()?.queries}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
