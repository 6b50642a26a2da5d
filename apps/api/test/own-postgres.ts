// A PostgreSQL cluster of a test's own (initdb into a temporary folder, pg_ctl on a free port), so that
// stopping it disturbs no other test; and the API started from source as a child process on it. Needs the
// PostgreSQL 15 server binaries (`hasPostgresBinaries`).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/paths.ts';
import { TEST_JWT_SECRET } from './test-app.ts';

const BIN = '/usr/lib/postgresql/15/bin';
export const hasPostgresBinaries =
  existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));

// initdb and the server refuse to run as root: as root they run as the postgres account.
const asRoot = process.getuid?.() === 0;
function pg(tool: string, args: string[]) {
  const command = asRoot ? 'runuser' : path.join(BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
  const run = spawnSync(command, argv, { encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stdout}${run.stderr}`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(check: () => Promise<boolean>, what: string, limitMs = 60_000) {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`gave up waiting for ${what}`);
}

export type OwnPostgres = { url: string; dir: string; start(): void; stop(): void; remove(): void };

export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'arogya-pg-'));
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    pg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'postgres.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    start,
    stop: () => pg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    remove() {
      try {
        pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ApiProcess = {
  base: string;
  child: ChildProcess;
  output(): string;
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
};

/** `npm start`'s server (src/server.ts, through tsx) on `databaseUrl`, once it answers /livez. */
export async function startApi(
  databaseUrl: string,
  dir: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      SERVE_WEB: 'false',
      DATA_DIR: path.join(dir, 'app'),
      JWT_SECRET: TEST_JWT_SECRET,
      DB_POOL_SIZE: '6',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => exited !== undefined || (await fetch(`${base}/livez`)).ok,
    'the API to start',
    90_000,
  );
  if (exited) throw new Error(`the API exited: ${output}`);
  return { base, child, output: () => output, exited: () => exited };
}
