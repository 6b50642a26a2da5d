// The server renderer (docs/ARCHITECTURE.md#server-rendered-pages), built by `vite build --ssr` into
// apps/web/dist-ssr and loaded by the API (apps/api/src/lib/server-render.ts). For a public page: react-router's
// static handler matches the route, loads its lazy module and runs its loader, which fills a fresh query
// client with the page's data (lib/route-loader.ts, through the API in process); React then renders the page
// once (react-dom/server, the HTML sent whole once the lazy sections' code has come too), and the HTML, the head and
// the state the browser hydrates with are handed back.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
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
import { apiErrorText } from './lib/api-error-messages.ts';
import { catalogsOf } from './lib/i18n/catalog-loaders.ts';
import type { MessageLocale } from './lib/i18n/catalogs.ts';
import { setDisplayI18nSource } from './lib/i18n/display-locale.ts';
import { english } from './lib/i18n/english.ts';
import { basenameOf, HTML_LANG, INTL_LOCALE, type Locale, localeOfPath } from './lib/i18n/locales.ts';
import { setRefusalMessages } from './lib/refusal-messages.ts';
import type { ServerLoaderContext } from './lib/route-loader.ts';
import {
  ServerQueryClientContext,
  type ServerRenderState,
  scriptSafeJson,
} from './lib/server-render-state.ts';
import { notFoundTitle, pageHead, renderHead, SERVER_RENDERED_PAGES } from './ssr/page-head.ts';

export { pageTable } from './app/page-table.ts';
export { SERVER_STATE_ELEMENT_ID } from './lib/server-render-state.ts';

/** Sends the pages' API requests to the API in the same process (set once by the server). */
// A Hindi page rendered here shows an API refusal in Hindi (lib/api-client.ts errorMessage).
setRefusalMessages(apiErrorText);

export function setServerTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

export type RenderResult =
  /** Not a server-rendered page (signed-in and staff pages): serve the shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: 200 | 404;
      /** The page's language, for <html lang>. */
      lang: string;
      head: string;
      html: string;
      /** The JSON the browser hydrates with; null for a 404, which the browser renders afresh. */
      state: string | null;
    };

/** One static handler per language: Hindi pages are the same routes under the basename '/hi'. */
const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  hi: createStaticHandler(routes, { basename: basenameOf('hi') }),
};

/** The i18n instance of the render under way, for text written outside components (lib/i18n/display-locale.ts). */
const rendering = new AsyncLocalStorage<I18n>();
setDisplayI18nSource(() => rendering.getStore() ?? english);

/** An i18n instance of the render's own: renders in both languages run at once. */
async function i18nFor(locale: MessageLocale): Promise<I18n> {
  const messages = locale === 'en' ? {} : await catalogsOf(locale);
  return setupI18n({
    locale,
    locales: [locale === 'pseudo' ? INTL_LOCALE.en : INTL_LOCALE[locale]],
    messages: { [locale]: messages },
  });
}

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
  loads.push(catalogsOf('hi'));
  await Promise.allSettled(loads);
}
/** As lib/query-client.ts (not imported here: the browser loads that module lazily, see there). */
const STALE_TIME_MS = 5 * 60 * 1000;

function routePathOf(url: URL, locale: Locale): string | null {
  const matches = matchRoutes(routes, url.pathname, basenameOf(locale));
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
  i18n: I18n,
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
        <I18nProvider i18n={i18n}>
          <ServerQueryClientContext.Provider value={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
            {/* As in main.tsx: the same tree, so useId gives the same ids on both sides. */}
            <AppToaster />
          </ServerQueryClientContext.Provider>
        </I18nProvider>
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
  /** `messages`: the pseudo-locale of the i18n check (lib/i18n/pseudo-locale), on an English address. */
  options: { nonce?: string; messages?: 'pseudo' } = {},
): Promise<RenderResult> {
  const url = new URL(href);
  const locale = localeOfPath(url.pathname);
  const messageLocale: MessageLocale = options.messages ?? locale;
  const handler = handlers[locale];
  const routePath = routePathOf(url, locale);
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
  const i18n = await i18nFor(messageLocale);
  const html = await rendering.run(i18n, () =>
    renderPage(i18n, client, router, context, signal, options.nonce),
  );

  const queries = client.getQueryCache().getAll();
  // A page for something that does not exist (its query answered 404) is the app's not-found page.
  // (A malformed id, answered 400, names nothing either.)
  const missing =
    notFound ||
    queries.some((q) => q.state.error instanceof ApiError && [400, 404].includes(q.state.error.status));
  if (missing) {
    const notFoundPage = await renderNotFound(origin, signal, locale, i18n);
    return { kind: 'page', status: 404, lang: HTML_LANG[locale], ...notFoundPage, state: null };
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
  const head = renderHead(pageHead(routePath, url, client, i18n, locale), origin);
  client.clear();
  return { kind: 'page', status: 200, lang: HTML_LANG[locale], head, html, state: scriptSafeJson(state) };
}

async function renderNotFound(
  origin: string,
  signal: AbortSignal,
  locale: Locale,
  i18n: I18n,
): Promise<{ head: string; html: string }> {
  const handler = handlers[locale];
  const url = new URL(`${basenameOf(locale)}/__not-found__`, origin);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response) throw new Error('The not-found page redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await rendering.run(i18n, () => renderPage(i18n, new QueryClient(), router, context, signal));
  const head = `<title>${notFoundTitle(i18n)}</title>\n    <meta name="robots" content="noindex" />`;
  return { head, html };
}
