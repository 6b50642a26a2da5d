// A page's data is fetched by its route's loader, before the page renders (docs/ARCHITECTURE.md#server-rendered-pages):
// on the server by react-router's static handler, once, before the one render pass (entry-server.tsx); in
// the browser on each navigation. The loader fills the query cache with ensureQueryData (an answer already
// cached is reused) and returns nothing else: the components read the same queries with useQuery.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router';

/** What the server hands its loaders (createStaticHandler's requestContext): the page's own query client. */
export type ServerLoaderContext = { queryClient: QueryClient };

async function queryClientOf(context: unknown): Promise<QueryClient> {
  const server = (context as Partial<ServerLoaderContext> | undefined)?.queryClient;
  if (server) return server;
  // The browser's one client; loaded here, not imported, so that the entry chunk stays without it.
  return (await import('./query-client.ts')).queryClient;
}

/**
 * A route loader that fetches the queries `load` starts. A query that fails is left in the cache as failed:
 * the page shows its own error state (and the server answers 404 or the shell, see entry-server.tsx).
 */
export function queryLoader(
  load: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[],
): LoaderFunction {
  return async (args) => {
    const client = await queryClientOf(args.context);
    await Promise.all(load(client, args).map((started) => started.catch(() => undefined)));
    return null;
  };
}
