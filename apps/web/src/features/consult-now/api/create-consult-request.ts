// POST /api/v1/consult-now/requests: ask for the first available doctor of the specialty (asked again while
// the person's request is open, the server answers that one).
import type { ConsultRequest, CreateConsultRequest } from '@arogya/contracts/consult-now';
import type { ApiSuccess } from '@arogya/contracts/errors';
import { apiClient } from '../../../lib/api-client.ts';

export async function createConsultRequest(body: CreateConsultRequest): Promise<ConsultRequest> {
  return (await apiClient.post<ApiSuccess<ConsultRequest>>('/api/v1/consult-now/requests', body)).result;
}
