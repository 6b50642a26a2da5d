// Notifications under test: an app whose channels are recording adapters (channels/channel.ts), each able to
// fail its next sends, and the module's deps to run the outbox with the clock a test chooses.
import type { NotificationChannel } from '@arogya/contracts/notifications';
import { buildApp } from '../src/app.ts';
import { composeModules, createContext } from '../src/compose.ts';
import {
  type ChannelAdapter,
  type OutgoingMessage,
  PermanentSendError,
} from '../src/modules/notifications/channels/channel.ts';
import { dispatchNotifications } from '../src/modules/notifications/dispatch-notifications.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

export type RecordingAdapter = ChannelAdapter & {
  sent: OutgoingMessage[];
  /** Every try, sent or not. */
  tries: OutgoingMessage[];
  /**
   * The next sends fail: a provider's 500 (retried) or a refusal (permanent). With `to`, only sends to that
   * address fail: tests share the database and its outbox, so another test's due message may go first.
   */
  failNext(times: number, kind?: 'temporary' | 'permanent', to?: string): void;
};

export function recordingAdapter(channel: Exclude<NotificationChannel, 'in_app'>): RecordingAdapter {
  const failures: { kind: 'temporary' | 'permanent'; to?: string }[] = [];
  const adapter: RecordingAdapter = {
    channel,
    sent: [],
    tries: [],
    failNext(times, kind = 'temporary', to) {
      for (let i = 0; i < times; i++) failures.push({ kind, to });
    },
    async send(message) {
      adapter.tries.push(message);
      const at = failures.findIndex((f) => f.to === undefined || f.to === message.to);
      const failure = at === -1 ? undefined : failures.splice(at, 1)[0]?.kind;
      if (failure === 'permanent') throw new PermanentSendError('refused: not a valid number');
      if (failure === 'temporary') throw new Error('provider answered HTTP 500');
      adapter.sent.push(message);
      return { providerRef: `${channel}-${message.id}-${adapter.sent.length}` };
    },
  };
  return adapter;
}

export async function createNotifyApp(envOverrides: Record<string, string> = {}) {
  const adapters = {
    sms: recordingAdapter('sms'),
    whatsapp: recordingAdapter('whatsapp'),
    email: recordingAdapter('email'),
    push: recordingAdapter('push'),
  };
  const database = await testDatabase();
  const ctx = createContext(testEnv(envOverrides), database, TEST_JWT_SECRET, undefined, {
    channelAdapters: adapters,
  });
  const modules = composeModules(ctx);
  const app = await buildApp(ctx, { webDistDir: false, modules });
  await app.ready();
  const deps = modules.notifications;
  return {
    app,
    ctx,
    deps,
    adapters,
    /** Runs the outbox once at `at` (default now): what is due is delivered. */
    dispatch: (at: Date = new Date()) => dispatchNotifications(deps.dispatch, () => at),
  };
}

export type NotifyApp = Awaited<ReturnType<typeof createNotifyApp>>;

/** The messages a recording adapter sent to one person (tests share the database and its outbox). */
export const sentTo = (adapter: RecordingAdapter, to: string) => adapter.sent.filter((m) => m.to === to);

/**
 * Signs a staff account in as staff do when codes can be sent: the password, then the code its phone got
 * (read from the recording SMS adapter). Returns the session token.
 */
export async function staffSignIn(t: NotifyApp, email: string, password = 'Arogya@2026'): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
  });
  if (login.statusCode !== 200 || !login.json().codeRequired)
    throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  const sms = t.adapters.sms.sent.filter((m) => m.template === 'one_time_code').at(-1);
  const code = sms?.sms?.vars.code;
  if (!code) throw new Error('no sign-in code was sent');
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login/code',
    payload: { challenge: login.json().challenge, code },
  });
  if (done.statusCode !== 200) throw new Error(`staff code: ${done.statusCode} ${done.body}`);
  return done.json().token as string;
}
