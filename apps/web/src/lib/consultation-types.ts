// How each consultation type is named on screen.

import type { ConsultationType } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CONSULTATION_TYPE_LABELS: Record<ConsultationType, string> = {
  'in-person': 'In-clinic visit',
  video: 'Video consultation',
  audio: 'Audio consultation',
};

/** The same names as messages, for the pages that are translated (the desks read the English ones above). */
export const CONSULTATION_TYPE_MESSAGES: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`In-clinic visit`,
  video: msg`Video consultation`,
  audio: msg`Audio consultation`,
};

export const CONSULTATION_TYPE_SHORT_MESSAGES: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`Clinic`,
  video: msg`Video`,
  audio: msg`Audio`,
};

export const CONSULTATION_TYPE_SHORT: Record<ConsultationType, string> = {
  'in-person': 'Clinic',
  video: 'Video',
  audio: 'Audio',
};

export function isConsultationType(value: unknown): value is ConsultationType {
  return value === 'in-person' || value === 'video' || value === 'audio';
}
