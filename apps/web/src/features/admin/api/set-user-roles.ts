// PUT /api/v1/admin/users/:id/roles: the user's new roles (the first is the primary one).

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Role } from '@arogya/contracts/roles';
import type { PublicUser } from '@arogya/contracts/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey } from './admin-keys.ts';

export function setUserRoles({ userId, roles }: { userId: string; roles: Role[] }) {
  return apiClient.put<ApiSuccess<PublicUser>>(`/api/v1/admin/users/${encodeURIComponent(userId)}/roles`, {
    roles,
  });
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
