// Signed session tokens: HS256 only, with issuer, audience, expiry and a session id checked server-side.
// Also short-lived tickets (a number just proven, a password checked and waiting for its code), each kind
// with an audience of its own so no ticket passes for a session or for another kind, and the keyed hash
// one-time codes are stored under.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'arogya-api';
const AUDIENCE = 'arogya-web';
const ALGORITHM = 'HS256';

export type TokenService = ReturnType<typeof createTokenService>;
export type SessionClaims = { sub: string; sid: string; exp: number };
/** What a ticket carries: its subject (a user id or a phone number) and its own id. */
export type TicketClaims = { sub: string; jti: string; exp: number };

export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // A key of its own for code hashes, derived from the secret, so a code's hash is no JWT signature.
  const codeKey = createHmac('sha256', secret).update('arogya one-time codes').digest();
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
    /**
     * HMAC-SHA256 of a one-time code (with what it is bound to), hex: six digits have a million values, so a
     * plain hash of the table would give every code away; without the server's key this gives none.
     */
    keyedHash(text: string): string {
      return createHmac('sha256', codeKey).update(text).digest('hex');
    },
    /** Compares two hex hashes in constant time (false for different lengths). */
    sameHash(a: string, b: string): boolean {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
    },
    async signTicket(kind: string, subject: string, ttl: number): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject)
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(`${AUDIENCE}:${kind}`)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
        .sign(key);
    },
    /** A ticket's claims, or null when forged, expired, malformed or of another kind. */
    async verifyTicket(kind: string, token: string): Promise<TicketClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: `${AUDIENCE}:${kind}`,
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.jti !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return null;
        }
        return { sub: payload.sub, jti: payload.jti, exp: payload.exp };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
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
