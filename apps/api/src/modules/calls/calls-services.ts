// The calls module's share of the app context (lib/context.ts `AppServices`), built once per process by
// `createCallServices` where the app is composed (src/compose.ts).
import type { Redis } from 'ioredis';
import { type CallTokenService, createCallTokenService } from './call-tokens.ts';
import { createRedisHub } from './redis-signalling-hub.ts';
import { createMemoryHub, type SignallingHub } from './signalling-hub.ts';

export type CallServices = {
  /** Call signalling: in this process, or through Redis publish/subscribe when REDIS_URL is set. */
  signalling: SignallingHub;
  callTokens: CallTokenService;
};

declare module '../../lib/context.ts' {
  interface AppServices extends CallServices {}
}

export function createCallServices(jwtSecret: string, channelPrefix: string, redis?: unknown): CallServices {
  return {
    signalling: redis ? createRedisHub(redis as Redis, channelPrefix) : createMemoryHub(),
    callTokens: createCallTokenService(jwtSecret),
  };
}
