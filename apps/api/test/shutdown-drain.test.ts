// A stopping instance behind a proxy (docs/ARCHITECTURE.md#overload-and-shutdown): from the signal on, every
// answer closes its connection, those of requests already under way too; the close stops listening first,
// then serves what was already sent on open connections, and the requests waiting in the database queue,
// rather than refusing or resetting them: a proxy cannot send a refused POST to another instance.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { closeGracefully, shutdownGracefully } from '../src/boot.ts';
import { createContext } from '../src/compose.ts';
import { openDatabase } from '../src/db/client.ts';
import { CLOSE_GRACE_MS, startDraining } from '../src/lib/readiness.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An app with one place at the database and a slow route of this file's own, listening. `arrivals(n)`
 * resolves once n requests to it have been read (before they reach the database queue, where `hold`, if
 * given, keeps them first). */
async function slowApp(hold?: () => Promise<void>) {
  const database = await testDatabase();
  const ctx = createContext(
    testEnv({ DB_MAX_IN_FLIGHT: '1', DB_MAX_WAITING: '10' }),
    database,
    TEST_JWT_SECRET,
  );
  const app = await buildApp(ctx, { webDistDir: false });
  let read = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/test/slow')) return;
    read += 1;
    for (const w of waiters.filter((x) => x.n <= read)) w.resolve();
    if (hold) await hold();
  });
  const arrivals = (n: number) =>
    new Promise<void>((resolve) => (n <= read ? resolve() : waiters.push({ n, resolve })));
  app.post('/api/v1/test/slow', { schema: { body: z.object({ s: z.number().max(5) }) } }, async (request) => {
    const { s } = request.body as { s: number };
    await database.db.execute(sql`select pg_sleep(${s})`);
    return { success: true, result: s };
  });
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, ctx, base, arrivals };
}

