// Every GIN index is made without a pending list (migration 0046_gin-no-pending-list, docs/bench.md#india-size
// round 9): PGlite runs no autovacuum, so pending entries would stay and be read by every search. An index
// added later must say `WITH (fastupdate = off)` in its migration. Runs on PGlite and on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

it('every GIN index has fastupdate off', async () => {
  const res = (await t.ctx.database.db.execute(sql`
    select c.relname as name, coalesce(array_to_string(c.reloptions, ','), '') as options
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'gin' and n.nspname = current_schema()
     order by 1`)) as unknown as { rows: { name: string; options: string }[] };
  expect(res.rows.length).toBeGreaterThan(15);
  expect(res.rows.filter((r) => !r.options.includes('fastupdate=off')).map((r) => r.name)).toEqual([]);
});
