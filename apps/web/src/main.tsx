// Entry point: start the session from storage, then render the app; a page the server rendered
// (docs/ARCHITECTURE.md#server-rendered-pages) is hydrated, once its lazy route modules are here.
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
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

/** Loads the code of the routes this URL matches, so the first render is the page the server sent. */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

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
  await resolveLazyRoutes();
  const router = createAppRouter({ hydrationData: state.router });
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
