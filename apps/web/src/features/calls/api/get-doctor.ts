// The doctor named on the call screen (name, specialty, registration) and their fee, for "consult now".
import { apiClient } from '../../../lib/api-client.ts';
import type { VideoCallDoctor } from '../../../lib/video-call-link.ts';

type DoctorAnswer = {
  result: {
    id: string;
    name: string;
    registrationNumber: string;
    registrationCouncil: string;
    consultationTypes: string[];
    feePaise: number;
    doctorId: { specialization: { name: string; nameHi: string | null } };
  };
};

export type CallDoctorProfile = VideoCallDoctor & { consultationTypes: string[]; feePaise: number };

export async function getCallDoctor(id: string, signal?: AbortSignal): Promise<CallDoctorProfile> {
  const { result } = await apiClient.get<DoctorAnswer>(`/api/v1/doctors/${encodeURIComponent(id)}`, {
    signal,
  });
  return {
    id: result.id,
    name: result.name,
    registrationNumber: result.registrationNumber,
    registrationCouncil: result.registrationCouncil,
    specialization: {
      name: result.doctorId.specialization.name,
      nameHi: result.doctorId.specialization.nameHi,
    },
    consultationTypes: result.consultationTypes,
    feePaise: result.feePaise,
  };
}
