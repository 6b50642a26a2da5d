// PostgreSQL stopped under load (docs/ARCHITECTURE.md#overload-and-shutdown): the server keeps running,
// answers 503 with Retry-After while the database is away (liveness stays 200, /readyz says 503), and answers
// 200 again by itself once the database is back. The test owns a PostgreSQL cluster of its own (initdb into
// a temporary folder, pg_ctl on a free port) so that stopping it disturbs no other test, and runs the API as
// a child process so that a crash shows as a process that exited. It needs neither engine of the API tier
// (a few seconds on either run); it is skipped, saying why, without the PostgreSQL 15 server binaries.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config/paths.ts';
import { createPostgresPool } from '../src/db/postgres-pool.ts';

const BIN = '/usr/lib/postgresql/15/bin';
const hasBinaries = existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));
if (!hasBinaries) {
  console.warn(`postgres-outage.test.ts: skipped, no PostgreSQL 15 server binaries in ${BIN}`);
}

// initdb and the server refuse to run as root: as root they run as the postgres account.
const asRoot = process.getuid?.() === 0;
function pg(tool: string, args: string[]) {
  const command = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  const run = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stdout}${run.stderr}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => Promise<boolean>, what: string, limitMs = 60_000) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (
      await check().catch((err: Error) =>
        err.message.startsWith('the API exited') ? Promise.reject(err) : false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

type Answer = { status: number; retryAfter: string | null; phase: 'up' | 'down' | 'back' };

describe.skipIf(!hasBinaries)('PostgreSQL stopped under load', () => {
  let dir = '';
  let dataDir = '';
  let pgPort = 0;
  let apiPort = 0;
  let api: ChildProcess | undefined;
  let apiOutput = '';
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  const startPostgres = () =>
    pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-o',
      `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stopPostgres = () => pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'arogya-pg-'));
    if (asRoot) {
      const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
      chownSync(dir, id('-u'), id('-g'));
    }
    dataDir = path.join(dir, 'data');
    pgPort = await freePort();
    apiPort = await freePort();
    pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    startPostgres();

    api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        SERVE_WEB: 'false',
        DATA_DIR: path.join(dir, 'app'),
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing!',
        DB_POOL_SIZE: '6',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout?.on('data', (chunk) => {
      apiOutput += chunk;
    });
    api.stderr?.on('data', (chunk) => {
      apiOutput += chunk;
    });
    api.on('exit', (code, signal) => {
      exited = { code, signal };
    });
    await waitFor(
      async () => {
        if (exited) throw new Error(`the API exited: ${apiOutput}`);
        return (await fetch(`http://127.0.0.1:${apiPort}/api/v1/health`)).ok;
      },
      'the API to start',
      90_000,
    );
  }, 180_000);

  afterAll(async () => {
    if (api && !exited) {
      api.kill('SIGTERM');
      await Promise.race([once(api, 'exit'), sleep(10_000)]);
    }
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 with Retry-After while the database is stopped, never crashes, and recovers by itself', async () => {
    const base = `http://127.0.0.1:${apiPort}`;
    const registered = await fetch(`${base}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Outage Patient',
        email: 'outage.patient@example.in',
        phone: '9876500001',
        password: 'correct-horse-1',
        consent: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    // A pool of this test's own holds a connection checked out (inside a transaction) across the stop: the
    // server's end of it must reach that connection's listener, not the process's uncaught-exception handler.
    const own = createPostgresPool({
      url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
      max: 2,
      statementTimeoutMs: 0,
    });
    const held = await own.pool.connect();
    await held.query('begin');
    const heldEnded = new Promise((resolve) => held.once('end', resolve));

    // Bounded load: 6 clients, each sending one request after another (a search that runs a transaction, an
    // authenticated read, a catalogue list), until told to stop.
    const paths = ['/api/v1/doctors/search?q=heart', '/api/v1/users/profile', '/api/v1/doctors?limit=5'];
    let phase: Answer['phase'] = 'up';
    let running = true;
    const answers: Answer[] = [];
    const client = async (n: number) => {
      for (let i = n; running && i < n + 5000; i++) {
        const started = phase;
        try {
          const res = await fetch(`${base}${paths[i % paths.length]}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          answers.push({ status: res.status, retryAfter: res.headers.get('retry-after'), phase: started });
        } catch {
          answers.push({ status: 0, retryAfter: null, phase: started });
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(client));
    const count = (p: Answer['phase']) => {
      if (exited) throw new Error(`the API exited: ${apiOutput}`);
      return answers.filter((a) => a.phase === p).length;
    };

    await waitFor(async () => count('up') >= 60, 'answers before the stop');
    stopPostgres();
    phase = 'down';
    await waitFor(async () => count('down') >= 60, 'answers while the database is stopped');
    await heldEnded;
    held.release(true);

    expect(exited, apiOutput).toBeUndefined();
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(Number(notReady.headers.get('retry-after'))).toBeGreaterThan(0);

    startPostgres();
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, '/readyz to answer 200 again');
    phase = 'back';
    await waitFor(async () => count('back') >= 60, 'answers after the database is back');
    running = false;
    await load;

    // The test's own pool has dropped its dead connection and opens new ones.
    expect((await own.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await own.close();

    expect(exited, apiOutput).toBeUndefined();
    const up = answers.filter((a) => a.phase === 'up');
    const down = answers.filter((a) => a.phase === 'down');
    const back = answers.filter((a) => a.phase === 'back');
    // Before the stop, 200s; requests under way when it came, and those sent while the database was away,
    // 503 with Retry-After; never a 500, never a dropped connection.
    expect(up.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(answers.filter((a) => a.status === 503 && !(Number(a.retryAfter) > 0))).toEqual([]);
    expect(down.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(back.filter((a) => a.status !== 200)).toEqual([]);
  }, 180_000);
});
