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
  /** Password reset requests per e-mail address (whether or not it has an account) and per client address. */
  passwordResetPerEmail: RateLimiterAbstract;
  passwordResetPerIp: RateLimiterAbstract;
  /** Failures a pair gets before each further one imposes a pause. */
  freeFailures: number;
  /** One-time codes (docs/product-rules.md#one-time-codes); `otpResend` is absent when no wait is set. */
  otpResend?: RateLimiterAbstract;
  otpPerNumberHour: RateLimiterAbstract;
  otpPerNumberDay: RateLimiterAbstract;
  otpPerIp: RateLimiterAbstract;
  otpGlobal: RateLimiterAbstract;
};

export type RateLimitSettings = {
  loginPerAccount: number;
  loginPerIp: number;
  registerPerIp: number;
  /** Password reset requests per hour, per e-mail address and per client address (defaults 5 and 20). */
  passwordResetPerEmail?: number;
  passwordResetPerIp?: number;
  /** One-time codes: seconds before another code to a number, and codes per number, address and site. */
  otp?: {
    resendSeconds: number;
    perNumberHour: number;
    perNumberDay: number;
    perIpHour: number;
    globalHour: number;
  };
  /** Key prefix in Redis, so several deployments can share one. */
  prefix?: string;
};

export const DEFAULT_OTP_LIMITS = {
  resendSeconds: 30,
  perNumberHour: 5,
  perNumberDay: 10,
  perIpHour: 20,
  globalHour: 2000,
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
    passwordResetPerEmail: make('reset-email', settings.passwordResetPerEmail ?? 5, 60 * 60),
    passwordResetPerIp: make('reset-ip', settings.passwordResetPerIp ?? 20, 60 * 60),
    freeFailures: settings.loginPerAccount,
    ...otpLimits(make, settings.otp ?? DEFAULT_OTP_LIMITS),
  };
}

function otpLimits(
  make: (keyPrefix: string, points: number, duration: number) => RateLimiterAbstract,
  otp: NonNullable<RateLimitSettings['otp']>,
) {
  return {
    ...(otp.resendSeconds > 0 ? { otpResend: make('otp-resend', 1, otp.resendSeconds) } : {}),
    otpPerNumberHour: make('otp-number-hour', otp.perNumberHour, 60 * 60),
    otpPerNumberDay: make('otp-number-day', otp.perNumberDay, 24 * 60 * 60),
    otpPerIp: make('otp-ip', otp.perIpHour, 60 * 60),
    otpGlobal: make('otp-global', otp.globalHour, 60 * 60),
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
