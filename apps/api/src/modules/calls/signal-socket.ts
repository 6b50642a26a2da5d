// GET /api/v1/calls/signal: one participant's socket in one call. The first message must be 'join' with a
// call token for that call; then offers, answers, ICE candidates and media state are relayed to the other
// participant through the hub (which may be Redis, the other participant on another instance). Presence
// needs no shared state: a newcomer announces itself and whoever is there answers 'present'. A socket
// closing does not end the call (the network may come back); 'hangup' does.
import {
  ClientSignalMessage,
  callOutcomeMessage,
  LIVE_CALL_STATUSES,
  type PeerInfo,
  type ServerSignalMessage,
  SIGNAL_CLOSE,
} from '@arogya/contracts/calls';
import type { WebSocket } from 'ws';
import { roleInCall } from './answer-call.ts';
import { announceStatus, publishRoom, type RoomEvent } from './call-events.ts';
import { mapCall } from './call-mapper.ts';
import type { CallRole } from './call-tokens.ts';
import type { CallDeps } from './calls-deps.ts';
import { endLiveCall } from './end-calls.ts';
import { callChannel, type Unsubscribe } from './signalling-hub.ts';
import { parseMessage, sendJson, serialQueue, tokenBucket } from './socket-protocol.ts';

export const JOIN_TIMEOUT_MS = 10_000;
const MAX_BAD_MESSAGES = 5;
const TOUCH_EVERY_MS = 5_000;

type Me = PeerInfo & { userId: string; callId: string; role: CallRole };

