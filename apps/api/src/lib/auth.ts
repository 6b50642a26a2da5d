// Bearer-token authentication and role checks, as Fastify pre-handlers.
import type { Role } from '@arogya/contracts/roles';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { UserRow } from '../modules/users/users.repository.ts';
import { AppError } from './app-error.ts';
import type { AppContext } from './context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { user: UserRow; sessionId: string };
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export function createAuthGuards(ctx: AppContext) {
  const authenticate: preHandlerAsyncHookHandler = async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw AppError.unauthorized('No authentication token');
    const claims = await ctx.tokens.verify(token);
    if (!claims) throw AppError.unauthorized('Authentication expired');
    const user = await ctx.users.findLiveSession(claims.sid, claims.sub);
    if (!user) throw AppError.unauthorized('Authentication expired');
    request.auth = { user, sessionId: claims.sid };
  };

  const requireRole =
    (...roles: Role[]): preHandlerAsyncHookHandler =>
    async (request) => {
      const user = request.auth?.user;
      if (!user) throw AppError.unauthorized();
      if (!roles.some((r) => user.roles.includes(r))) throw AppError.forbidden();
    };

  return { authenticate, requireRole };
}

/** The signed-in user of a request that passed `authenticate`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth.user;
}
