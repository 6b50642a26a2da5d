// The outbox's runner (docs/ARCHITECTURE.md#notifications): claims what is due, then for each message
// decides and records one outcome.
// - Quiet hours (21:00-08:00 IST) hold a message that is not urgent until 08:00; the in-app inbox, which
//   makes no sound, is never held.
// - A message whose subject (a booking) is no longer what it said, cancelled or moved, is dropped, never
//   sent late; so is one for a channel that has since been turned off or a person with no verified address
//   there (a number or e-mail never proven is no address: docs/product-rules.md#verified-contacts).
// - Otherwise its channel's adapter sends it: sent; a failure is tried again later, with a growing delay,
//   until the last try (dead); a failure no retry can fix (PermanentSendError) is dead at once. The in-app
//   channel's delivery is the row becoming visible in the inbox, with a live push over the notification
//   socket.
// Each message is written in its recipient's language (users.language, read with the recipient's addresses).
// Delivery is at least once: a runner that stops between a provider's answer and recording it leaves the row
// claimed; once its lease has passed another runner sends it again, with the same message id (the outbox
// row's id), which providers that take a reference see as the same message.
import type { Language } from '@arogya/contracts/languages';
import {
  type InboxSocketEvent,
  type NotificationChannel,
  type OutboxChannel,
  SCHEDULED_CHANNEL,
} from '@arogya/contracts/notifications';
import { type ChannelAdapter, type OutgoingMessage, PermanentSendError } from './channels/channel.ts';
import { isSubscriptionGone } from './channels/web-push.ts';
import type {
  ClaimedMessage,
  OutboxRepository,
  Outcome,
  PushTarget,
  Recipient,
  SubjectMessage,
} from './outbox.repository.ts';
import { quietUntil } from './quiet-hours.ts';
import { type RenderSettings, renderInApp, renderMessage } from './templates/render-message.ts';

/**
 * Says which of these messages, all about subjects of one type, are still true now (a reminder of an
 * appointment still booked at the time it names). Built by the module that owns the subject (compose.ts).
 */
export type SubjectCheck = (messages: SubjectMessage[]) => Promise<Set<string>>;

export type DispatchDeps = {
  outbox: OutboxRepository;
  adapters: Partial<Record<Exclude<NotificationChannel, 'in_app'>, ChannelAdapter>>;
  render: RenderSettings;
  subjects: Readonly<Record<string, SubjectCheck>>;
  /** The live push to a person's open windows (the notification socket). */
  publishInbox(userId: string, event: InboxSocketEvent): Promise<void>;
  retry?: RetryPolicy;
  /** False sends what is not urgent at night too (NOTIFICATIONS_QUIET_HOURS=off, for the messaging bench). */
  quietHours?: boolean;
  log?(message: string): void;
};

export type RetryPolicy = { maxAttempts: number; firstDelayMs: number; maxDelayMs: number };
export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
/** A claim older than this is taken to be from a runner that stopped. */
export const CLAIM_LEASE_MS = 120_000;

export type DispatchCounts = Record<Outcome['status'], number>;

/** Messages claimed at once by a runner's pass. */
export const DISPATCH_BATCH = 100;

/** The messages a pass worked, whatever their outcome. */
export const messagesWorked = (counts: DispatchCounts): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** The delay before try `attempts + 1`: the first delay, doubled each time, capped. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

const NO_LONGER_TRUE: Outcome = { status: 'dropped', reason: 'no longer true (cancelled or moved)' };

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

type Addressed = { to: string; push?: PushTarget[] } | { dropped: string };

function addressOf(message: ClaimedMessage, person: Recipient | undefined, push: PushTarget[]): Addressed {
  // A message for one address (a code to the number being verified, a notice to a contact just left).
  if (message.fixedTo && message.channel !== 'push' && message.channel !== 'in_app') {
    return { to: message.channel === 'email' ? message.fixedTo : `+91${message.fixedTo}` };
  }
  if (!person) return { dropped: 'the recipient no longer exists' };
  switch (message.channel) {
    case 'sms':
    case 'whatsapp':
      return person.phone ? { to: `+91${person.phone}` } : { dropped: 'the phone number is not verified' };
    case 'email':
      return person.email ? { to: person.email } : { dropped: 'no verified e-mail address' };
    case 'push':
      return push.length > 0 ? { to: '', push } : { dropped: 'no browser allowed notifications' };
    case 'in_app':
      return { to: '' };
  }
}

