// POST /api/v1/calls/consent: the patient accepts the teleconsultation consent (once per version).
import { TELECONSULTATION_CONSENT_VERSION, type TeleconsultationConsent } from '@arogya/contracts/calls';
import { apiClient } from '../../../lib/api-client.ts';

export async function giveConsent(): Promise<TeleconsultationConsent> {
  return (
    await apiClient.post<{ result: TeleconsultationConsent }>('/api/v1/calls/consent', {
      accept: true,
      version: TELECONSULTATION_CONSENT_VERSION,
    })
  ).result;
}
