// The error handler's backstop for text the database refuses (a NUL byte): a 400, never a 500.
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