export function handleSignalSocket(deps: CallDeps, socket: WebSocket): void {
  let me: Me | null = null;
  let unsubscribe: Unsubscribe | null = null;
  let closed = false;
  let badMessages = 0;
  let lastTouch = 0;
  const allow = tokenBucket(300, 60);
  const send = (message: ServerSignalMessage) => sendJson(socket, message);
  const close = (code: number, reason: string) => {
    if (!closed && socket.readyState <= socket.OPEN) socket.close(code, reason);
  };
  const joinTimer = setTimeout(
    () => close(SIGNAL_CLOSE.unauthorized, 'Join the call first'),
    JOIN_TIMEOUT_MS,
  );
  const enqueue = serialQueue((err) => {
    console.error('[arogya] call socket message failed:', err);
    close(1011, 'Internal error');
  });

  const touch = (force = false) => {
    if (!me || (!force && Date.now() - lastTouch < TOUCH_EVERY_MS)) return;
    lastTouch = Date.now();
    void deps.calls.touch(me.callId, new Date()).catch(() => {});
  };

  const onRoom = (raw: unknown) => {
    const event = raw as RoomEvent;
    if (!me || closed) return;
    switch (event.kind) {
      case 'joined':
        if (event.peer.clientId === me.clientId) return;
        if (event.userId === me.userId) {
          close(SIGNAL_CLOSE.replaced, 'Joined from another window');
          return;
        }
        send({ type: 'peer-joined', peer: event.peer, existing: false });
        void publishRoom(deps, me.callId, { kind: 'present', peer: peerOf(me), to: event.peer.clientId });
        return;
      case 'present':
        if (event.to === me.clientId) send({ type: 'peer-joined', peer: event.peer, existing: true });
        return;
      case 'left':
        if (event.clientId !== me.clientId) send({ type: 'peer-left', clientId: event.clientId });
        return;
      case 'signal':
        if (event.from !== me.clientId) send({ type: 'signal', from: event.from, data: event.data });
        return;
      case 'media':
        if (event.from !== me.clientId) {
          send({ type: 'peer-media', clientId: event.from, audio: event.audio, video: event.video });
        }
        return;
      case 'status':
        send({ type: 'call-status', status: event.status, call: event.call, message: event.message });
        if (!(LIVE_CALL_STATUSES as readonly string[]).includes(event.status)) {
          close(SIGNAL_CLOSE.callOver, 'The call is over');
        }
        return;
    }
  };

  const join = async (message: Extract<ClientSignalMessage, { type: 'join' }>) => {
    const claims = await deps.tokens.verify(message.token);
    if (!claims) return close(SIGNAL_CLOSE.unauthorized, 'Invalid or expired call token');
    if (claims.callId !== message.callId)
      return close(SIGNAL_CLOSE.forbidden, 'This token is for another call');
    const row = await deps.calls.findById(message.callId);
    if (!row || roleInCall(row, claims.userId) !== claims.role) {
      return close(SIGNAL_CLOSE.forbidden, 'You are not a participant of this call');
    }
    if (row.status !== 'ringing' && row.status !== 'active') {
      const call = mapCall(row);
      // Over before this side joined (declined or missed while the caller's screen was opening): told why.
      send({ type: 'call-status', status: call.status, call, message: callOutcomeMessage(call) });
      return close(SIGNAL_CLOSE.callOver, 'The call is over');
    }
    // The callee joins once they have answered; the caller waits in the call while it rings.
    if (claims.role !== row.initiatedBy && row.status !== 'active') {
      return close(SIGNAL_CLOSE.forbidden, 'Accept the call first');
    }
    const name = claims.role === 'doctor' ? `Dr. ${row.doctorName}` : row.patientName;
    const joined: Me = {
      clientId: message.clientId,
      role: claims.role,
      name,
      userId: claims.userId,
      callId: row.id,
    };
    const off = await deps.hub.subscribe(callChannel(row.id), onRoom);
    if (closed) {
      await off();
      return;
    }
    clearTimeout(joinTimer);
    me = joined;
    unsubscribe = off;
    send({ type: 'joined', clientId: joined.clientId, role: joined.role, call: mapCall(row) });
    await publishRoom(deps, row.id, { kind: 'joined', peer: peerOf(joined), userId: joined.userId });
    touch(true);
  };

  const handle = async (message: ClientSignalMessage) => {
    if (!me) {
      if (message.type !== 'join') return close(SIGNAL_CLOSE.unauthorized, 'Join the call first');
      return join(message);
    }
    switch (message.type) {
      case 'join':
        send({ type: 'error', code: 'ALREADY_JOINED', message: 'This socket has already joined a call' });
        return;
      case 'signal':
        await publishRoom(deps, me.callId, { kind: 'signal', from: me.clientId, data: message.data });
        return;
      case 'media':
        await publishRoom(deps, me.callId, {
          kind: 'media',
          from: me.clientId,
          audio: message.audio,
          video: message.video,
        });
        return;
      case 'hangup': {
        // The client closes its socket just after a hangup: `me` is gone by the time the call has ended.
        const { callId } = me;
        if (await endLiveCall(deps, callId, me.role, message.failed ?? false, new Date())) {
          await announceStatus(deps, [callId]);
        }
        return;
      }
      case 'ping':
        send({ type: 'pong' });
        touch();
        return;
    }
  };

  socket.on('message', (raw, isBinary) => {
    if (closed) return;
    if (!allow()) return close(SIGNAL_CLOSE.tooMany, 'Too many messages');
    const parsed = parseMessage(ClientSignalMessage, raw, isBinary);
    if (!parsed.ok) {
      badMessages += 1;
      send({ type: 'error', code: 'BAD_MESSAGE', message: parsed.message });
      if (!me || badMessages > MAX_BAD_MESSAGES) close(SIGNAL_CLOSE.badMessage, 'Malformed message');
      return;
    }
    enqueue(() => handle(parsed.value));
  });

  socket.on('close', () => {
    closed = true;
    clearTimeout(joinTimer);
    const left = me;
    const off = unsubscribe;
    me = null;
    unsubscribe = null;
    if (left) {
      void (async () => {
        await off?.();
        await publishRoom(deps, left.callId, { kind: 'left', clientId: left.clientId });
      })().catch(() => {});
    }
  });
}

function peerOf(me: Me): PeerInfo {
  return { clientId: me.clientId, role: me.role, name: me.name };
}
