// GET /api/v1/admin/consult-now: per specialty the instant fee, doctors online, requests waiting, today's
// median wait and refunds of unanswered requests; asked again every 15 s while the page is open.
import type { ConsultAdminRow } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminConsultNowKey } from './admin-keys.ts';

export function useConsultFigures() {
  return useQuery({
    queryKey: adminConsultNowKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<ConsultAdminRow[]>>('/api/v1/admin/consult-now', { signal })).result,
    refetchInterval: 15_000,
  });
}
