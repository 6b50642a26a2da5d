// What the call operations use, built once in src/compose.ts from the app context.
import type { IceServer } from '@arogya/contracts/calls';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import { createDoctorsRepository, type DoctorsRepository } from '../doctors/doctors.repository.ts';
import type { Notify } from '../notifications/notify.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { CallTokenService } from './call-tokens.ts';
import { type CallsRepository, createCallsRepository } from './calls.repository.ts';
import {
  createEPrescriptionsRepository,
  type EPrescriptionsRepository,
} from './e-prescriptions.repository.ts';
import { iceServersFor } from './ice-servers.ts';
import type { SignallingHub } from './signalling-hub.ts';

export type CallDeps = {
  db: Db;
  calls: CallsRepository;
  ePrescriptions: EPrescriptionsRepository;
  doctors: DoctorsRepository;
  users: UsersRepository;
  audit: AuditLog;
  hub: SignallingHub;
  tokens: CallTokenService;
  /** The ICE servers for one user's side of a call (TURN credentials made for them when TURN_SECRET is set). */
  iceServersFor: (userId: string, now: Date) => IceServer[];
  ringTimeoutMs: number;
  /**
   * Whether this deployment takes online payment: then a call needs a consultation (booked, or instant),
   * paid before the call (docs/product-rules.md#payments).
   */
  online: boolean;
  /** Ring timers of this process, so a call becomes missed on time (the expiry job is the safety net). */
  timers: Set<NodeJS.Timeout>;
  /** Writes notifications in the caller's transaction (modules/notifications/notify.ts). */
  notify: Notify;
  /** A signed-in window's notification socket is alive (its listen, its pings): a doctor's desk is their
   * presence for consult now. Set by src/compose.ts. */
  onSocketAlive?: (user: Actor, now: Date) => Promise<void>;
  /** Calls have ended (their doctors are free again): set by src/compose.ts for consult now's matcher. */
  onCallsEnded?: () => void;
};

export function createCallDeps(ctx: AppContext): CallDeps {
  const db = ctx.database.db;
  return {
    db,
    calls: createCallsRepository(db),
    ePrescriptions: createEPrescriptionsRepository(db),
    doctors: createDoctorsRepository(db),
    users: ctx.users,
    audit: createAuditLog(db),
    hub: ctx.signalling,
    notify: ctx.notifications.notify,
    tokens: ctx.callTokens,
    iceServersFor: (userId, now) =>
      iceServersFor(
        ctx.env.ICE_SERVERS,
        ctx.env.TURN_SECRET
          ? { secret: ctx.env.TURN_SECRET, ttlSeconds: ctx.env.TURN_CREDENTIAL_TTL_SECONDS }
          : undefined,
        userId,
        now,
      ),
    ringTimeoutMs: ctx.env.CALL_RING_TIMEOUT_MS,
    online: onlinePaymentOf(ctx.env) !== null,
    timers: new Set(),
  };
}
