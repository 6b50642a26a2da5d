// What every operation may use: the database, configuration and the shared services.

import type { Redis } from 'ioredis';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { type CallTokenService, createCallTokenService } from '../modules/calls/call-tokens.ts';
import { createRedisHub } from '../modules/calls/redis-signalling-hub.ts';
import { createMemoryHub, type SignallingHub } from '../modules/calls/signalling-hub.ts';
import { createUsersRepository } from '../modules/users/users.repository.ts';
import { createFileStorage, type FileStorage } from './file-storage.ts';
import { createRateLimits, type RateLimits } from './rate-limits.ts';
import { createTokenService, type TokenService } from './tokens.ts';

export type AppContext = {
  env: Env;
  database: Database;
  tokens: TokenService;
  rateLimits: RateLimits;
  storage: FileStorage;
  users: ReturnType<typeof createUsersRepository>;
  /** Call signalling: in this process, or through Redis publish/subscribe when REDIS_URL is set. */
  signalling: SignallingHub;
  callTokens: CallTokenService;
};

export function createContext(env: Env, database: Database, jwtSecret: string, redis?: unknown): AppContext {
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
    users: createUsersRepository(database.db, { cacheSessions: database.kind === 'pglite' }),
    signalling: redis ? createRedisHub(redis as Redis, env.CALL_CHANNEL_PREFIX) : createMemoryHub(),
    callTokens: createCallTokenService(jwtSecret),
  };
}
