export const addressesKey = ['addresses'] as const;
