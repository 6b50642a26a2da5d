// Where the app is composed (docs/ARCHITECTURE.md#boundaries): the context every operation receives, built
// from lib's services and the services modules own (lib/context.ts `AppServices`). Nothing imports this but
// the boot (boot.ts) and the tests.
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './lib/context.ts';
import { createFileStorage } from './lib/file-storage.ts';
import { createRateLimits } from './lib/rate-limits.ts';
import { createTokenService } from './lib/tokens.ts';
import { createCallServices } from './modules/calls/calls-services.ts';
import './modules/users/users-services.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';

export function createContext(env: Env, database: Database, jwtSecret: string, redis?: unknown): AppContext {
  const users = createUsersRepository(database.db, { cacheSessions: database.kind === 'pglite' });
  return {
    env,
    database,
    tokens: createTokenService(jwtSecret, env.JWT_TTL_SECONDS),
    rateLimits: createRateLimits(
      {
        loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
        loginPerIp: env.LOGIN_LIMIT_PER_IP,
        registerPerIp: env.REGISTER_LIMIT_PER_IP,
        prefix: env.RATE_LIMIT_PREFIX,
      },
      redis,
    ),
    storage: createFileStorage(`${env.dataDir}/uploads`),
    sessions: users,
    users,
    ...createCallServices(jwtSecret, env.CALL_CHANNEL_PREFIX, redis),
  };
}