/** The ids of the claimed messages whose subject is still what they say (SubjectCheck), or that have none. */
async function stillTrue(deps: DispatchDeps, batch: ClaimedMessage<OutboxChannel>[]): Promise<Set<string>> {
  const current = new Set<string>();
  const bySubject = new Map<string, ClaimedMessage<OutboxChannel>[]>();
  for (const message of batch) {
    if (message.subjectType && deps.subjects[message.subjectType]) {
      bySubject.set(message.subjectType, [...(bySubject.get(message.subjectType) ?? []), message]);
    } else current.add(message.id);
  }
  for (const [type, messages] of bySubject) {
    for (const id of await (deps.subjects[type] as SubjectCheck)(messages)) current.add(id);
  }
  return current;
}

const isScheduledRow = (
  message: ClaimedMessage<OutboxChannel>,
): message is ClaimedMessage<typeof SCHEDULED_CHANNEL> => message.channel === SCHEDULED_CHANNEL;

/** Works one claimed batch; returns each message's outcome. */
async function work(deps: DispatchDeps, batch: ClaimedMessage[], current: Set<string>, now: Date) {
  const quiet = deps.quietHours === false ? null : quietUntil(now);
  const userIds = [...new Set(batch.flatMap((m) => (m.recipientUserId === null ? [] : [m.recipientUserId])))];
  const [people, pushTargets] = await Promise.all([
    deps.outbox.recipients(userIds),
    batch.some((m) => m.channel === 'push')
      ? deps.outbox.pushTargets(userIds)
      : new Map<string, PushTarget[]>(),
  ]);
  const policy = deps.retry ?? DEFAULT_RETRY;
  const languageOf = (message: ClaimedMessage) =>
    (message.recipientUserId !== null && people.get(message.recipientUserId)?.language) || 'en';

  const decide = async (message: ClaimedMessage): Promise<Outcome> => {
    if (!current.has(message.id)) return NO_LONGER_TRUE;
    // The account was deleted while this message was being written (users.repository.ts `delete`): nothing
    // of it is kept.
    if (message.recipientUserId !== null && !people.has(message.recipientUserId))
      return { status: 'forgotten' };
    if (quiet && !message.urgent && message.channel !== 'in_app') return { status: 'held', until: quiet };
    if (message.channel === 'in_app') return { status: 'sent', providerRef: null, to: null };
    const adapter = deps.adapters[message.channel];
    if (!adapter) return { status: 'dropped', reason: `the ${message.channel} channel is off` };
    const address = addressOf(
      message,
      message.recipientUserId === null ? undefined : people.get(message.recipientUserId),
      (message.recipientUserId && pushTargets.get(message.recipientUserId)) || [],
    );
    if ('dropped' in address) return { status: 'dropped', reason: address.dropped };
    try {
      if (address.push)
        return await sendPush(deps, adapter, { ...message, language: languageOf(message) }, address.push);
      const outgoing = renderMessage({ ...message, language: languageOf(message) }, address.to, deps.render);
      const { providerRef } = await adapter.send(outgoing);
      return { status: 'sent', providerRef, to: address.to };
    } catch (err) {
      const to = address.push ? null : address.to;
      if (err instanceof PermanentSendError) return { status: 'dead', error: errorText(err), to };
      if (message.attempts >= policy.maxAttempts) return { status: 'dead', error: errorText(err), to };
      return {
        status: 'failed',
        error: errorText(err),
        to,
        retryAt: new Date(now.getTime() + retryDelayMs(message.attempts, policy)),
      };
    }
  };
  const outcomes = await Promise.all(
    batch.map(async (message) => ({ message, outcome: await decide(message) })),
  );
  return { outcomes, languageOf };
}

/** Web push goes to every browser the person allowed; sent when one took it. A browser whose subscription the
 * push service no longer knows is forgotten. */
