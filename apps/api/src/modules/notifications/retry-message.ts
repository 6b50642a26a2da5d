// An admin sends a dead letter again: due now, with a fresh round of tries. Refuses: no such message (404);
// one that is not dead (409: it is still being tried, or it went out); one that can no longer be written as it
// was (409): a one-time secret it carried (a password reset link, notify.ts secretDataKeys) is withdrawn when it
// fails, so sending it again could only fail again.
import { AppError } from '../../lib/app-error.ts';
import { PermanentSendError } from './channels/channel.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { type RenderSettings, renderMessage } from './templates/render-message.ts';

export async function retryMessage(
  repo: NotificationsRepository,
  render: RenderSettings,
  id: number,
  now: Date,
): Promise<void> {
  const message = await repo.findMessage(id);
  if (!message) throw AppError.notFound('Message not found');
  if (message.status === 'dead') {
    try {
      renderMessage({ id: String(id), ...message }, '', render);
    } catch (err) {
      if (!(err instanceof PermanentSendError)) throw err;
      throw AppError.conflict(
        Object.values(message.data).some((v) => v === null)
          ? 'This message carried a one-time link, withdrawn when it failed: it cannot be sent again. The person can ask for a new one.'
          : `This message can no longer be sent: ${err.message}`,
      );
    }
  }
  if (await repo.retryDead(id, now)) return;
  throw AppError.conflict('Only a message that failed for good can be sent again');
}
