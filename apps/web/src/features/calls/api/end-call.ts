// The call screen's other requests: ending a call when the socket is gone, renewing a call token, and the
// teleconsultation consent. Through the shared API client (its 401 rule applies).
import type { Call, CallSession, TeleconsultationConsent } from '@arogya/contracts/calls';
import { TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import { apiClient } from '../../../lib/api-client.ts';

export async function endCallRequest(callId: string, failed = false): Promise<Call> {
  const res = await apiClient.post<{ result: Call }>(`/api/v1/calls/${encodeURIComponent(callId)}/end`, {
    failed,
  });
  return res.result;
}

export function renewCallToken(callId: string): Promise<CallSession> {
  return apiClient.post<CallSession>(`/api/v1/calls/${encodeURIComponent(callId)}/token`);
}

export async function getConsent(): Promise<TeleconsultationConsent> {
  return (await apiClient.get<{ result: TeleconsultationConsent }>('/api/v1/calls/consent')).result;
}

export async function giveConsent(): Promise<TeleconsultationConsent> {
  const res = await apiClient.post<{ result: TeleconsultationConsent }>('/api/v1/calls/consent', {
    accept: true,
    version: TELECONSULTATION_CONSENT_VERSION,
  });
  return res.result;
}
