// Query keys of the signed-in patient's appointments.
export const myAppointmentsKey = ['appointments', 'mine'] as const;
export const appointmentKey = (id: string) => ['appointments', 'detail', id] as const;
