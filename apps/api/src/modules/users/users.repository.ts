// The only place that reads and writes users, sessions and password reset links.
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type CachedSession = { user: UserRow; sessionExpiresAt: number; cachedUntil: number };

/**
 * With PGlite exactly one process owns the database, so every change to a user or a session passes through
 * this repository and a small in-memory cache of live sessions is exact: each write below drops the
 * entries it affects. With PostgreSQL (several instances) the cache is off.
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 10_000;

const isUniqueViolation = (err: unknown) => violatedConstraint(err, PG_UNIQUE_VIOLATION) !== undefined;

export function createUsersRepository(db: Db, { cacheSessions = false } = {}) {
  const cache = new Map<string, CachedSession>();
  const forgetUser = (userId: string) => {
    for (const [sid, entry] of cache) if (entry.user.id === userId) cache.delete(sid);
  };
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** The account whose verified number this is (at most one: users_verified_phone_unique). */
    async findByVerifiedPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
        .limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** Inserts unless the e-mail is taken; returns undefined when it is. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    /** Inserts an account made with a proven number; undefined when the number is already verified on one. */
    async insertWithVerifiedPhone(user: NewUser & { phoneVerifiedAt: Date }): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
      return row;
    },
    /**
     * Sets the account's number as verified (a code sent to it came back). 'taken' when another account has
     * verified it (users_verified_phone_unique): a number belongs to one account.
     */
    async setVerifiedPhone(id: string, phone: string, at: Date): Promise<UserRow | 'taken' | undefined> {
      forgetUser(id);
      try {
        const [row] = await db
          .update(users)
          .set({ phone, phoneVerifiedAt: at, updatedAt: at })
          .where(eq(users.id, id))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },
    /** Sets the account's e-mail as verified; 'taken' when another account uses the address. */
    async setVerifiedEmail(id: string, email: string, at: Date): Promise<UserRow | 'taken' | undefined> {
      forgetUser(id);
      try {
        const [row] = await db
          .update(users)
          .set({ email, emailVerifiedAt: at, updatedAt: at })
          .where(eq(users.id, id))
          .returning();
        return row;
      } catch (err) {
        if (isUniqueViolation(err)) return 'taken';
        throw err;
      }
    },
    async update(id: string, patch: Partial<Omit<NewUser, 'id' | 'email'>>): Promise<UserRow | undefined> {
      forgetUser(id);
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    /**
     * The account and everything it owns: its rows in other tables go with it by their foreign keys' cascade;
     * its messages, which keep no foreign key (db/schema/notifications.ts), by a second statement in the same
     * transaction. In that order: deleting the users row waits for every transaction holding a key on it (a
     * booking or an order being written, with its messages), and the second statement, which starts after,
     * sees their messages. A message written without such a key (a scheduled job's) that lands between the two
     * is removed by the outbox's runner when due (dispatch-notifications.ts, outcome 'forgotten').
     */
    async delete(id: string): Promise<void> {
      forgetUser(id);
      await db.transaction(async (tx) => {
        await tx.delete(users).where(eq(users.id, id));
        await tx.delete(notifications).where(eq(notifications.recipientUserId, id));
      });
    },
    async createSession(session: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(session);
    },
    /** The user behind a live session: not revoked, not expired, belonging to that user. */
    async findLiveSession(sessionId: string, userId: string): Promise<UserRow | undefined> {
      const now = Date.now();
      const hit = cache.get(sessionId);
      if (hit && hit.user.id === userId && now < hit.cachedUntil && now < hit.sessionExpiresAt)
        return hit.user;
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (row && cacheSessions) {
        if (cache.size >= SESSION_CACHE_MAX) cache.clear();
        cache.set(sessionId, {
          user: row.user,
          sessionExpiresAt: row.expiresAt.getTime(),
          cachedUntil: now + SESSION_CACHE_MS,
        });
      }
      return row?.user;
    },
    async revokeSession(sessionId: string): Promise<void> {
      cache.delete(sessionId);
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    async revokeAllSessions(userId: string): Promise<void> {
      forgetUser(userId);
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /**
     * Stores a password reset link's hash and runs `andThen` (the notification, modules/notifications/notify.ts)
     * in the same transaction: the e-mail is written only with a link that works, and vice versa.
     */
    async createPasswordResetToken(
      token: typeof passwordResetTokens.$inferInsert,
      andThen: (tx: Tx, tokenId: number) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(passwordResetTokens)
          .values(token)
          .returning({ id: passwordResetTokens.id });
        if (!row) throw new Error('password reset token not stored');
        await andThen(tx, row.id);
      });
    },
    /**
     * Uses a password reset link, in one transaction: claims it (unused, not expired at `now`; of two
     * requests at once only one can), sets the password, spends every other link of the user and revokes
     * every session. Returns the user and the link's id, or undefined when the link does not work.
     */
    async resetPasswordWithToken(
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<{ user: UserRow; tokenId: number | null } | undefined> {
      const done = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
        if (!claimed) return undefined;
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, claimed.userId))
          .returning();
        if (!user) return undefined;
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        return { user, tokenId: claimed.id };
      });
      if (done) forgetUser(done.user.id);
      return done;
    },
    /**
     * Sets a new password after a reset by code, in one transaction: every reset link of the user spent and
     * every session revoked. Returns the user (and no link id), or undefined when the account is gone.
     */
    async resetPasswordOf(
      userId: string,
      passwordHash: string,
      now: Date,
    ): Promise<{ user: UserRow; tokenId: number | null } | undefined> {
      const done = await db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        if (!user) return undefined;
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
        return { user, tokenId: null };
      });
      forgetUser(userId);
      return done;
    },
    async listSessions(userId: string) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
