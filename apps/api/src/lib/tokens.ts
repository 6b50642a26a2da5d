// Signed session tokens: HS256 only, with issuer, audience, expiry and a session id checked server-side.
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'arogya-api';
const AUDIENCE = 'arogya-web';
const ALGORITHM = 'HS256';

export type TokenService = ReturnType<typeof createTokenService>;
export type SessionClaims = { sub: string; sid: string; exp: number };

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    newSessionId: () => randomUUID(),
    async sign(userId: string, sessionId: string, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Returns the claims, or null for any bad token (forged, expired, wrong algorithm, malformed). */
    async verify(token: string): Promise<SessionClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return { sub: payload.sub, sid: payload.sid, exp: payload.exp };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
