// Bearer-token authentication and role checks. Routes list them as `preHandler`; `runGuardsFirst` moves
// them to the route's onRequest, so an anonymous or wrong-role call is refused (401/403) before its body is
// parsed or validated (docs/ARCHITECTURE.md#request-path-http-to-database-and-back).
import { type Permission, rolesWith } from '@arogya/contracts/roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { type Actor, toActor } from './actor.ts';
import { AppError } from './app-error.ts';
import type { AccountRow, AppContext } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { user: AccountRow; sessionId: string };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const GUARD = Symbol('arogya.authGuard');
/** What a guard refuses: no signed-in user (401), or a signed-in user without the role (403). */
export type GuardKind = 'authenticate' | 'role';
type Guard = preHandlerAsyncHookHandler & { [GUARD]?: GuardKind };

function markGuard(fn: preHandlerAsyncHookHandler, kind: GuardKind): preHandlerAsyncHookHandler {
  (fn as Guard)[GUARD] = kind;
  return fn;
}

export const isGuard = (fn: unknown): boolean => guardKind(fn) !== undefined;
export const guardKind = (fn: unknown): GuardKind | undefined =>
  typeof fn === 'function' ? (fn as Guard)[GUARD] : undefined;

/**
 * Moves every guard made by `createAuthGuards` from a route's preHandler to the end of its onRequest, in
 * the order listed. Other pre-handlers stay where they are. Register before the routes.
 */
export function runGuardsFirst(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const pre = [route.preHandler ?? []].flat();
    const guards = pre.filter(isGuard);
    if (guards.length === 0) return;
    route.preHandler = pre.filter((fn) => !isGuard(fn));
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      ...(guards as unknown as onRequestAsyncHookHandler[]),
    ];
  });
}

export function createAuthGuards(ctx: AppContext) {
  const authenticate = markGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized('No authentication token');
    const claims = await ctx.tokens.verify(token);
    if (!claims) throw AppError.unauthorized('Authentication expired');
    const user = await ctx.sessions.findLiveSession(claims.sid, claims.sub);
    if (!user) throw AppError.unauthorized('Authentication expired');
    request.auth = { user, sessionId: claims.sid };
  }, 'authenticate');

  /** Admits a signed-in user whose roles hold the permission (packages/contracts/src/roles.ts), else 403. */
  const requirePermission = (permission: Permission): preHandlerAsyncHookHandler => {
    const roles = rolesWith(permission);
    const guard = markGuard(async (request) => {
      const user = request.auth?.user;
      if (!user) throw AppError.unauthorized();
      if (!roles.some((r) => user.roles.includes(r))) throw AppError.forbidden();
    }, 'role');
    (guard as Guard & { permission?: Permission }).permission = permission;
    return guard;
  };

  return { authenticate, requirePermission };
}

/** The signed-in user of a request that passed `authenticate`. */
/**
 * The signed-in person's own account row, for the users module's account operations only (profile,
 * password, avatar, export, deletion). Every other operation takes `currentUser`.
 */
export function currentAccount(request: FastifyRequest): AccountRow {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth.user;
}

/** The signed-in person (lib/actor.ts): an Actor, never the account row with its password hash. */
export function currentUser(request: FastifyRequest): Actor {
  if (!request.auth) throw AppError.unauthorized();
  return toActor(request.auth.user);
}
