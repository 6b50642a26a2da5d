// GET /api/v1/grievance-officer: the Grievance Officer the policy pages, the contact page and the help center
// name (docs/product-rules.md#the-grievance-officer), fetched by those pages' loaders so the server's HTML
// holds it; the admin console's change refreshes it under the same key.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { GrievanceOfficer } from '@arogya/contracts/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import { queryLoader } from '../route-loader.ts';

export const grievanceOfficerKey = ['grievance-officer'] as const;

export function grievanceOfficerQuery() {
  return queryOptions({
    queryKey: grievanceOfficerKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<GrievanceOfficer>>('/api/v1/grievance-officer', { signal })).result,
    staleTime: 5 * 60_000,
  });
}

export const useGrievanceOfficer = () => useQuery(grievanceOfficerQuery());

/** The loader of a page that names the Grievance Officer. */
export const grievanceOfficerLoader = queryLoader((client) => [
  client.ensureQueryData(grievanceOfficerQuery()),
]);
