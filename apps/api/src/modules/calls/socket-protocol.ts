// Reading and writing the JSON messages of the call sockets: text frames only, parsed with the contract
// schemas, and a token bucket per socket so one client cannot flood the hub.
import type { WebSocket } from 'ws';
import type { z } from 'zod';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseMessage<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  isBinary: boolean,
): Parsed<z.output<S>> {
  if (isBinary) return { ok: false, message: 'Messages must be JSON text' };
  const text = Buffer.isBuffer(raw)
    ? raw.toString('utf8')
    : Array.isArray(raw)
      ? Buffer.concat(raw as Buffer[]).toString('utf8')
      : Buffer.from(raw as ArrayBuffer).toString('utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'Messages must be JSON' };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { ok: false, message: `Invalid message${where}: ${issue?.message ?? 'unknown shape'}` };
  }
  return { ok: true, value: parsed.data };
}

export function sendJson(socket: WebSocket, message: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Allows bursts of `capacity` messages, refilled at `perSecond`. */
export function tokenBucket(capacity: number, perSecond: number, clock: () => number = Date.now) {
  let tokens = capacity;
  let last = clock();
  return () => {
    const now = clock();
    tokens = Math.min(capacity, tokens + ((now - last) / 1000) * perSecond);
    last = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** Runs async handlers one after another, in arrival order. */
export function serialQueue(onError: (err: unknown) => void) {
  let chain: Promise<void> = Promise.resolve();
  return (work: () => Promise<void>) => {
    chain = chain.then(work).catch(onError);
  };
}
