// An appointment's title and its doctor's specialty in the page's language. The API writes the title in
// English from the consultation's type and the doctor ('Clinic visit with Dr. Arjun Mehta',
// apps/api/src/modules/appointments/appointment-mapper.ts); the same words are written here as messages, so an
// English page reads exactly what the API sent and a Hindi page reads it in Hindi.
import type { Appointment } from '@arogya/contracts/appointments';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localName } from './i18n/local-name.ts';
import { localized } from './i18n/localized-labels.ts';

const TITLES: Record<Appointment['consultationType'], (doctor: string) => MessageDescriptor> = {
  'in-person': (doctor) => msg`Clinic visit with Dr. ${doctor}`,
  video: (doctor) => msg`Video consultation with Dr. ${doctor}`,
  audio: (doctor) => msg`Audio consultation with Dr. ${doctor}`,
};

export function appointmentTitle(a: Pick<Appointment, 'consultationType' | 'doctor' | 'title'>): string {
  const title = TITLES[a.consultationType];
  return title ? localized(title(a.doctor.name)) : a.title;
}

export function doctorSpecialty(a: Pick<Appointment, 'doctor'>): string {
  return localName({ name: a.doctor.specialty, nameHi: a.doctor.specialtyHi });
}
