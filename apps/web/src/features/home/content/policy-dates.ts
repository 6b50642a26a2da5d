// When each legal page last changed in substance. Update the date with the text.
// The privacy policy date follows PRIVACY_NOTICE_VERSION in @arogya/contracts/auth (checked by a test;
// not imported, to keep zod out of this page's bundle).
export const POLICY_LAST_UPDATED = {
  privacy: '2026-11-01',
  terms: '2026-11-21',
  paymentShipping: '2026-11-21',
  refundReplacement: '2026-11-21',
} as const;
