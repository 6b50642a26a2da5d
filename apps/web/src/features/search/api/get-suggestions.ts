// GET /api/v1/search/suggestions (docs/product-rules.md#one-search). A plain fetch, not a query hook: the
// search box lives in the header, outside the query provider, and each keystroke cancels the last request.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Suggestions } from '@arogya/contracts/search';
import { apiClient } from '../../../lib/api-client.ts';

export async function getSuggestions(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const path = `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`;
  return (await apiClient.get<ApiSuccess<Suggestions>>(path, { signal })).result;
}
