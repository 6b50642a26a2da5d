// Small HTTP helpers the stand-ins share: read a request's body, answer JSON, and the test control that
// makes a provider fail the next n requests (POST /control/fail {"count": n, "status": 500}).
import { createServer } from 'node:http';

/** @param {import('node:http').IncomingMessage} req */
export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** @param {import('node:http').ServerResponse} res */
export function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Parses JSON text; undefined when it is not JSON. */
export function parseJson(text) {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

/**
 * The next `count` requests answer `status` (500 by default) instead of being handled; each one taken
 * counts down. `take()` answers the status to fail with, or 0.
 */
export function createFailures() {
  const state = { count: 0, status: 500 };
  return {
    state,
    set(body) {
      const count = Number(body?.count ?? 1);
      const status = Number(body?.status ?? 500);
      if (!Number.isInteger(count) || count < 0 || count > 1_000_000) return false;
      if (!Number.isInteger(status) || status < 100 || status > 599) return false;
      state.count = count;
      state.status = status;
      return true;
    },
    take() {
      if (state.count <= 0) return 0;
      state.count -= 1;
      return state.status;
    },
  };
}

/**
 * An HTTP server on host:port (0: any free port) whose handler may be async; a throw answers 500.
 * Resolves to { server, url, close }.
 */
export async function listen(handler, { port = 0, host = '127.0.0.1' } = {}) {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((err) => {
      if (!res.headersSent) sendJson(res, 500, { error: `stand-in failed: ${err?.message ?? err}` });
      else res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  const close = () =>
    new Promise((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve(undefined));
    });
  return { server, url, close };
}

/** Delivers a webhook; answers the status, or -1 when the server did not answer. */
export async function postWebhook(url, body, headers) {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return -1;
  }
}

/** Appends to a record the tests read, keeping the newest `max` (a bench sends 100,000 messages). */
export function record(list, entry, max = 10_000) {
  list.push(entry);
  if (list.length > max) list.splice(0, list.length - max);
}
