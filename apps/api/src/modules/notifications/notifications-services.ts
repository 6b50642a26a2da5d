// The notifications module's share of the app context (lib/context.ts `AppServices`): `notify`, which every
// module calls inside its own transactions, and the channel adapters the server has (a provider's keys set).
import type { NotificationChannel } from '@arogya/contracts/notifications';
import type { ChannelAdapters } from './channels/create-channel-adapters.ts';
import { createNotifier, type Notify } from './notify.ts';
import { createOutboxWake, type OutboxWake } from './outbox-runner.ts';

export type NotificationServices = {
  notify: Notify;
  channelAdapters: ChannelAdapters;
  /** Said by `notify` when it writes a message due now: this process's outbox runner polls within its gathering wait (outbox-runner.ts). */
  wake: OutboxWake;
};

declare module '../../lib/context.ts' {
  interface AppServices {
    notifications: NotificationServices;
  }
}

/** `outbox` false (NOTIFICATIONS_OUTBOX=off, for measurements only): no channel, so nothing is written. */
export function createNotificationServices(
  channelAdapters: ChannelAdapters,
  outbox = true,
): NotificationServices {
  const available = new Set<NotificationChannel>(
    outbox ? ['in_app', ...(Object.keys(channelAdapters) as NotificationChannel[])] : [],
  );
  const wake = createOutboxWake();
  return { notify: createNotifier(available, wake), channelAdapters, wake };
}
