// One search for everything: GET /api/v1/search/suggestions (public; docs/product-rules.md#one-search).
import { ok } from '@arogya/contracts/errors';
import { Suggestions, SuggestionsQuery } from '@arogya/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchSynonyms } from '../../lib/search-synonyms.ts';
import { getSuggestions } from './get-suggestions.ts';
import type { SearchRepository } from './search.repository.ts';

export async function searchRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: { search: SearchRepository; synonyms: SearchSynonyms } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
      config: { catalogueCache: true, sameForEveryone: true },
    },
    async (request) => ({ success: true as const, result: await getSuggestions(deps, request.query.q) }),
  );
}
