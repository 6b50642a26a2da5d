// Query keys of the admin console: a role change refreshes the user list and the audit log, a lab desk link the
// labs; the message log has its own.
export const adminKey = ['admin'] as const;
export const adminUsersKey = [...adminKey, 'users'] as const;
export const auditLogKey = [...adminKey, 'audit-log'] as const;
export const adminPaymentsKey = [...adminKey, 'payments'] as const;
export const adminLabsKey = [...adminKey, 'labs'] as const;
export const adminMessagesKey = [...adminKey, 'messages'] as const;
export const adminConsultNowKey = [...adminKey, 'consult-now'] as const;
