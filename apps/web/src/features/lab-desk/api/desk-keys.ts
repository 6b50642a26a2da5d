// Query keys of the lab desk.
export const labDeskKey = ['lab-desk'] as const;
export const deskBookingKey = (id: string) => ['lab-desk', 'booking', id] as const;
export const labMenuKey = ['lab-desk', 'menu'] as const;
