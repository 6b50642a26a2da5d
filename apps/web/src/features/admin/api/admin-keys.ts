// Query keys of the admin console: a role change refreshes the user list and the audit log, a lab desk link the labs.
export const adminKey = ['admin'] as const;
export const adminUsersKey = [...adminKey, 'users'] as const;
export const auditLogKey = [...adminKey, 'audit-log'] as const;
export const adminPaymentsKey = [...adminKey, 'payments'] as const;
export const adminLabsKey = [...adminKey, 'labs'] as const;
