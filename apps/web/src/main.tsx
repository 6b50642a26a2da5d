// Entry point: start the session from storage, then render the app; a page the server rendered
// (docs/ARCHITECTURE.md#server-rendered-pages) is hydrated, once its lazy route modules are here.
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './app/app-toaster.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { firstPassDone, startHydration } from './components/hydrate-in-turn.tsx';
import { startSession } from './features/users/session.ts';
import { watchHydration } from './lib/hydration-check.ts';
import { serverRenderState } from './lib/server-render-state.ts';

void startSession();

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
 * server names them by id: matching the URL against the whole route table here as well cost 30-45 ms of the
 * entry's first task under the mobile preset's slowdown (docs/bench.md#lighthouse, round 9).
 */
async function resolveLazyRoutes(routeIds: string[] | undefined): Promise<void> {
  const matched = routeIds
    ? routeIds.map(routeAt)
    : (matchRoutes(routes, window.location) ?? []).map((m) => m.route);
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route?.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Resolves in a later task, so the browser may paint or answer input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  const state = serverRenderState();
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={createAppRouter()} />
        <AppToaster />
      </StrictMode>,
    );
    firstPassDone();
    return;
  }
  await resolveLazyRoutes(state.routeIds);
  // Each step in a task of its own: evaluating the page's modules, building the router and the first
  // hydration pass ran in one task of 200-280 ms under the phone preset's slowdown (docs/bench.md#lighthouse,
  // round 9).
  await nextTask();
  const router = createAppRouter({ hydrationData: state.router });
  await nextTask();
  // Hydrating keeps the server's HTML where the first render matches it; where it does not, Preact says
  // nothing, so lib/hydration-check.ts compares and reports.
  // Sections wrapped in <HydrateInTurn> wait for later tasks (docs/ARCHITECTURE.md#hydration-in-turns);
  // what this first pass hydrates is checked for a mismatch here, each section when its turn comes.
  const watch = watchHydration(root);
  startHydration();
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
      <AppToaster />
    </StrictMode>,
  );
  watch.done();
  firstPassDone();
}

void start(container);
