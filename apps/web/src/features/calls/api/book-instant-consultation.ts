// "Consult now" where consultations are paid online (docs/product-rules.md#payments): POST
// /api/v1/bookings/instant books a video or audio consultation from this minute with a doctor available now;
// the call screen pays it (lib/pay-online.ts) and then rings with it. Asked again while it is open, the
// server answers the same consultation, so a reload or a retry never books twice.
import type { AppointmentDetail, InstantConsultationRequest } from '@arogya/contracts/appointments';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { apiClient } from '../../../lib/api-client.ts';

export async function bookInstantConsultation(body: InstantConsultationRequest): Promise<AppointmentDetail> {
  return (await apiClient.post<ApiSuccess<AppointmentDetail>>('/api/v1/bookings/instant', body)).result;
}
