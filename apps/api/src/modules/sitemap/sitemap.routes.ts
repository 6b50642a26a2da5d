// /sitemap.xml, its pages and /robots.txt (docs/ARCHITECTURE.md#sitemap-and-robots). Public; addresses on
// the public origin (lib/public-origin.ts: PUBLIC_ORIGIN, else the listen address, never the Host header).
import { SitemapDocument, SitemapPageParams, SitemapPageQuery } from '@arogya/contracts/sitemap';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import { buildRobots, buildSitemapIndex, buildSitemapPage, type SitemapDeps } from './build-sitemap.ts';

export async function sitemapRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: SitemapDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['sitemap'];
  const origin = publicOriginOf(ctx.env);
  const xml = 'application/xml; charset=utf-8';

  app.get(
    '/sitemap.xml',
    {
      schema: {
        summary: 'The sitemap index: one page of public addresses per kind and key range',
        operationId: 'getSitemapIndex',
        tags,
        hide: true, // for crawlers, not API clients: not in the OpenAPI document
        response: { 200: SitemapDocument },
      },
      config: { database: true }, // waits its turn for the database like the API (lib/load-shedding.ts)
    },
    async (request, reply) => reply.type(xml).send(await buildSitemapIndex(deps, origin(request))),
  );

  app.get(
    '/sitemaps/:kind.xml',
    {
      schema: {
        summary: 'One sitemap page: the public addresses of a kind after a key',
        operationId: 'getSitemapPage',
        tags,
        hide: true,
        params: SitemapPageParams,
        querystring: SitemapPageQuery,
        response: { 200: SitemapDocument },
      },
      config: { database: true }, // waits its turn for the database like the API (lib/load-shedding.ts)
    },
    async (request, reply) =>
      reply
        .type(xml)
        .send(await buildSitemapPage(deps, request.params.kind, request.query.after, origin(request))),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        summary: 'Crawling rules: signed-in and staff areas and the API excluded; names the sitemap',
        operationId: 'getRobots',
        tags,
        hide: true, // for crawlers, not API clients: not in the OpenAPI document
        response: { 200: SitemapDocument },
      },
      config: { database: false },
    },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(buildRobots(origin(request))),
  );
}
