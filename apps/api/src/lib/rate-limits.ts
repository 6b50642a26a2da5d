// Counters for sign-in and registration attempts; in memory, or shared through Redis when REDIS_URL is set.
// Sign-in is throttled per client address, and failures per account *and* client address together, so
// someone guessing a password from one place slows only themselves down there: the owner signing in from
// anywhere else is never refused because of them (docs/product-rules.md#signing-in-and-throttling).
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

export type RateLimits = {
  /** Sign-in attempts per client address (any account). */
  loginPerIp: RateLimiterAbstract;
  /** Failed sign-ins per account and client address together. */
  loginFailures: RateLimiterAbstract;
  /** The pause a pair (account, address) must wait before its next attempt, once past its free failures. */
  loginPause: RateLimiterAbstract;
  registerPerIp: RateLimiterAbstract;
  /** Failures a pair gets before each further one imposes a pause. */
  freeFailures: number;
};

export type RateLimitSettings = {
  loginPerAccount: number;
  loginPerIp: number;
  registerPerIp: number;
  /** Key prefix in Redis, so several deployments can share one. */
  prefix?: string;
};

const LOGIN_IP_WINDOW_SECONDS = 15 * 60;
/** How long failures of a pair are remembered (counted from its first failure). */
const FAILURE_WINDOW_SECONDS = 60 * 60;
/** The first pause, doubled at each further failure, up to the longest. */
export const FIRST_PAUSE_SECONDS = 30;
export const LONGEST_PAUSE_SECONDS = 15 * 60;

export function createRateLimits(settings: RateLimitSettings, redis?: unknown): RateLimits {
  const prefix = settings.prefix ?? 'arogya:rl:';
  const make = (keyPrefix: string, points: number, duration: number) =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  return {
    loginPerIp: make('login-ip', settings.loginPerIp, LOGIN_IP_WINDOW_SECONDS),
    loginFailures: make('login-failures', 1_000_000, FAILURE_WINDOW_SECONDS),
    loginPause: make('login-pause', 1, LONGEST_PAUSE_SECONDS),
    registerPerIp: make('register-ip', settings.registerPerIp, 60 * 60),
    freeFailures: settings.loginPerAccount,
  };
}

/** The pause after a pair's `failures`-th failure: none within the free ones, then 30 s, 1 min, 2 min... 15 min. */
export function pauseAfter(failures: number, freeFailures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(LONGEST_PAUSE_SECONDS, FIRST_PAUSE_SECONDS * 2 ** (failures - freeFailures));
}

export function tooManyAttempts(what: string, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError('RATE_LIMITED', `Too many ${what}. Please try again in ${wait}.`, undefined, {
    'retry-after': String(seconds),
  });
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

/** Counts one failed sign-in of the pair and starts its pause when it is past its free failures. */
export async function recordLoginFailure(limits: RateLimits, pairKey: string): Promise<void> {
  const res = await limits.loginFailures.penalty(pairKey, 1);
  const pause = pauseAfter(res.consumedPoints, limits.freeFailures);
  if (pause > 0) await limits.loginPause.block(pairKey, pause);
}

/** A successful sign-in forgets the pair's failures. */
export async function forgetLoginFailures(limits: RateLimits, pairKey: string): Promise<void> {
  await Promise.all([limits.loginFailures.delete(pairKey), limits.loginPause.delete(pairKey)]);
}
