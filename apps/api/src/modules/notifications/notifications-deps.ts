// What the notifications module's routes and its runner work with, built once in src/compose.ts.
import type { AppContext } from '../../lib/context.ts';
import type { DeliveryReport } from './channels/channel.ts';
import type { DispatchDeps, SubjectCheck } from './dispatch-notifications.ts';
import type { PreferencesDeps } from './get-preferences.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import type { RenderSettings } from './templates/render-message.ts';

export type NotificationsDeps = PreferencesDeps & {
  /** The VAPID public key browsers subscribe with; null while web push is off. */
  pushPublicKey: string | null;
  dispatch: DispatchDeps;
  /** A provider's delivery report (delivery-webhooks.routes.ts) recorded on its message. */
  onReport(report: DeliveryReport): Promise<void>;
};

export function createNotificationsDeps(
  ctx: AppContext,
  options: {
    render: RenderSettings;
    subjects: Readonly<Record<string, SubjectCheck>>;
    publishInbox: DispatchDeps['publishInbox'];
    pushPublicKey: string | null;
  },
): NotificationsDeps {
  const db = ctx.database.db;
  const adapters = ctx.notifications.channelAdapters;
  const outbox = createOutboxRepository(db);
  return {
    onReport: (report) => outbox.recordReport(report),
    repo: createNotificationsRepository(db),
    adapters,
    pushPublicKey: adapters.push ? options.pushPublicKey : null,
    dispatch: {
      outbox,
      adapters,
      render: options.render,
      subjects: options.subjects,
      publishInbox: options.publishInbox,
      quietHours: ctx.env.NOTIFICATIONS_QUIET_HOURS === 'on',
      log: (message) => console.warn(`[arogya] ${message}`),
    },
  };
}
