// Query keys of the lab-test pages, the lab checkout, My Orders' lab bookings and the report page.
export const labsKey = ['labs'] as const;
export const labBookingsKey = ['labs', 'bookings'] as const;
export const labBookingKey = (id: string) => ['labs', 'bookings', 'detail', id] as const;
export const labReportKey = (id: string) => ['labs', 'bookings', 'report', id] as const;
