// Call tokens: a short-lived JWT admitting one user to one call's signalling, and nothing else. Its audience
// differs from the session token's, so neither is accepted in place of the other.
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'arogya-api';
const AUDIENCE = 'arogya-call';
const ALGORITHM = 'HS256';
export const CALL_TOKEN_TTL_SECONDS = 15 * 60;

export type CallRole = 'patient' | 'doctor';
export type CallTokenClaims = { userId: string; callId: string; role: CallRole; expiresAt: Date };
export type CallTokenService = ReturnType<typeof createCallTokenService>;

export function createCallTokenService(secret: string, ttlSeconds = CALL_TOKEN_TTL_SECONDS) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId: string, callId: string, role: CallRole, now = new Date()) {
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      const token = await new SignJWT({ call: callId, role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
      return { token, expiresAt };
    },
    /** The claims, or null for a forged, expired, malformed or non-call token. */
    async verify(token: string): Promise<CallTokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const { sub, call, role, exp } = payload;
        if (typeof sub !== 'string' || typeof call !== 'string' || typeof exp !== 'number') return null;
        if (role !== 'patient' && role !== 'doctor') return null;
        return { userId: sub, callId: call, role, expiresAt: new Date(exp * 1000) };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
