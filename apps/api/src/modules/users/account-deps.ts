// What the users module's code and contact operations work with (one-time codes, verified contacts,
// recovery), built once in src/compose.ts.
import type { CodeChannel } from '@arogya/contracts/one-time-codes';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Notify } from '../notifications/notify.ts';
import type { SendNow } from '../notifications/send-now.ts';
import { createOneTimeCodesRepository, type OneTimeCodesRepository } from './one-time-codes.repository.ts';

/** How long codes and e-mail links are kept after they expire (the data export lists them meanwhile). */
export const CODE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export type AccountDeps = {
  codes: OneTimeCodesRepository;
  /** Sends a code at once (modules/notifications/send-now.ts). */
  sendNow: SendNow;
  /** The channels a code can go by on this server; none: no sign-in by code, staff sign in by password. */
  codeChannels: readonly CodeChannel[];
  notify: Notify;
  audit: AuditLog;
};

export function createAccountDeps(
  ctx: AppContext,
  sendNow: SendNow,
  codeChannels: readonly CodeChannel[],
): AccountDeps {
  return {
    codes: createOneTimeCodesRepository(ctx.database.db),
    sendNow,
    codeChannels,
    notify: ctx.notifications.notify,
    audit: createAuditLog(ctx.database.db),
  };
}
