// The error handler's backstop for text the database refuses (a NUL byte): a 400, never a 500; a database
// that cannot be reached: a 503 with Retry-After.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

describe('error handler', () => {
  it.each(['22021', '22P05'])('answers 400 when the database refuses text (SQLSTATE %s)', async (code) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => {
      // drizzle wraps the driver's error: the SQLSTATE is on the cause.
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code }),
      });
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    await app.close();
  });

  const driverError = (message: string, code?: string) =>
    Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error(message), code ? { code } : {}),
    });
  it.each([
    [
      '57P01 (administrator command)',
      driverError('terminating connection due to administrator command', '57P01'),
    ],
    [
      '57P02 (crash shutdown)',
      driverError('terminating connection because of crash of another server process', '57P02'),
    ],
    ['57P03 (cannot connect now)', driverError('the database system is shutting down', '57P03')],
    ['08006 (connection failure)', driverError('connection failure', '08006')],
    ['ECONNREFUSED', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['ECONNRESET', driverError('read ECONNRESET', 'ECONNRESET')],
    ['Connection terminated', driverError('Connection terminated unexpectedly')],
    ['no connection within the timeout', new Error('timeout exceeded when trying to connect')],
    [
      'a refused connection to several addresses',
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}),
    ],
  ])('answers 503 with Retry-After when the database cannot be reached: %s', async (_name, error) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw error;
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    await app.close();
  });

  it('still answers 500 for a failure that is not the fault of the input', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('boom');
    await app.close();
  });
});
