// The server renderer (docs/ARCHITECTURE.md#server-rendered-pages), built by `vite build --ssr` into
// apps/web/dist-ssr and loaded by the API (apps/api/src/lib/server-render.ts). For a public page: react-router's
// static handler matches the route, loads its lazy module and runs its loader, which fills a fresh query
// client with the page's data (lib/route-loader.ts, through the API in process); React then renders the page
// once (react-dom/server, the HTML sent whole once the lazy sections' code has come too), and the HTML, the head and
// the state the browser hydrates with are handed back.
import { Writable } from 'node:stream';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppToaster } from './app/app-toaster.tsx';
import { routes } from './app/router.tsx';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api-client.ts';
import type { ServerLoaderContext } from './lib/route-loader.ts';
import {
  ServerQueryClientContext,
  type ServerRenderState,
  scriptSafeJson,
} from './lib/server-render-state.ts';
import { pageHead, renderHead, SERVER_RENDERED_PAGES } from './ssr/page-head.ts';

export { SERVER_STATE_ELEMENT_ID } from './lib/server-render-state.ts';

/** Sends the pages' API requests to the API in the same process (set once by the server). */
export function setServerTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

export type RenderResult =
  /** Not a server-rendered page (signed-in and staff pages): serve the shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: 200 | 404;
      head: string;
      html: string;
      /** The JSON the browser hydrates with; null for a 404, which the browser renders afresh. */
      state: string | null;
    };

const handler = createStaticHandler(routes);

/** Loads the code of every server-rendered page once at start, so a first visitor's render is not slowed by it. */
export async function warmUp(): Promise<void> {
  const loads: Promise<unknown>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const path = route.index ? '' : route.path;
      const wanted = path === undefined || path in SERVER_RENDERED_PAGES || path === '*';
      if (wanted && typeof route.lazy === 'function') loads.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.allSettled(loads);
}
/** As lib/query-client.ts (not imported here: the browser loads that module lazily, see there). */
const STALE_TIME_MS = 5 * 60 * 1000;

function routePathOf(url: URL): string | null {
  const matches = matchRoutes(routes, url.pathname);
  const leaf = matches?.[matches.length - 1]?.route;
  if (!leaf) return null;
  return leaf.index ? '' : (leaf.path ?? null);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return enabled(query) !== false;
  return enabled !== false;
}

function waitingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q));
}

/**
 * The page's HTML, whole: React renders it once, and it is sent once every Suspense boundary (a lazy
 * section's code) has finished (onAllReady), each in place.
 */
function renderPage(
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  signal: AbortSignal,
  nonce?: string,
): Promise<string> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <ServerQueryClientContext.Provider value={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          {/* As in main.tsx: the same tree, so useId gives the same ids on both sides. */}
          <AppToaster />
        </ServerQueryClientContext.Provider>
      </StrictMode>,
      {
        // The one inline script React writes is its form-replaying runtime, on a page with a form action (a
        // click on 'Add to Cart' before its section hydrates is replayed then); it carries the answer's nonce.
        nonce,
        // Every finished boundary in place: React would otherwise outline a large one after the shell, put
        // in place by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (error) => {
          // A boundary that failed is rendered by the browser; the page is still sent.
          console.warn('[arogya] server render:', error);
        },
      },
    );
    signal.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason);
    });
  });
}

export async function render(
  href: string,
  origin: string,
  signal: AbortSignal,
  options: { nonce?: string } = {},
): Promise<RenderResult> {
  const url = new URL(href);
  const routePath = routePathOf(url);
  const notFound = routePath === '*';
  if (routePath === null || (!notFound && !(routePath in SERVER_RENDERED_PAGES))) return { kind: 'shell' };

  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: STALE_TIME_MS, gcTime: Number.POSITIVE_INFINITY } },
  });
  // The route's loader fetches the page's data into the client (lib/route-loader.ts), once, before the render.
  const requestContext: ServerLoaderContext = { queryClient: client };
  const context = await handler.query(new Request(url, { signal }), { requestContext });
  if (context instanceof Response) return { kind: 'shell' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderPage(client, router, context, signal, options.nonce);

  const queries = client.getQueryCache().getAll();
  // A page for something that does not exist (its query answered 404) is the app's not-found page.
  // (A malformed id, answered 400, names nothing either.)
  const missing =
    notFound ||
    queries.some((q) => q.state.error instanceof ApiError && [400, 404].includes(q.state.error.status));
  if (missing) {
    return { kind: 'page', status: 404, ...(await renderNotFound(origin, signal)), state: null };
  }
  // Anything else that failed is left for the browser to fetch and show. A query the page rendered that its
  // loader did not fetch would show as loading: the shell then, and a warning naming it.
  const waiting = waitingQueries(client);
  if (waiting.length > 0) {
    console.warn(`[arogya] ${url.pathname}: no loader fetched ${waiting.map((q) => q.queryHash).join(', ')}`);
  }
  if (queries.some((q) => q.state.status === 'error') || waiting.length > 0) return { kind: 'shell' };

  const state: ServerRenderState = {
    queries: dehydrate(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    routeIds: context.matches.map((m) => m.route.id),
  };
  const head = renderHead(pageHead(routePath, url, client), origin);
  client.clear();
  return { kind: 'page', status: 200, head, html, state: scriptSafeJson(state) };
}

async function renderNotFound(origin: string, signal: AbortSignal): Promise<{ head: string; html: string }> {
  const url = new URL('/__not-found__', origin);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error('The not-found page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderPage(new QueryClient(), router, context, signal);
  const head = `<title>Page not found | Arogya</title>\n    <meta name="robots" content="noindex" />`;
  return { head, html };
}
