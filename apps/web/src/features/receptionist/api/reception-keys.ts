// Query keys of the reception desk.
export const receptionKeys = {
  clinic: ['reception', 'clinic'] as const,
  appointments: ['reception', 'appointments'] as const,
  patients: (phone: string) => ['reception', 'patients', phone] as const,
  slots: (doctorId: string) => ['reception', 'slots', doctorId] as const,
};
