// Entry point: start the session from storage, then render the app; a page the server rendered
// (docs/ARCHITECTURE.md#server-rendered-pages) is hydrated, once its lazy route modules are here.
import './index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './app/app-toaster.tsx';
import { createAppRouter, routes } from './app/router.tsx';
import { startSession } from './features/users/session.ts';
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
    return;
  }
  await resolveLazyRoutes();
  const router = createAppRouter({ hydrationData: state.router });
  // Hydrating keeps the server's HTML where the first render matches it. Where it does not, Preact rewrites
  // the text or replaces the elements, and says nothing: so the page's text before and after, and the
  // elements added or removed while hydrateRoot runs, are compared, and a difference is reported on the
  // console (e2e/server-rendering.spec.ts fails on it). Splitting one server text node into the two
  // adjacent texts a component renders ('Dr. ' and the name) changes neither.
  const textBefore = root.textContent;
  const observer = new MutationObserver(() => {});
  observer.observe(root, { childList: true, subtree: true });
  hydrateRoot(
    root,
    <StrictMode>
      <RouterProvider router={router} />
      <AppToaster />
    </StrictMode>,
  );
  const replaced = observer
    .takeRecords()
    .flatMap((change) => [...change.addedNodes, ...change.removedNodes])
    .filter((node): node is Element => node instanceof Element);
  observer.disconnect();
  const textAfter = root.textContent;
  if (textAfter !== textBefore)
    console.error(`Hydration mismatch: the text changed ${firstDifference(textBefore, textAfter)}`);
  else if (replaced.length > 0)
    console.error(
      `Hydration mismatch: ${replaced.length} element(s) replaced, the first <${replaced[0]?.localName}> in <${replaced[0]?.parentElement?.localName ?? 'a removed element'}>`,
    );
}

function firstDifference(before: string | null, after: string | null): string {
  const a = before ?? '';
  const b = after ?? '';
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at "${a.slice(Math.max(0, i - 20), i + 40)}" -> "${b.slice(Math.max(0, i - 20), i + 40)}"`;
}

void start(container);
