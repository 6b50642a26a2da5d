// What a server-rendered page hands to the browser (docs/ARCHITECTURE.md#server-rendered-pages): the query
// cache the server filled and the router's state, in a JSON block (<script type="application/json">, which
// the Content-Security-Policy does not treat as script), and, on the server, the query client of the page
// being rendered.
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

export type ServerRenderState = {
  queries: DehydratedState;
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: null };
  /** The ids of the routes the server matched, outermost first: paths of indexes in the route table
   * ('0-1-4'), as react-router numbers routes without an id. */
  routeIds?: string[];
};

/** The per-request query client while the server renders; null in the browser (the shared one is used). */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);

let parsed: ServerRenderState | null | undefined;

/** The state the server rendered this page with, or null for a page the browser renders itself. */
export function serverRenderState(): ServerRenderState | null {
  if (parsed !== undefined) return parsed;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  try {
    parsed = text ? (JSON.parse(text) as ServerRenderState) : null;
  } catch {
    parsed = null;
  }
  return parsed;
}

/** JSON safe inside an HTML <script> block: no '<' (so no '</script>' or '<!--'), and no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
