// Message catalogs (lingui.config.ts): English is the source language, compiled into the code itself
// (vite-plugins/compile-source-messages.ts), so an English page loads no catalog, nor the code that loads
// them. A Hindi page loads the catalogs of what it shows, each with the route that needs it: 'app' at start
// (layouts, header, error pages), then each page's own (app/router.tsx, care-pages.ts, pharmacy-pages.ts).
import { i18n } from '@lingui/core';

export type { CatalogName, MessageLocale } from './catalog-names.ts';

import type { CatalogName } from './catalog-names.ts';

/**
 * Loads catalogs into the browser's i18n instance for its active language and resolves once they are in;
 * nothing for English, and nothing on the server, which holds every catalog (catalog-loaders.ts).
 */
export async function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  if (typeof window === 'undefined' || i18n.locale === 'en' || names.length === 0) return;
  const { loadInto } = await import('./catalog-loaders.ts');
  await loadInto(i18n, names);
}

/** A page's module, loaded beside its catalogs, so a Hindi page renders in Hindi from its first frame. */
export async function withCatalogs<T>(load: () => Promise<T>, ...names: CatalogName[]): Promise<T> {
  const [module] = await Promise.all([load(), loadCatalogs(names)]);
  return module;
}
