// GET /api/v1/admin/labs: the partner labs and the account linked to each desk; PUT /api/v1/admin/labs/:id/staff:
// link a lab account (its e-mail or id) to a lab's desk, or unlink it (null).
import type { AdminLab, AdminLabStaffRequest } from '@arogya/contracts/admin-lab-staff';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminKey, adminLabsKey } from './admin-keys.ts';

export function useAdminLabs() {
  return useQuery({
    queryKey: adminLabsKey,
    queryFn: async ({ signal }) =>
      (await apiClient.get<ApiSuccess<AdminLab[]>>('/api/v1/admin/labs', { signal })).result,
  });
}

export function linkLabStaff({ labId, staff }: { labId: string } & AdminLabStaffRequest) {
  return apiClient.put<ApiSuccess<AdminLab>>(`/api/v1/admin/labs/${encodeURIComponent(labId)}/staff`, {
    staff,
  } satisfies AdminLabStaffRequest);
}

/** Refreshes the labs and the audit log (each link change is written there). */
export function useLinkLabStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkLabStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
