// A person's channels per category (docs/product-rules.md#notifications): their choice where they made one,
// else the default (transactional categories: every channel; offers and health tips: none until they opt in).
import {
  CATEGORY_LABELS,
  CHANNELS,
  NOTIFICATION_CATEGORIES,
  type NotificationChannel,
  type NotificationPreferences,
} from '@arogya/contracts/notifications';
import type { ChannelAdapters } from './channels/create-channel-adapters.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { isTransactional } from './notify.ts';

export type PreferencesDeps = { repo: NotificationsRepository; adapters: ChannelAdapters };

/** The channels that can reach this person now: a provider's keys set and, for web push, a browser allowed. */
export async function availableChannels(
  deps: PreferencesDeps,
  userId: string,
): Promise<NotificationChannel[]> {
  const push = deps.adapters.push ? await deps.repo.hasPushSubscription(userId) : false;
  return CHANNELS.filter((channel) => {
    if (channel === 'in_app') return true;
    if (channel === 'push') return push;
    return Boolean(deps.adapters[channel]);
  });
}

export async function getPreferences(
  deps: PreferencesDeps,
  userId: string,
): Promise<NotificationPreferences> {
  const [rows, available] = await Promise.all([
    deps.repo.preferences(userId),
    availableChannels(deps, userId),
  ]);
  const chosen = new Map(rows.map((row) => [row.category, row]));
  const promotions = chosen.get('promotions');
  return {
    categories: NOTIFICATION_CATEGORIES.map((category) => {
      const transactional = isTransactional(category);
      const row = chosen.get(category);
      return {
        category,
        label: CATEGORY_LABELS[category],
        transactional,
        channels: row ? CHANNELS.filter((c) => row.channels.includes(c)) : transactional ? [...CHANNELS] : [],
      };
    }),
    availableChannels: available,
    promotionsConsent:
      promotions?.consentGivenAt && promotions.consentText
        ? {
            givenAt: new Date(promotions.consentGivenAt as unknown as string).toISOString(),
            text: promotions.consentText,
          }
        : null,
    quietHours: { start: '21:00', end: '08:00', timeZone: 'Asia/Kolkata' },
  };
}
