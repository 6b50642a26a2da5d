// The TURN credentials of ice-servers.ts against a real coturn (use-auth-secret): an allocation with them
// succeeds, one made with another secret is refused. Runs where coturn is installed (`.ci/run` installs
// it; locally `apt-get install -y coturn`), and says so when it is not.
import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iceServersFor } from '../src/modules/calls/ice-servers.ts';

const available =
  spawnSync('turnserver', ['--version'], { stdio: 'ignore' }).status !== null &&
  spawnSync('turnutils_uclient', ['-h'], { stdio: 'ignore' }).error === undefined;
if (!available) console.warn('turn-credentials.test.ts: coturn is not installed; apt-get install -y coturn');

const SECRET = 'a-long-shared-secret-for-tests';
const PORT = 41_000 + Math.floor(Math.random() * 1000);

function credentialsFor(secret: string) {
  const [, turn] = iceServersFor(
    [{ urls: 'stun:127.0.0.1' }, { urls: `turn:127.0.0.1:${PORT}` }],
    { secret, ttlSeconds: 600 },
    'patient-1',
    new Date(),
  );
  return { username: String(turn?.username), credential: String(turn?.credential) };
}

function allocate({ username, credential }: { username: string; credential: string }) {
  const run = spawnSync(
    'turnutils_uclient',
    [
      '-p',
      String(PORT),
      '-u',
      username,
      '-w',
      credential,
      '-y',
      '-n',
      '1',
      '-m',
      '1',
      '-e',
      '127.0.0.1',
      '127.0.0.1',
    ],
    { encoding: 'utf8', timeout: 20_000 },
  );
  return `${run.stdout}${run.stderr}`;
}

describe.skipIf(!available)('TURN credentials with a real coturn', () => {
  let server: ReturnType<typeof spawn> | undefined;

  beforeAll(async () => {
    server = spawn(
      'turnserver',
      [
        '-n',
        `--listening-port=${PORT}`,
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        '--realm=arogya.in',
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--allow-loopback-peers',
        '--log-file=stdout',
      ],
      { stdio: 'ignore' },
    );
    await new Promise((r) => setTimeout(r, 700));
  });

  afterAll(() => {
    server?.kill();
  });

  it('allocates a relay with the credentials made for the user', () => {
    expect(allocate(credentialsFor(SECRET))).toMatch(/tot_recv_msgs=4/);
  });

  it('refuses credentials made with another secret', () => {
    expect(allocate(credentialsFor('another-secret-of-16-chars'))).toMatch(/Cannot complete Allocation/);
  });
});
