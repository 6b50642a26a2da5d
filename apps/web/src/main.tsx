// Entry point: start the session from storage, then render the app; a page the server rendered
// (docs/ARCHITECTURE.md#server-rendered-pages) is hydrated with React's hydrateRoot, once its lazy route
// modules are here.
import './index.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './app/app-toaster.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { openEveryGate } from './components/when-near.tsx';
import { startSession } from './features/users/session.ts';
import { basenameOf, HTML_LANG, localeOfPath } from './lib/i18n/locales.ts';
import { startI18n } from './lib/i18n/start-i18n.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/register-sw.ts';
import { serverRenderState } from './lib/server-render-state.ts';

// The page's language is its address's (lib/i18n/locales.ts); a signed-in person's saved language moves them
// to the same page in it (app/layouts/account-language.tsx).
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = HTML_LANG[locale];
void startSession();
listenForInstallPrompt();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** The route at a react-router id, a path of indexes in the route table ('0-1-4'). */
function routeAt(id: string): RouteObject | undefined {
  let list: RouteObject[] | undefined = routes;
  let route: RouteObject | undefined;
  for (const index of id.split('-')) {
    route = list?.[Number(index)];
    list = route?.children;
  }
  return route;
}

/**
 * Loads the code of the routes the server matched, so the first render is the page the server sent. The
 * server names them by id, so the route table is not matched again here.
 */
async function resolveLazyRoutes(routeIds: string[] | undefined): Promise<void> {
  const matched = routeIds
    ? routeIds.map(routeAt)
    : (matchRoutes(routes, window.location, basenameOf(locale)) ?? []).map((m) => m.route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route?.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * A mismatch between the server's HTML and the browser's first render: React renders that part afresh in the
 * browser and says so here (e2e/server-rendering.spec.ts fails on the line on any public page).
 */
function reportRecoverable(error: unknown) {
  // React wraps what a section threw while hydrating (its error #422) with the thrown error as its `cause`.
  console.error('Hydration mismatch:', error, (error as Error).cause);
}

async function start(root: HTMLElement) {
  await startI18n(locale);
  const basename = basenameOf(locale);
  const state = serverRenderState();
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={createAppRouter({ basename })} />
          <AppToaster />
        </I18nProvider>
      </StrictMode>,
    );
    return;
  }
  // The matched routes' code (and their loaders) first, so the first render is the page the server sent; the
  // router then starts from the server's loader data and runs no loader, and the query provider takes the
  // server's queries (components/query-provider.tsx). Each Suspense boundary is hydrated on its own: a
  // section whose code is still coming keeps the server's HTML meanwhile, and the one a visitor interacts
  // with is hydrated first.
  await resolveLazyRoutes(state.routeIds);
  const router = createAppRouter({ basename, hydrationData: state.router });
  // A navigation updates sections still waiting to hydrate (the footer's links, say): they hydrate first, so
  // their gates open as it starts (components/when-near.tsx).
  const hydratedAt = router.state.location;
  const unsubscribe = router.subscribe((next) => {
    if (next.navigation.state === 'idle' && next.location === hydratedAt) return;
    unsubscribe();
    openEveryGate();
  });
  // As a transition: React hydrates a default-priority render in one task, a transition in slices of a few
  // milliseconds, yielding to the browser between them; a click meanwhile hydrates its part at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
          <AppToaster />
        </I18nProvider>
      </StrictMode>,
      { onRecoverableError: reportRecoverable },
    );
  });
}

void start(container);
