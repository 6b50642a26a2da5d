// The schema drizzle-kit reads; one file per domain.

export * from './schema/articles.ts';
export * from './schema/calls.ts';
export * from './schema/consult-now.ts';
export * from './schema/doctors.ts';
export * from './schema/files.ts';
export * from './schema/health-card.ts';
export * from './schema/labs.ts';
export * from './schema/notifications.ts';
export * from './schema/otp-codes.ts';
export * from './schema/password-resets.ts';
export * from './schema/payments.ts';
export * from './schema/pharmacy.ts';
export * from './schema/pharmacy-orders.ts';
export * from './schema/search.ts';
export * from './schema/system.ts';
export * from './schema/users.ts';