async function sendPush(
  deps: DispatchDeps,
  adapter: ChannelAdapter,
  message: ClaimedMessage & { language: Language },
  targets: PushTarget[],
): Promise<Outcome> {
  const refs: string[] = [];
  let lastError: unknown;
  for (const target of targets) {
    const to = JSON.stringify({
      endpoint: target.endpoint,
      keys: { p256dh: target.p256dh, auth: target.auth },
    });
    try {
      const outgoing: OutgoingMessage = renderMessage(message, to, deps.render);
      refs.push((await adapter.send(outgoing)).providerRef);
    } catch (err) {
      lastError = err;
      if (isSubscriptionGone(err)) {
        await deps.outbox.removePushTarget(target.id);
      }
    }
  }
  if (refs.length > 0)
    return { status: 'sent', providerRef: refs.join(' '), to: `${refs.length} browser(s)` };
  throw lastError ?? new PermanentSendError('no browser took the notification');
}

/** In-app messages just delivered, pushed live with each person's unread count. */
async function publishInApp(
  deps: DispatchDeps,
  delivered: ClaimedMessage[],
  languageOf: (message: ClaimedMessage) => Language,
  now: Date,
) {
  const inbox = delivered.flatMap((m) =>
    m.recipientUserId === null ? [] : [{ ...m, to: m.recipientUserId }],
  );
  if (inbox.length === 0) return;
  const counts = await deps.outbox.unreadCounts([...new Set(inbox.map((m) => m.to))]);
  await Promise.all(
    inbox.map((message) => {
      const { title, body } = renderInApp({ ...message, language: languageOf(message) });
      return deps
        .publishInbox(message.to, {
          type: 'inbox',
          item: {
            id: message.id,
            kind: message.kind,
            title,
            body,
            link: message.link,
            createdAt: now.toISOString(),
            readAt: null,
          },
          unreadCount: counts.get(message.to) ?? 0,
        })
        .catch((err: unknown) => deps.log?.(`inbox push failed: ${errorText(err)}`));
    }),
  );
}

/**
 * Delivers what is due by the clock, batch after batch, until nothing is due or `budgetMs` has passed. Safe to
 * run in any number of runners at once: each batch is claimed with FOR UPDATE SKIP LOCKED.
 */
export async function dispatchNotifications(
  deps: DispatchDeps,
  clock: () => Date = () => new Date(),
  { batchSize = DISPATCH_BATCH, budgetMs = 10_000 } = {},
): Promise<DispatchCounts> {
  const counts: DispatchCounts = { sent: 0, failed: 0, dead: 0, held: 0, dropped: 0, forgotten: 0 };
  const started = Date.now();
  while (Date.now() - started < budgetMs) {
    const at = clock();
    const claimed = await deps.outbox.claimDue(at, batchSize, CLAIM_LEASE_MS);
    if (claimed.length === 0) break;
    const current = await stillTrue(deps, claimed);
    // Scheduled messages fallen due are written on the person's channels now, and worked by the next claim of
    // this pass; one no longer true is dropped whole.
    const scheduled = claimed.filter(isScheduledRow);
    const written = await deps.outbox.fanOutScheduled(
      scheduled.filter((message) => current.has(message.id)),
      ['in_app', ...(Object.keys(deps.adapters) as NotificationChannel[])],
    );
    const batch = claimed.filter((message): message is ClaimedMessage => !isScheduledRow(message));
    const { outcomes, languageOf } = await work(deps, batch, current, at);
    const stale = scheduled
      .filter((message) => !current.has(message.id))
      .map((message) => ({ message, outcome: NO_LONGER_TRUE }));
    await deps.outbox.finish([...outcomes, ...stale], at);
    counts.dropped += stale.length;
    for (const { outcome } of outcomes) counts[outcome.status] += 1;
    await publishInApp(
      deps,
      outcomes
        .filter(({ message, outcome }) => message.channel === 'in_app' && outcome.status === 'sent')
        .map(({ message }) => message),
      languageOf,
      at,
    );
    if (claimed.length < batchSize && written === 0) break;
  }
  return counts;
}

/**
 * The outbox runner's pass (outbox-runner.ts): what is due is claimed and worked (`dispatchNotifications`),
 * for at most about a second, so that a backlog is seen (a full batch worked) and the runner's other chains
 * join in soon. An idle poll is the one claim statement, finding nothing. Returns the messages worked.
 */
export async function dispatchDue(deps: DispatchDeps, clock: () => Date = () => new Date()): Promise<number> {
  return messagesWorked(await dispatchNotifications(deps, clock, { budgetMs: 1000 }));
}
