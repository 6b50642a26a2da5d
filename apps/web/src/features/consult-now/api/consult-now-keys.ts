// The query keys of consult now's patient pages.
export const consultRequestKey = (id: string) => ['consult-now', 'request', id] as const;
export const consultSpecialtiesKey = (from: { specialty?: string; symptom?: string }) =>
  ['consult-now', 'specialties', from.specialty ?? '', from.symptom ?? ''] as const;
