// How each consultation type is named on screen.
import type { ConsultationType } from '@arogya/contracts/doctors';

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  'in-person': 'In-clinic visit',
  video: 'Video consultation',
  audio: 'Audio consultation',
};

export const CONSULTATION_TYPE_SHORT: Record<ConsultationType, string> = {
  'in-person': 'Clinic',
  video: 'Video',
  audio: 'Audio',
};

export function isConsultationType(value: unknown): value is ConsultationType {
  return value === 'in-person' || value === 'video' || value === 'audio';
}
