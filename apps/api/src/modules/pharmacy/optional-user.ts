// Public pages that show a little more to a signed-in visitor (the wishlist heart): a valid bearer token
// identifies the user; a missing, expired or revoked one just means signed out, never a 401.
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';

export async function optionalUserId(ctx: AppContext, request: FastifyRequest): Promise<string | undefined> {
  return (await optionalUser(ctx, request))?.id;
}

export async function optionalUser(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ id: string; name: string } | undefined> {
  const token = bearerToken(request);
  if (!token) return undefined;
  const claims = await ctx.tokens.verify(token).catch(() => null);
  if (!claims) return undefined;
  const user = await ctx.sessions.findLiveSession(claims.sid, claims.sub);
  return user ? { id: user.id, name: user.name } : undefined;
}
