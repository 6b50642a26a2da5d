// The built web app served beside the API (a stand-in build in a temporary folder): assets with their
// caching, index.html for client routes, and the API's own 404 and 405 answers left as they are.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { TEST_JWT_SECRET, testDatabase, testEnv } from './test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'arogya-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Arogya</title>');
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  const ctx = createContext(testEnv(), await testDatabase(), TEST_JWT_SECRET);
  app = await buildApp(ctx, { webDistDir: dist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('web app', () => {
  it('serves hashed assets for a year and index.html for client routes', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/doctors/some-doctor' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Arogya</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the API answers: 404 for an unknown API path, 405 for a known one with another method', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/nothing-here' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const wrong = await app.inject({ method: 'POST', url: '/api/v1/doctors' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
  });
});
