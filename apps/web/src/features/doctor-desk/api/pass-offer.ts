// POST /api/v1/consult-now/offers/:id/pass: the request goes on to the next doctor (never back to this one).
import { apiClient } from '../../../lib/api-client.ts';

export async function passOffer(requestId: string): Promise<void> {
  await apiClient.post(`/api/v1/consult-now/offers/${encodeURIComponent(requestId)}/pass`);
}
