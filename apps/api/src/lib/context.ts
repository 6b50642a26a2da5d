// What every operation may use: the database, configuration and the shared services
// (docs/ARCHITECTURE.md#boundaries). lib/ knows no module: the services a module owns are declared by that
// module into `AppServices` (TypeScript declaration merging, as Fastify's own decorators are typed), and
// built where the app is composed (src/compose.ts).

import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { users } from '../db/schema/users.ts';
import type { FileStorage } from './file-storage.ts';
import type { JobRunner } from './job-runner.ts';
import type { RateLimits } from './rate-limits.ts';
import type { Readiness } from './readiness.ts';
import type { SearchSynonyms } from './search-synonyms.ts';
import type { TokenService } from './tokens.ts';

/** The account row a session belongs to (the users table). */
export type AccountRow = typeof users.$inferSelect;

/** Finds the account of a session that is still live (not revoked, not expired), for lib/auth.ts. */
export type SessionLookup = {
  findLiveSession(sessionId: string, userId: string): Promise<AccountRow | undefined>;
};

/**
 * Services owned by modules, each added by its module with
 * `declare module '../../lib/context.ts' { interface AppServices { ... } }` (modules/users/users-services.ts,
 * modules/calls/calls-services.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations (declaration merging).
export interface AppServices {}

export type AppContext = {
  env: Env;
  database: Database;
  tokens: TokenService;
  rateLimits: RateLimits;
  storage: FileStorage;
  /** The durable job runner on the same database (lib/job-runner.ts): started by boot.ts, not by the tests'
   * apps, which start it (or drain its queues) themselves. */
  jobs: JobRunner;
  /** The session lookup every guard uses; the users module implements it. */
  sessions: SessionLookup;
  /** What /readyz requires, and whether the process is stopping (lib/readiness.ts). */
  readiness: Readiness;
  /** What Hindi and everyday search words mean in the catalogue's English (lib/search-synonyms.ts). */
  searchSynonyms: SearchSynonyms;
} & AppServices;
