// The browsers a person allowed to show web push: saved (the browser's PushSubscription.toJSON()) and removed.
// Refused while web push is off (no VAPID keys): 422.
import type { PushSubscriptionInput } from '@arogya/contracts/notifications';
import { AppError } from '../../lib/app-error.ts';
import type { PreferencesDeps } from './get-preferences.ts';

export async function savePushSubscription(
  deps: PreferencesDeps,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | null,
  now: Date,
): Promise<void> {
  if (!deps.adapters.push) throw AppError.rule('Browser notifications are not available on this server');
  await deps.repo.savePushSubscription(
    userId,
    {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: userAgent?.slice(0, 300) ?? null,
    },
    now,
  );
}

export async function removePushSubscription(
  deps: PreferencesDeps,
  userId: string,
  endpoint: string,
): Promise<void> {
  await deps.repo.deletePushSubscription(userId, endpoint);
}
