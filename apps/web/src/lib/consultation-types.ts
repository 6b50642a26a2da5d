// How each consultation type is named on screen, in the page's language.

import type { ConsultationType } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from './i18n/localized-labels.ts';

export const CONSULTATION_TYPE_MESSAGES: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`In-clinic visit`,
  video: msg`Video consultation`,
  audio: msg`Audio consultation`,
};

/** The same names as strings, read in the page's language wherever they are used. */
export const CONSULTATION_TYPE_LABELS = localizedLabels(CONSULTATION_TYPE_MESSAGES);

export const CONSULTATION_TYPE_SHORT_MESSAGES: Record<ConsultationType, MessageDescriptor> = {
  'in-person': msg`Clinic`,
  video: msg`Video`,
  audio: msg`Audio`,
};

export function isConsultationType(value: unknown): value is ConsultationType {
  return value === 'in-person' || value === 'video' || value === 'audio';
}
