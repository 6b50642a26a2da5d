// GET /api/v1/users/sign-in-methods: whether this server signs in by a code to a mobile number (an SMS or
// WhatsApp provider's keys set), and by which channels; the sign-in page offers the number first when so.
import type { SignInMethods } from '@arogya/contracts/one-time-codes';
import type { AccountDeps } from './account-deps.ts';

export function getSignInMethods(deps: Pick<AccountDeps, 'codeChannels'>): SignInMethods {
  return { phoneCodes: deps.codeChannels.length > 0, channels: [...deps.codeChannels] };
}
