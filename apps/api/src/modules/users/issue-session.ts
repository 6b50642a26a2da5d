// Starts a server-side session and signs the token that names it.
import type { AppContext } from '../../lib/context.ts';

export async function issueSession(
  ctx: AppContext,
  userId: string,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const sessionId = ctx.tokens.newSessionId();
  const expiresAt = new Date(Date.now() + ctx.tokens.ttlSeconds * 1000);
  await ctx.users.createSession({
    id: sessionId,
    userId,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return ctx.tokens.sign(userId, sessionId, expiresAt);
}
