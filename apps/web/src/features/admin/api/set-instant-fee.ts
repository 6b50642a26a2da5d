// PUT /api/v1/admin/consult-now/fees/:specialtyId: a specialty's instant fee in rupees (audited by the server);
// a specialty gets consult now from its first fee.
import type { ConsultAdminRow } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { adminConsultNowKey } from './admin-keys.ts';

export function useSetInstantFee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ specialtyId, feeRupees }: { specialtyId: string; feeRupees: number }) =>
      (
        await apiClient.put<ApiSuccess<ConsultAdminRow>>(
          `/api/v1/admin/consult-now/fees/${encodeURIComponent(specialtyId)}`,
          { feeRupees },
        )
      ).result,
    onSuccess: (row) =>
      client.setQueryData<ConsultAdminRow[]>(adminConsultNowKey, (rows) =>
        rows?.map((r) => (r.specialtyId === row.specialtyId ? row : r)),
      ),
  });
}
