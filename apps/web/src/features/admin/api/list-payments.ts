// GET /api/v1/admin/payments (a page at a time, by status, kind and reference) and POST
// /api/v1/admin/payments/:id/refund (full or partial, once per payment; the server audits it).
import type { ApiSuccess } from '@arogya/contracts/errors';
import type {
  AdminPayment,
  PayableKind,
  PaymentStatus,
  StaffRefundRequest,
} from '@arogya/contracts/payments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { adminPaymentsKey } from './admin-keys.ts';

export type PaymentFilter = { q: string; status: PaymentStatus | ''; kind: PayableKind | ''; page: number };

type PaymentPage = {
  success: true;
  result: AdminPayment[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsEstimate: boolean };
};

export function useAdminPayments(filter: PaymentFilter) {
  return useQuery({
    queryKey: [...adminPaymentsKey, filter],
    queryFn: ({ signal }) =>
      apiClient.get<PaymentPage>(
        `/api/v1/admin/payments${queryString({
          q: filter.q || undefined,
          status: filter.status || undefined,
          kind: filter.kind || undefined,
          page: filter.page > 1 ? String(filter.page) : undefined,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useStaffRefund(paymentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StaffRefundRequest) =>
      (
        await apiClient.post<ApiSuccess<AdminPayment>>(
          `/api/v1/admin/payments/${encodeURIComponent(paymentId)}/refund`,
          body,
        )
      ).result,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminPaymentsKey }),
  });
}
