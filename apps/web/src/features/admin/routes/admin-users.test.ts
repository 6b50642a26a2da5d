import { describe, expect, it } from 'vitest';
import { contactLine } from './admin-users.tsx';

describe('a user row in the admin console', () => {
  it('writes the mobile number as the rest of the app does', () => {
    expect(contactLine({ email: 'reception@arogya.in', phone: '9823456701' })).toBe(
      'reception@arogya.in · +91 98234 56701',
    );
    // An account made by signing in with a mobile number has no e-mail.
    expect(contactLine({ email: null, phone: '9823456701' })).toBe('+91 98234 56701');
  });
});
