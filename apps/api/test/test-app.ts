// One migrated, seeded database per test run (in-memory PGlite, or PostgreSQL when DATABASE_URL is set),
// shared by every API test file; each test makes its own users so files do not interfere.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { type Env, loadEnv } from '../src/config/env.ts';
import type { Database } from '../src/db/client.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema/users.ts';
import { runSeeds } from '../src/db/seed/run-seeds.ts';
import type { AppContext } from '../src/lib/context.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing!';

let databasePromise: Promise<Database> | undefined;

export function testDatabase(): Promise<Database> {
  databasePromise ??= (async () => {
    const url = inject('testDatabaseUrl');
    const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
    await database.migrate();
    await runSeeds(database.db);
    return database;
  })();
  return databasePromise;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-test-'));
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOGIN_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_LIMIT_PER_IP: '100000',
    REGISTER_LIMIT_PER_IP: '100000',
    // Tests sign staff in again and again with codes to the same numbers; sign-in-codes.test.ts sets the
    // limits it tests.
    OTP_RESEND_SECONDS: '0',
    OTP_LIMIT_PER_NUMBER_HOUR: '100000',
    OTP_LIMIT_PER_NUMBER_DAY: '100000',
    OTP_LIMIT_PER_IP_HOUR: '100000',
    OTP_LIMIT_GLOBAL_HOUR: '100000',
    // A test's burst of requests waits for its turn however slow the shared machine is, rather than being
    // shed; overload.test.ts sets the queue's limits it tests.
    DB_MAX_WAIT_MS: '60000',
    ...overrides,
  });
}

export type TestApp = { app: FastifyInstance; ctx: AppContext };

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await testDatabase();
  const ctx = createContext(testEnv(envOverrides), database, TEST_JWT_SECRET);
  const app = await buildApp(ctx, { webDistDir: false });
  await app.ready();
  return { app, ctx };
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}.${randomUUID().slice(0, 8)}@example.in`;
}

let phoneCounter = 0;
/** A number no other test uses: verified numbers are unique (users_verified_phone_unique), and test files
 * run in parallel workers (processes started together, so with process ids apart) on one database. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const worker = String(process.pid % 1000).padStart(3, '0');
  return `9${worker}${String(phoneCounter % 1e6).padStart(6, '0')}`;
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = {
    name: 'Test Patient',
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: 'correct-horse-1',
    consent: true,
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as { token: string; user: { id: string; email: string } };
  return { ...json, password: body.password, email: body.email, phone: body.phone };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Marks an account's phone and e-mail verified, as if the person had proven both: messages go only to
 * verified contacts (docs/product-rules.md#verified-contacts).
 */
export async function verifyContacts(userId: string): Promise<void> {
  const { db } = await testDatabase();
  const now = new Date();
  await db.update(users).set({ phoneVerifiedAt: now, emailVerifiedAt: now }).where(eq(users.id, userId));
}

/** registerUser, then both contacts verified (verifyContacts). */
export async function registerVerifiedUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const registered = await registerUser(app, overrides);
  await verifyContacts(registered.user.id);
  return registered;
}
