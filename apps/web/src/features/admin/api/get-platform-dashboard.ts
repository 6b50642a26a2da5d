// GET /api/v1/admin/dashboard: the platform's figures for each of the last 30 days (IST).
import type { PlatformDay } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export function usePlatformDashboard() {
  return useQuery({
    queryKey: [...adminKey, 'dashboard'],
    queryFn: ({ signal }) => apiClient.get<ApiSuccess<PlatformDay[]>>('/api/v1/admin/dashboard', { signal }),
    staleTime: 60_000,
  });
}
