// /sitemap.xml (an index) and its pages, /sitemaps/{kind}.xml?after={key} (docs/ARCHITECTURE.md#sitemap-and-robots).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

export const SitemapKind = z.enum(['pages', 'doctors', 'medicines', 'tests', 'articles']);
export type SitemapKind = z.infer<typeof SitemapKind>;

export const SitemapPageParams = z.object({ kind: SitemapKind });
/** A page lists the keys after `after` (keyset paging; the index names each page's `after`). */
export const SitemapPageQuery = z.object({ after: z.string().max(200).optional() });

/** The XML or text these routes answer (described for the API docs; sent as is). */
export const SitemapDocument = z.string();
