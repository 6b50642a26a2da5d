// Counters for login and registration attempts; in memory, or shared through Redis when REDIS_URL is set.
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

export type RateLimits = {
  loginPerAccount: RateLimiterAbstract;
  loginPerIp: RateLimiterAbstract;
  registerPerIp: RateLimiterAbstract;
};

export type RateLimitSettings = { loginPerAccount: number; loginPerIp: number; registerPerIp: number };

const WINDOW_SECONDS = 15 * 60;

export function createRateLimits(settings: RateLimitSettings, redis?: unknown): RateLimits {
  const make = (keyPrefix: string, points: number, duration: number) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `arogya:rl:${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    loginPerAccount: make('login-account', settings.loginPerAccount, WINDOW_SECONDS),
    loginPerIp: make('login-ip', settings.loginPerIp, WINDOW_SECONDS),
    registerPerIp: make('register-ip', settings.registerPerIp, 60 * 60),
  };
}

export function tooManyAttempts(what: string, msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError(
    'RATE_LIMITED',
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(Math.ceil(msBeforeNext / 1000)) },
  );
}

/** Consumes one point, or throws a 429 AppError when none is left. */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyAttempts(what, err.msBeforeNext);
    throw err;
  }
}

/** Throws a 429 when the key has no points left, without consuming one. */
export async function assertNotBlocked(
  limiter: RateLimiterAbstract,
  key: string,
  what: string,
): Promise<void> {
  const res = await limiter.get(key);
  if (res && res.remainingPoints <= 0) throw tooManyAttempts(what, res.msBeforeNext);
}
