// The ICE servers handed to each side of a call. With TURN_SECRET set (coturn's `use-auth-secret` and
// `static-auth-secret`), every TURN entry without its own credentials gets short-lived ones made for this
// user: username `<expiry unix seconds>:<user id>`, credential base64(HMAC-SHA1(secret, username)), the
// "TURN REST API" scheme coturn checks on its own. A leaked credential then stops working at its expiry.
import { createHmac } from 'node:crypto';
import type { IceServer } from '@arogya/contracts/calls';

export type TurnCredentials = { secret: string; ttlSeconds: number };

const isTurn = (url: string) => /^turns?:/i.test(url);

function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

export function iceServersFor(
  servers: readonly IceServer[],
  turn: TurnCredentials | undefined,
  userId: string,
  now: Date,
): IceServer[] {
  if (!turn) return [...servers];
  const expiry = Math.floor(now.getTime() / 1000) + turn.ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = turnCredential(turn.secret, username);
  return servers.map((server) => {
    const urls = [server.urls].flat();
    if (!urls.some(isTurn) || server.username || server.credential) return { ...server };
    return { ...server, username, credential };
  });
}
