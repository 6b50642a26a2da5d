// PUT /api/v1/admin/grievance-officer: the admin names the Grievance Officer; the public pages' copy
// (lib/api/get-grievance-officer.ts) takes the answer at once, and the audit log shows the change.
import type { GrievanceOfficerInput } from '@arogya/contracts/admin';
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { GrievanceOfficer } from '@arogya/contracts/home';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grievanceOfficerKey } from '../../../lib/api/get-grievance-officer.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { auditLogKey } from './admin-keys.ts';

export function useSetGrievanceOfficer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GrievanceOfficerInput) =>
      (await apiClient.put<ApiSuccess<GrievanceOfficer>>('/api/v1/admin/grievance-officer', body)).result,
    onSuccess: (officer) => {
      queryClient.setQueryData(grievanceOfficerKey, officer);
      void queryClient.invalidateQueries({ queryKey: auditLogKey });
    },
  });
}
