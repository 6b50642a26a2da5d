// GET /api/v1/calls/notifications: a signed-in window's live notifications. The first message is 'listen' with
// the session token; the socket then receives each new in-app notification with the unread count (the bell,
// modules/notifications), and every call ringing for this account at once (a doctor's desk, patients calling;
// a patient whose doctor rings them from the desk), the ones already ringing, and the end of each ring
// (answered here or in another window, declined, missed, cancelled).
import {
  ClientNotificationMessage,
  type ServerNotificationMessage,
  SIGNAL_CLOSE,
} from '@arogya/contracts/calls';
import type { WebSocket } from 'ws';
import type { Actor } from '../../lib/actor.ts';
import type { UserEvent } from './call-events.ts';
import { mapCall } from './call-mapper.ts';
import type { CallDeps } from './calls-deps.ts';
import { JOIN_TIMEOUT_MS } from './signal-socket.ts';
import { type Unsubscribe, userChannel } from './signalling-hub.ts';
import { parseMessage, sendJson, serialQueue, tokenBucket } from './socket-protocol.ts';

export type SessionCheck = (token: string) => Promise<Actor | undefined>;

/** A desk pings every SIGNAL_PING_MS (15 s); its presence is written every other ping at most. */
const HEARTBEAT_EVERY_MS = 25_000;

export function handleNotificationSocket(
  deps: CallDeps,
  socket: WebSocket,
  checkSession: SessionCheck,
): void {
  let listening = false;
  let unsubscribe: Unsubscribe | null = null;
  let closed = false;
  const allow = tokenBucket(30, 2);
  const send = (message: ServerNotificationMessage) => sendJson(socket, message);
  const close = (code: number, reason: string) => {
    if (!closed && socket.readyState <= socket.OPEN) socket.close(code, reason);
  };
  const listenTimer = setTimeout(() => close(SIGNAL_CLOSE.unauthorized, 'Sign in first'), JOIN_TIMEOUT_MS);
  const enqueue = serialQueue(() => close(1011, 'Internal error'));
  // A doctor's open desk is their presence for consult now (modules/consult-now): its listen and pings are
  // its heartbeat, written at most every HEARTBEAT_EVERY_MS per socket.
  let listener: Actor | null = null;
  let lastBeat = 0;
  const alive = () => {
    const beat = deps.onSocketAlive;
    if (!beat || !listener?.roles.includes('doctor') || Date.now() - lastBeat < HEARTBEAT_EVERY_MS) return;
    lastBeat = Date.now();
    beat(listener, new Date()).catch(() => {
      lastBeat = 0;
    });
  };

  const onUser = (raw: unknown) => {
    const event = raw as UserEvent;
    if (event.kind === 'inbox' || event.kind === 'consult') send(event.event);
    else if (event.kind === 'incoming') send({ type: 'incoming-call', call: event.call });
    else send({ type: 'call-status', status: event.status, call: event.call, message: event.message });
  };

  const listen = async (token: string) => {
    const user = await checkSession(token);
    if (!user) return close(SIGNAL_CLOSE.unauthorized, 'Authentication expired');
    const off = await deps.hub.subscribe(userChannel(user.id), onUser);
    if (closed) {
      await off();
      return;
    }
    clearTimeout(listenTimer);
    unsubscribe = off;
    listening = true;
    listener = user;
    alive();
    const ringing = await deps.calls.ringingFor(user.id, new Date());
    send({ type: 'listening', ringing: ringing.map(mapCall) });
  };

  socket.on('message', (raw, isBinary) => {
    if (closed) return;
    if (!allow()) return close(SIGNAL_CLOSE.tooMany, 'Too many messages');
    const parsed = parseMessage(ClientNotificationMessage, raw, isBinary);
    if (!parsed.ok) {
      send({ type: 'error', code: 'BAD_MESSAGE', message: parsed.message });
      return close(SIGNAL_CLOSE.badMessage, 'Malformed message');
    }
    const message = parsed.value;
    if (message.type === 'ping') {
      if (!listening) return close(SIGNAL_CLOSE.unauthorized, 'Sign in first');
      alive();
      return send({ type: 'pong' });
    }
    if (listening) return send({ type: 'error', code: 'ALREADY_LISTENING', message: 'Already listening' });
    enqueue(() => listen(message.token));
  });

  socket.on('close', () => {
    closed = true;
    clearTimeout(listenTimer);
    const off = unsubscribe;
    unsubscribe = null;
    void off?.().catch(() => {});
  });
}
