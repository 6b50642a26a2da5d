// argon2id password hashing (OWASP parameters: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum, which isolated modules cannot read.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);
/**
 * Whether the password matches. An account with no password (made with a mobile number, signing in by code)
 * matches none, after the same work as a wrong password, so the time taken tells nothing.
 */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (hashed === null) {
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  return verify(hashed, password).catch(() => false);
}

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-timing');
  return dummyHash;
}
