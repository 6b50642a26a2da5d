// Readiness of a real server process (docs/ARCHITECTURE.md#overload-and-shutdown): /readyz answers 503
// naming the database while its PostgreSQL is stopped and 200 once it is back (the pool reconnects by
// itself); on SIGTERM it answers 503 naming the drain at once, while /livez and the API still answer for
// SHUTDOWN_DELAY_MS; then the process stops cleanly. Skipped, saying why, without the PostgreSQL 15 binaries.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  hasPostgresBinaries,
  type OwnPostgres,
  ownPostgres,
  sleep,
  startApi,
  waitFor,
} from './own-postgres.ts';

if (!hasPostgresBinaries)
  console.warn('readiness-process.test.ts: skipped, no PostgreSQL 15 server binaries');

const readiness = async (base: string) => {
  const res = await fetch(`${base}/readyz`);
  return { status: res.status, body: (await res.json()) as { details?: { field: string }[] } };
};

describe.skipIf(!hasPostgresBinaries)('readiness of a server process', () => {
  let pg: OwnPostgres;
  let api: ApiProcess;
  beforeAll(async () => {
    pg = await ownPostgres();
    api = await startApi(pg.url, pg.dir, { SHUTDOWN_DELAY_MS: '3000' });
  }, 180_000);
  afterAll(async () => {
    if (api && !api.exited()) {
      api.child.kill('SIGKILL');
      await once(api.child, 'exit');
    }
    pg?.remove();
  }, 60_000);

  it('is not ready while its database is stopped, and ready again once it is back', async () => {
    expect((await readiness(api.base)).status).toBe(200);
    pg.stop();
    const down = await readiness(api.base);
    expect(down.status).toBe(503);
    expect(down.body.details?.map((d) => d.field)).toContain('database');
    expect((await fetch(`${api.base}/livez`)).status).toBe(200);
    pg.start();
    await waitFor(async () => (await readiness(api.base)).status === 200, '/readyz to answer 200 again');
    expect(api.exited()).toBeUndefined();
  }, 120_000);

  it('is not ready from the moment SIGTERM arrives, serves meanwhile, then stops cleanly', async () => {
    const exit = once(api.child, 'exit');
    api.child.kill('SIGTERM');
    await sleep(200);
    const draining = await readiness(api.base);
    expect(draining.status).toBe(503);
    expect(draining.body.details?.map((d) => d.field)).toEqual(['draining']);
    expect((await fetch(`${api.base}/livez`)).status).toBe(200);
    expect((await fetch(`${api.base}/api/v1/doctors?limit=1`)).status).toBe(200);
    const [code, signal] = await exit;
    expect({ code, signal }, api.output()).toEqual({ code: 0, signal: null });
  }, 60_000);
});
