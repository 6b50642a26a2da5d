// GET /api/v1/admin/users: users by part of a name, e-mail or mobile number, and role; newest first, by
// cursor ('Load more').
import type { AdminUser, CursorPage } from '@arogya/contracts/admin';
import type { Role } from '@arogya/contracts/roles';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminUsersKey } from './admin-keys.ts';

export type UserFilter = { q: string; role: Role | '' };

export function listUsers(filter: UserFilter, cursor: string | undefined, signal?: AbortSignal) {
  return apiClient.get<CursorPage<AdminUser>>(
    `/api/v1/admin/users${queryString({ q: filter.q || undefined, role: filter.role || undefined, cursor })}`,
    { signal },
  );
}

export function useAdminUsers(filter: UserFilter) {
  return useInfiniteQuery({
    queryKey: [...adminUsersKey, filter],
    queryFn: ({ pageParam, signal }) => listUsers(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
