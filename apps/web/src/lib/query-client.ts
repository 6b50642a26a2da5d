// The one TanStack Query client, with the defaults of docs/screens.md#server-state-in-the-browser: no refetch
// on focus, 1 retry, 5 minutes fresh. Only lazily loaded code imports this module (see
// app/layouts/app-services-layout.tsx).
import { QueryClient } from '@tanstack/react-query';

export const STALE_TIME_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: STALE_TIME_MS },
    },
  });
}

export const queryClient = createQueryClient();