/** One POST running and two waiting for the one place (DB_MAX_IN_FLIGHT=1), each on a kept connection. */
function threeSlowPosts(base: string) {
  const post = () =>
    fetch(`${base}/api/v1/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ s: 0.3 }),
    }).then((res) => ({ status: res.status, connection: res.headers.get('connection') }));
  return Promise.all([post(), post(), post()]);
}

/** A connection kept open as a proxy keeps one to an instance (nginx's upstream keepalive): requests sent
 * one after another on the same socket. `send` resolves with the status and Connection header of the
 * answer, or rejects if the server closes or resets the connection instead of answering. */
async function keptConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let closed = false;
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('close', () => {
    closed = true;
  });
  socket.on('error', () => {});
  const send = (path: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      let data = '';
      const onData = (chunk: Buffer) => {
        data += chunk.toString('latin1');
        const head = data.indexOf('\r\n\r\n');
        if (head < 0) return;
        const lines = data.slice(0, head).split('\r\n');
        const length = Number(/^content-length: *(\d+)$/im.exec(lines.join('\n'))?.[1] ?? 0);
        if (Buffer.byteLength(data.slice(head + 4), 'latin1') < length) return;
        socket.off('data', onData).off('close', onClose);
        resolve({
          status: Number(lines[0]?.split(' ')[1]),
          connection: /^connection: *(.+)$/im.exec(lines.join('\n'))?.[1]?.toLowerCase(),
        });
      };
      const onClose = () =>
        reject(new Error(`connection closed without an answer (${data.length} bytes read)`));
      if (closed) return onClose();
      socket.on('data', onData).once('close', onClose);
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    });
  return { send, ended, isClosed: () => closed, destroy: () => socket.destroy() };
}

/** An app on a database of its own to close (on PostgreSQL a second pool on the test database, on PGlite a
 * new one), listening. */
async function closableApp() {
  const database = await openDatabase({ databaseUrl: inject('testDatabaseUrl') });
  const ctx = createContext(testEnv(), database, TEST_JWT_SECRET);
  const app = await buildApp(ctx, { webDistDir: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, ctx, database, port: (app.server.address() as AddressInfo).port };
}

describe('draining', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it('closes every connection after its answer from the drain on, those of requests under way too', async () => {
    const { app, ctx, base, arrivals } = await slowApp();
    apps.push(app);
    const answers = threeSlowPosts(base);
    await arrivals(3);
    startDraining(app, ctx.readiness);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    // All three arrived before the drain began, and are answered during it: each closes its connection.
    expect(await answers).toEqual(Array(3).fill({ status: 200, connection: 'close' }));
  }, 30_000);

  it('serves the requests waiting for the database while the app closes', async () => {
    const { app, base, arrivals } = await slowApp();
    const answers = threeSlowPosts(base);
    await arrivals(3);
    await app.close();
    expect((await answers).map((a) => a.status)).toEqual([200, 200, 200]);
  }, 30_000);

  it('serves a request that arrived before the close and reaches the queue after it began', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, base, arrivals } = await slowApp(() => held);
    const answer = fetch(`${base}/api/v1/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ s: 0 }),
    });
    await arrivals(1);
    const closing = app.close();
    await sleep(50);
    release();
    expect((await answer).status).toBe(200);
    await closing;
  }, 30_000);

  it('stops listening as soon as the close begins, and ends once the requests under way have answered', async () => {
    const { app, base, arrivals } = await slowApp();
    const slow = fetch(`${base}/api/v1/test/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ s: 0.5 }),
    }).then((res) => res.status);
    await arrivals(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await sleep(50);
    // A new connection is refused (a proxy sends the request to another instance), not answered 503.
    await expect(fetch(`${base}/api/v1/doctors?limit=1`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    expect(closed).toBe(false);
    expect(await slow).toBe(200);
    await closing;
  }, 30_000);

  it('serves a request sent on a kept connection as the close begins, then refuses new connections', async () => {
    // A database of its own to close: on PostgreSQL a second pool on the test database, on PGlite a new one.
    const database = await openDatabase({ databaseUrl: inject('testDatabaseUrl') });
    const ctx = createContext(testEnv(), database, TEST_JWT_SECRET);
    const app = await buildApp(ctx, { webDistDir: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) =>
        http
          .get(`${base}/livez`, { agent }, (res) =>
            res
              .resume()
              .on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection })),
          )
          .on('error', reject),
      );
    expect((await get()).status).toBe(200);
    // As server.ts does on SIGTERM.
    startDraining(app, ctx.readiness);
    const closing = closeGracefully(app, database);
    await sleep(50);
    // The proxy's kept connection, idle when the close began: its next request is served, and closes it.
    expect(await get()).toEqual({ status: 200, connection: 'close' });
    await expect(fetch(`${base}/livez`)).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    await closing;
    agent.destroy();
  }, 30_000);

  it("answers, with Connection: close, a request sent during the drain on a proxy's connection idle at the signal", async () => {
    const { app, ctx, database, port } = await closableApp();
    const kept = await keptConnection(port);
    expect(await kept.send('/livez')).toEqual({ status: 200, connection: 'keep-alive' });
    // SIGTERM (server.ts): the connection is idle, as nginx's kept upstream connections mostly are.
    const started = performance.now();
    const closing = shutdownGracefully(app, ctx.readiness, database, { delayMs: 0, drainMs: 20_000 });
    // Past the old close's grace, when it closed idle connections: nginx may still send on this one until
    // its own keepalive_timeout, and a POST reset there is answered 502 to the client.
    await sleep(CLOSE_GRACE_MS + 400);
    expect(kept.isClosed()).toBe(false);
    expect(await kept.send('/readyz')).toEqual({ status: 503, connection: 'close' });
    await kept.ended;
    // New connections are refused meanwhile (a proxy sends the request to another instance).
    await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    // With the proxy's connection closed by its answer, the close does not wait for the rest of the window.
    await closing;
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 30_000);

  it('closes a connection still idle at the end of the drain window, after answering what was sent on it', async () => {
    const { app, ctx, database, port } = await closableApp();
    const kept = await keptConnection(port);
    expect((await kept.send('/livez')).status).toBe(200);
    const drainMs = 1500;
    const started = performance.now();
    const closing = shutdownGracefully(app, ctx.readiness, database, { delayMs: 0, drainMs });
    await sleep(drainMs - 600);
    expect(kept.isClosed()).toBe(false);
    // Left idle (the client keeps it, as a proxy with a longer keep-alive timeout than the window would):
    // the server closes it once the window has passed, and the close ends.
    await kept.ended;
    expect(performance.now() - started).toBeGreaterThanOrEqual(drainMs - 50);
    await closing;
    kept.destroy();
  }, 30_000);
});
