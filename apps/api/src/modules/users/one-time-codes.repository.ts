// The only place that reads and writes one-time codes and e-mail verification links (db/schema/otp-codes.ts).
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, otpCodes } from '../../db/schema/otp-codes.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CodePurpose = 'sign_in' | 'staff_sign_in' | 'verify_phone' | 'reset_password' | 'confirm';

export type TakenTry = { id: number; codeHash: string; userId: string | null; tries: number };

export function createOneTimeCodesRepository(db: Db) {
  /** The newest code of a number for a purpose: the only one that counts. */
  const newest = (phone: string, purpose: CodePurpose) =>
    db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);

  return {
    /** Stores a new code; returns its id and the ids of the codes it replaces (still unused). */
    async insert(code: typeof otpCodes.$inferInsert): Promise<{ id: number; replaced: number[] }> {
      const replaced = await db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.phone, code.phone),
            eq(otpCodes.purpose, code.purpose),
            isNull(otpCodes.usedAt),
            gt(otpCodes.expiresAt, code.createdAt ?? new Date()),
          ),
        );
      const [row] = await db.insert(otpCodes).values(code).returning({ id: otpCodes.id });
      if (!row) throw new Error('the code was not stored');
      return { id: row.id, replaced: replaced.map((r) => r.id) };
    },

    /**
     * The sign-in codes that proved a number for a new account, made since `since` while it had none, become
     * that account's (its data export lists them).
     */
    async adopt(phone: string, userId: string, since: Date): Promise<void> {
      await db
        .update(otpCodes)
        .set({ userId })
        .where(
          and(
            eq(otpCodes.phone, phone),
            eq(otpCodes.purpose, 'sign_in'),
            isNull(otpCodes.userId),
            gt(otpCodes.createdAt, since),
          ),
        );
    },

    /**
     * Forgets codes and e-mail links that expired before `before`: a code to a number that never made an
     * account is a stranger's number, kept no longer than needed (the audit log keeps what happened).
     */
    async purgeExpired(before: Date): Promise<void> {
      await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
      await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, before));
    },

    /** The channel a code finally went by (SMS when WhatsApp failed). */
    async setChannel(id: number, channel: string): Promise<void> {
      await db.update(otpCodes).set({ channel }).where(eq(otpCodes.id, id));
    },

    /** A code that could not be sent works no more. */
    async void(id: number, now: Date): Promise<void> {
      await db.update(otpCodes).set({ usedAt: now }).where(eq(otpCodes.id, id));
    },

    /**
     * Takes one try of the newest live code of the number (unused, unexpired, under `maxTries`), counted
     * before the code is compared: of any number of guesses at once, at most `maxTries` are ever compared
     * (each UPDATE waits for the one before it on the row and sees its count). Undefined when there is no
     * live code.
     */
    async takeTry(
      phone: string,
      purpose: CodePurpose,
      now: Date,
      maxTries: number,
    ): Promise<TakenTry | undefined> {
      const [row] = await db
        .update(otpCodes)
        .set({ tries: sql`${otpCodes.tries} + 1` })
        .where(
          and(
            inArray(otpCodes.id, newest(phone, purpose)),
            isNull(otpCodes.usedAt),
            gt(otpCodes.expiresAt, now),
            lt(otpCodes.tries, maxTries),
          ),
        )
        .returning({
          id: otpCodes.id,
          codeHash: otpCodes.codeHash,
          userId: otpCodes.userId,
          tries: otpCodes.tries,
        });
      return row;
    },

    /** Uses the code, once: of two requests with the right code at once, only one gets true. */
    async claim(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpCodes)
        .set({ usedAt: now })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
        .returning({ id: otpCodes.id });
      return rows.length > 0;
    },

    /**
     * Stores an e-mail link's hash and runs `andThen` (its e-mail, modules/notifications/notify.ts) in the same
     * transaction: the e-mail is written only with a link that works, and vice versa.
     */
    async insertEmailVerification(
      row: typeof emailVerifications.$inferInsert,
      andThen: (tx: Tx, id: number) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(emailVerifications)
          .values(row)
          .returning({ id: emailVerifications.id });
        if (!inserted) throw new Error('the e-mail link was not stored');
        await andThen(tx, inserted.id);
      });
    },

    /** Uses an e-mail link once (unused, unexpired at `now`): its user and address, or undefined. */
    async claimEmailVerification(tokenHash: string, now: Date) {
      const [row] = await db
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({
          id: emailVerifications.id,
          userId: emailVerifications.userId,
          email: emailVerifications.email,
        });
      return row;
    },
  };
}

export type OneTimeCodesRepository = ReturnType<typeof createOneTimeCodesRepository>;
