// A notification socket of the signed-in account (GET /api/v1/calls/notifications): opened with the session
// token, kept open with pings, reopened with a growing delay when the network drops. What arrives is handed
// on as is: calls ringing (features/calls), consult-now offers and requests (features/doctor-desk,
// features/consult-now). A doctor's open socket is also their presence for consult now.
import { type ServerNotificationMessage, SIGNAL_CLOSE, SIGNAL_PING_MS } from '@arogya/contracts/calls';
import { websocketUrl } from './websocket-url.ts';

const DELAYS_MS = [500, 1000, 2000, 5000, 10_000, 30_000];

export function connectCallNotifications(
  token: string,
  onMessage: (message: ServerNotificationMessage) => void,
): () => void {
  let socket: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let ping: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const ws = new WebSocket(websocketUrl('/api/v1/calls/notifications'));
    socket = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'listen', token }));
    ws.onmessage = (event) => {
      let message: ServerNotificationMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerNotificationMessage;
      } catch {
        return;
      }
      if (message.type === 'listening') {
        failures = 0;
        clearInterval(ping);
        ping = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' }));
        }, SIGNAL_PING_MS);
      }
      onMessage(message);
    };
    ws.onclose = (event) => {
      clearInterval(ping);
      if (stopped || socket !== ws) return;
      // A refused session or an account without a doctor profile will not do better next time.
      if (event.code === SIGNAL_CLOSE.unauthorized || event.code === SIGNAL_CLOSE.forbidden) return;
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
