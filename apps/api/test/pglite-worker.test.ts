// The PGlite thread and its client: results, PostgreSQL errors with their fields, transactions that commit,
// roll back and keep other statements out while open, and a clear failure when the thread dies.
// (Every other API test runs through the same client; these pin down its own contract.)
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PgliteError, type RemotePglite, startPgliteWorker } from '../src/db/pglite/remote-client.ts';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../src/lib/db-errors.ts';

describe.skipIf(Boolean(inject('testDatabaseUrl')))('PGlite worker thread', () => {
  let pg: RemotePglite;

  beforeAll(async () => {
    pg = await startPgliteWorker(undefined);
    await pg.query('create table t (id int primary key, at timestamptz, day date, n numeric, tags text[])');
  });

  afterAll(async () => {
    await pg.close();
  });

  it('answers rows as objects or arrays; timestamps and dates stay text as drizzle expects', async () => {
    await pg.query('insert into t values ($1, $2, $3, $4, $5)', [
      1,
      '2026-11-21T10:00:00+05:30',
      '2026-11-21',
      '12.50',
      ['a', 'b'],
    ]);
    const objects = await pg.query('select id, at, day, n, tags from t where id = $1', [1]);
    expect(objects.rows).toEqual([
      { id: 1, at: '2026-11-21 04:30:00+00', day: '2026-11-21', n: '12.50', tags: ['a', 'b'] },
    ]);
    const arrays = await pg.query('select id, day from t where id = $1', [1], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, '2026-11-21']]);
    expect(arrays.fields.map((f) => f.name)).toEqual(['id', 'day']);
  });

  it('carries the PostgreSQL error code and constraint across the thread', async () => {
    const err = await pg.query('insert into t (id) values (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PgliteError);
    expect(pgErrorOf(err)).toMatchObject({ code: PG_UNIQUE_VIOLATION, constraint: 't_pkey' });
  });

  it('commits a transaction, and rolls it back when its function throws', async () => {
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
    });
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into t (id) values (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = await pg.query('select id from t where id in (2, 3) order by id');
    expect(ids.rows).toEqual([{ id: 2 }]);
  });

  it('rolls back a transaction whose statement failed and stays usable', async () => {
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into t (id) values (4)');
        await tx.query('insert into t (id) values (1)');
      }),
    ).rejects.toBeInstanceOf(PgliteError);
    expect((await pg.query('select count(*)::int as c from t where id = 4')).rows).toEqual([{ c: 0 }]);
  });

  it('keeps statements from outside out of an open transaction until it ends', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (5)');
      outside = pg.query('select count(*)::int as c from t where id = 5').then((r) => {
        order.push('outside');
        return r.rows;
      });
      await new Promise((r) => setTimeout(r, 20));
      await tx.query('update t set n = 1 where id = 5');
      order.push('transaction');
    });
    expect(await outside).toEqual([{ c: 1 }]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('execs several statements in one string, one result each, waiting for an open transaction', async () => {
    const results = await pg.exec(
      'insert into t (id) values (20); select id from t where id = 20; select 1 as one, 2 as two',
    );
    expect(results.map((r) => r.rows)).toEqual([[], [{ id: 20 }], [{ one: 1, two: 2 }]]);

    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (21)');
      outside = pg.exec('select count(*)::int as c from t where id = 21').then((r) => {
        order.push('exec');
        return r[0]?.rows;
      });
      await new Promise((r) => setTimeout(r, 20));
      order.push('transaction');
    });
    expect(await outside).toEqual([{ c: 1 }]);
    expect(order).toEqual(['transaction', 'exec']);
  });

  it('rolls back a string that opened a transaction and failed in it, before any other statement runs', async () => {
    // pg-boss takes its locks this way (BEGIN; ... ; COMMIT in one string).
    const failing = pg.exec('begin; insert into t (id) values (22); insert into t (id) values (1); commit');
    // Queued behind it: it must not find itself inside the failed string's aborted transaction.
    const next = pg.query('select count(*)::int as c from t where id = 22');
    await expect(failing).rejects.toMatchObject({ code: PG_UNIQUE_VIOLATION });
    expect((await next).rows).toEqual([{ c: 0 }]);
    await pg.transaction(async (tx) => {
      await tx.query('insert into t (id) values (23)');
    });
    expect((await pg.query('select count(*)::int as c from t where id = 23')).rows).toEqual([{ c: 1 }]);
  });

  it('prepares each statement once and keeps at most its limit, closing the least recently used', async () => {
    const small = await startPgliteWorker(undefined, { maxStatements: 3 });
    try {
      for (let round = 0; round < 3; round++) {
        for (let n = 1; n <= 5; n++) {
          const { rows } = await small.query(`select $1::int * ${n} as v`, [round + 1]);
          expect(rows).toEqual([{ v: (round + 1) * n }]);
        }
      }
      const open = await small.query('select count(*)::int as c from pg_prepared_statements');
      expect(open.rows).toEqual([{ c: 3 }]);
      // A statement that fails to parse is not kept and does not disturb the next one.
      await expect(small.query('selec 1')).rejects.toThrow(/syntax error/);
      expect((await small.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
      // The same text with parameters of other values and nulls.
      const same = 'select $1::text as a, $2::int as b';
      expect((await small.query(same, ['x', null])).rows).toEqual([{ a: 'x', b: null }]);
      expect((await small.query(same, [null, 7])).rows).toEqual([{ a: null, b: 7 }]);
    } finally {
      await small.close();
    }
  });

  it('refuses parsers that cannot cross threads', async () => {
    await expect(pg.query('select 1', [], { parsers: { 23: (v: string) => Number(v) } })).rejects.toThrow(
      /no parser for type 23/,
    );
  });

  it('closes only after the statements under way and those they lead to, then refuses more', async () => {
    const closing = await startPgliteWorker(undefined);
    // Requests under way at shutdown: each runs a second statement once its first one answers.
    const requests = Array.from({ length: 5 }, async (_, i) => {
      await closing.query('select pg_sleep(0.02)');
      return (await closing.query('select $1::int as n', [i])).rows;
    });
    const closed = closing.close();
    expect(await Promise.all(requests)).toEqual([0, 1, 2, 3, 4].map((n) => [{ n }]));
    await closed;
    await expect(closing.query('select 1')).rejects.toThrow('PGlite is closed');
    await closing.close();
  });

  it('fails every call clearly once the thread is gone', async () => {
    const doomed = await startPgliteWorker(undefined);
    const failures: string[] = [];
    doomed.onFailure((err) => failures.push(err.message));
    const slow = doomed.query('select pg_sleep(0.2)');
    // The thread dying under a statement, as when the engine aborts.
    await doomed.terminate();
    await expect(slow).rejects.toThrow(/PGlite worker exited/);
    await expect(doomed.query('select 1')).rejects.toThrow(/PGlite worker exited/);
    expect(failures).toHaveLength(1);
  });
});
