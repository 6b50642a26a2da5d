// Query keys of the doctor's desk.
export const deskKeys = {
  profile: ['doctor-desk', 'profile'] as const,
  appointments: ['doctor-desk', 'appointments'] as const,
  leaves: ['doctor-desk', 'leaves'] as const,
  presence: ['doctor-desk', 'presence'] as const,
  vitals: (patientId: string, appointmentId: string) =>
    ['doctor-desk', 'vitals', patientId, appointmentId] as const,
};
