// The only place that reads and writes users and sessions.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

type CachedSession = { user: UserRow; sessionExpiresAt: number; cachedUntil: number };

/**
 * With PGlite exactly one process owns the database, so every change to a user or a session passes through
 * this repository and a small in-memory cache of live sessions is exact: each write below drops the
 * entries it affects. With PostgreSQL (several instances) the cache is off.
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_MAX = 10_000;

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
    async update(id: string, patch: Partial<Omit<NewUser, 'id' | 'email'>>): Promise<UserRow | undefined> {
      forgetUser(id);
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async delete(id: string): Promise<void> {
      forgetUser(id);
      await db.delete(users).where(eq(users.id, id));
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
