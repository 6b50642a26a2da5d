// POST /api/v1/labs/bookings with an Idempotency-Key per attempt (lib/idempotency-key.ts): a retried or
// double-clicked confirmation books once.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { CreateLabBookingRequest, LabBooking } from '@arogya/contracts/labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { createIdempotencyKeeper } from '../../../lib/idempotency-key.ts';
import { labBookingsKey } from './lab-keys.ts';

export function useCreateLabBooking() {
  const client = useQueryClient();
  const keeper = useRef(createIdempotencyKeeper()).current;
  return useMutation({
    mutationFn: async (body: CreateLabBookingRequest) =>
      (
        await apiClient.post<ApiSuccess<LabBooking>>('/api/v1/labs/bookings', body, {
          headers: { 'Idempotency-Key': keeper.keyFor(body) },
        })
      ).result,
    onSuccess: () => {
      keeper.reset();
      void client.invalidateQueries({ queryKey: labBookingsKey });
    },
  });
}
