// The notification socket (GET /api/v1/calls/notifications, apps/api/src/modules/calls/notification-socket.ts)
// as the bell uses it: opened with the session token, kept open with pings, reopened with a growing delay
// when the network drops. It hands on each new inbox item ({ type: 'inbox', item, unreadCount }) and says
// when it is listening again after a drop, so the bell can fetch what it missed. A doctor's window has a
// second socket of its own for incoming calls (lib/notifications-socket.ts).
import type { ServerNotificationMessage } from '@arogya/contracts/calls';
import type { InboxSocketEvent } from '@arogya/contracts/notifications';
import { websocketUrl } from '../../lib/websocket-url.ts';

const PATH = '/api/v1/calls/notifications';
const DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];
// contracts/calls.ts SIGNAL_PING_MS and SIGNAL_CLOSE, repeated as plain numbers so this chunk loads no zod.
const PING_MS = 15_000;
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;

export type InboxSocketHandlers = {
  onInbox: (event: InboxSocketEvent) => void;
  /** Listening again after the socket dropped: whatever arrived meanwhile was missed. */
  onResumed: () => void;
};

export function connectInboxSocket(token: string, handlers: InboxSocketHandlers): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let listenedBefore = false;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const ws = new WebSocket(websocketUrl(PATH));
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'listen', token }));
    ws.onmessage = (event) => {
      let message: ServerNotificationMessage | InboxSocketEvent;
      try {
        message = JSON.parse(String(event.data)) as ServerNotificationMessage | InboxSocketEvent;
      } catch {
        return;
      }
      if (message.type === 'listening') {
        failures = 0;
        clearInterval(ping);
        ping = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
        }, PING_MS);
        if (listenedBefore) handlers.onResumed();
        listenedBefore = true;
      } else if (message.type === 'inbox') {
        handlers.onInbox(message);
      }
    };
    ws.onclose = (event) => {
      clearInterval(ping);
      if (stopped || socket !== ws) return;
      // A refused session will not do better next time (the page's own requests end it).
      if (event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_FORBIDDEN) return;
      const delay = DELAYS_MS[Math.min(failures, DELAYS_MS.length - 1)] ?? 30_000;
      failures += 1;
      retry = setTimeout(open, delay);
    };
  };
  open();

  return () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retry);
    socket?.close(1000, 'Left');
    socket = null;
  };
}
