// One search for everything: GET /api/v1/search/suggestions (public; docs/product-rules.md#one-search).
import { ok } from '@arogya/contracts/errors';
import { Suggestions, SuggestionsQuery } from '@arogya/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { getSuggestions } from './get-suggestions.ts';
import { createSearchRepository } from './search.repository.ts';

export async function searchRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { search: createSearchRepository(ctx.database.db) };
  app.get(
    '/api/v1/search/suggestions',
    // Public and the same for everyone: the catalogue cache serves repeated prefixes before the database
    // queue (docs/bench.md#search-suggestions).
    {
      schema: {
        summary: 'Grouped, typo-tolerant search suggestions',
        operationId: 'getSearchSuggestions',
        response: { 200: ok(Suggestions) },
        tags: ['search'],
        querystring: SuggestionsQuery,
      },
      config: { sameForEveryone: true },
    },
    async (request) => ({ success: true as const, result: await getSuggestions(deps, request.query.q) }),
  );
}
