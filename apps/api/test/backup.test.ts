// `npm run backup` and `npm run restore` (apps/api/src/ops/): a running embedded database, with patients
// uploading and removing prescriptions all along, is backed up through the server's socket; the backup is
// restored into another data folder (and again over it with --force); every table's rows and every file's
// hash are then compared with the source. Writes are one at a time, so the backup must equal the source
// after exactly k of them, for a k between those finished before the backup began and those begun before it
// ended. The embedded database is PGlite whatever engine the run uses, so this runs once, on PGlite runs.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/compose.ts';
import { type Database, type Db, openPglite } from '../src/db/client.ts';
import { runSeeds } from '../src/db/seed/run-seeds.ts';
import type { AppContext } from '../src/lib/context.ts';
import { acquireDataDirLock } from '../src/lib/data-lock.ts';
import { createStorageDriver } from '../src/lib/file-storage-drivers.ts';
import { loadJwtSecret } from '../src/lib/secrets.ts';
import { readBackup } from '../src/ops/backup-format.ts';
import { type BackupListener, listenForBackups } from '../src/ops/backup-socket.ts';
import { hashStream } from '../src/ops/move-files.ts';
import { writeBackup } from '../src/ops/write-backup.ts';
import { account, PDF, upload } from './pharmacy-fixtures.ts';
import { runCli } from './run-cli.ts';
import { startS3StandIn } from './s3-stand-in.ts';
import { createTestApp, TEST_JWT_SECRET, testEnv } from './test-app.ts';

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: string): Promise<Row[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: Row[] };
  return result.rows;
}

async function tablesOf(db: Db): Promise<string[]> {
  const rows = await rowsOf(
    db,
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((r) => String(r.name));
}

/** A table's rows as sorted JSON lines, so two databases compare whatever order they return rows in. */
async function contentOf(db: Db, table: string): Promise<string[]> {
  const [schema, name] = table.split('.');
  return (await rowsOf(db, `select * from "${schema}"."${name}"`)).map((r) => JSON.stringify(r)).sort();
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function filesUnder(root: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(root)) return found;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(root, full).split(path.sep).join('/'), sha256(readFileSync(full)));
  }
  return found;
}

async function until(done: () => boolean, limitMs = 60_000) {
  const deadline = Date.now() + limitMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const onPostgres = Boolean(inject('testDatabaseUrl'));

describe.skipIf(onPostgres)('backup and restore of a running embedded database', () => {
  let dataDir: string;
  let work: string;
  let database: Database;
  let ctx: AppContext;
  let app: FastifyInstance;
  let listener: BackupListener;
  let releaseLock: () => void;
  let backupFile: string;

  beforeAll(async () => {
    // Short paths: a Unix socket's path may be at most 107 bytes.
    dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-bk-'));
    work = mkdtempSync(path.join(tmpdir(), 'arogya-bk-'));
    backupFile = path.join(work, 'arogya.backup');
    // As the server does (server.ts): it owns the folder, generated its session secret there, listens.
    releaseLock = acquireDataDirLock(dataDir);
    loadJwtSecret(undefined, dataDir);
    database = await openPglite(dataDir);
    await database.migrate();
    await runSeeds(database.db);
    ctx = createContext(testEnv({ DATA_DIR: dataDir, STORAGE_DRIVER: 'disk' }), database, TEST_JWT_SECRET);
    app = await buildApp(ctx, { webDistDir: false });
    await app.ready();
    listener = await listenForBackups({ dataDir, database, storage: ctx.storage });
  }, 180_000);

  afterAll(async () => {
    await listener?.close();
    await app?.close();
    await database?.close();
    releaseLock?.();
    await rm(dataDir, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });

  it('backs up under writes, restores, and every table and file matches', async () => {
    const t = { app, ctx };
    const people = await Promise.all([account(t), account(t), account(t)]);
    const source = database.db;
    const rowsById = new Map<string, Row>();
    const uploadedHash = new Map<string, string>();
    const live: string[] = [];
    let n = 0;
    async function uploadOne(): Promise<string> {
      n += 1;
      const data = Buffer.concat([PDF, randomBytes(1000 + ((n * 7919) % 120_000))]);
      const res = await upload(t, people[n % people.length] as (typeof people)[number], data);
      expect(res.statusCode).toBe(201);
      const id = res.json().result.id as string;
      const [row] = await rowsOf(source, `select * from public.prescriptions where id = '${id}'`);
      rowsById.set(id, row as Row);
      uploadedHash.set(String(row?.file_key), sha256(data));
      live.push(id);
      return id;
    }
    for (let i = 0; i < 6; i++) await uploadOne();
    const before = await rowsOf(source, 'select * from public.prescriptions');

    const ops: { kind: 'upload' | 'delete'; id: string }[] = [];
    let begun = 0;
    let finished = 0;
    let stop = false;
    const writes = (async () => {
      for (let i = 0; !stop; i++) {
        begun += 1;
        if (i % 3 === 2 && live.length > 3) {
          const [id] = live.splice((i * 31) % live.length, 1) as [string];
          const owner = people.find((p) => p.id === rowsById.get(id)?.user_id);
          ops.push({ kind: 'delete', id });
          const res = await app.inject({
            method: 'DELETE',
            url: `/api/v1/prescriptions/${id}`,
            headers: owner?.headers,
          });
          expect(res.statusCode).toBe(200);
        } else {
          ops.push({ kind: 'upload', id: await uploadOne() });
        }
        finished += 1;
      }
    })();

    await until(() => finished >= 10);
    const low = finished;
    const backup = await runCli('backup-cli.ts', [backupFile], { DATA_DIR: dataDir });
    const high = begun;
    const after = finished + 8;
    await until(() => finished >= after);
    stop = true;
    await writes;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Backup taken by the running server');
    expect(backup.stdout).toMatch(
      /and checked: the database \([\d.]+ MB\), \d+ uploaded file\(s\) and the session secret/,
    );
    // Written while patients kept writing.
    expect(high - low).toBeGreaterThanOrEqual(3);

    // A running server's folder is never restored over.
    const running = await runCli('restore-cli.ts', [backupFile, '--force'], { DATA_DIR: dataDir });
    expect(running.code).toBe(1);
    expect(running.stderr).toContain(`in use by another Arogya process (pid ${process.pid})`);

    const target = mkdtempSync(path.join(tmpdir(), 'arogya-bk-'));
    try {
      // A folder that holds a database, files and a secret is not restored over without --force.
      await mkdir(path.join(target, 'pgdata'));
      await writeFile(path.join(target, 'pgdata', 'PG_VERSION'), '17');
      await mkdir(path.join(target, 'uploads', 'prescriptions'), { recursive: true });
      await writeFile(path.join(target, 'uploads', 'prescriptions', 'stray.pdf'), 'not from the backup');
      await writeFile(path.join(target, 'jwt-secret'), 'an older secret');
      const refused = await runCli('restore-cli.ts', [backupFile], { DATA_DIR: target });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        'already holds a database (pgdata), uploaded files (uploads), a session secret',
      );
      expect(existsSync(path.join(target, 'uploads', 'prescriptions', 'stray.pdf'))).toBe(true);
      const forced = await runCli('restore-cli.ts', [backupFile, '--force'], { DATA_DIR: target });
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
      expect(existsSync(path.join(target, 'uploads', 'prescriptions', 'stray.pdf'))).toBe(false);
      expect(readdirSync(target).sort()).toEqual(['jwt-secret', 'pgdata', 'uploads']);

      const copy = await openPglite(target);
      try {
        const tables = await tablesOf(source);
        expect(tables).toContain('public.prescriptions');
        expect(await tablesOf(copy.db)).toEqual(tables);
        for (const table of tables) {
          if (table === 'public.prescriptions') continue;
          expect(await contentOf(copy.db, table), table).toEqual(await contentOf(source, table));
        }
        // The prescriptions: those of the source after exactly k of the writes.
        const restored = await contentOf(copy.db, 'public.prescriptions');
        const afterWrites = (k: number) => {
          const rows = new Map(before.map((r) => [String(r.id), r]));
          for (const op of ops.slice(0, k)) {
            if (op.kind === 'upload') rows.set(op.id, rowsById.get(op.id) as Row);
            else rows.delete(op.id);
          }
          return [...rows.values()].map((r) => JSON.stringify(r)).sort();
        };
        const matches: number[] = [];
        for (let k = low; k <= high; k++) {
          if (JSON.stringify(afterWrites(k)) === JSON.stringify(restored)) matches.push(k);
        }
        expect(matches.length, `no k in [${low}, ${high}] gives the restored prescriptions`).toBeGreaterThan(
          0,
        );

        // Every file a restored row names is there, with the bytes uploaded; every file the source still
        // holds has the same bytes in the copy.
        const restoredFiles = filesUnder(path.join(target, 'uploads'));
        for (const line of restored) {
          const key = String((JSON.parse(line) as Row).file_key);
          expect(restoredFiles.get(key), key).toBe(uploadedHash.get(key));
        }
        const sourceFiles = filesUnder(path.join(dataDir, 'uploads'));
        for (const [key, hash] of restoredFiles) {
          if (sourceFiles.has(key)) expect(hash, key).toBe(sourceFiles.get(key));
        }
        expect(await readFile(path.join(target, 'jwt-secret'), 'utf8')).toBe(
          await readFile(path.join(dataDir, 'jwt-secret'), 'utf8'),
        );
      } finally {
        await copy.close();
      }
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  }, 300_000);

  it('refuses a damaged backup and leaves the folder as it was', async () => {
    const damaged = path.join(work, 'damaged.backup');
    const bytes = await readFile(backupFile);
    // One byte changed inside an uploaded file's entry, well past the database's.
    bytes[bytes.length - 2000] = (bytes[bytes.length - 2000] ?? 0) ^ 0x55;
    await writeFile(damaged, bytes);
    await expect(readBackup(createReadStream(damaged))).rejects.toThrow();
    const target = mkdtempSync(path.join(tmpdir(), 'arogya-bk-'));
    try {
      const run = await runCli('restore-cli.ts', [damaged], { DATA_DIR: target });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/restore failed: /);
      expect(readdirSync(target)).toEqual([]);
    } finally {
      await rm(target, { recursive: true, force: true });
    }
  }, 120_000);

  it('restores the files into the bucket when the settings choose the s3 driver', async () => {
    const s3 = await startS3StandIn();
    const target = mkdtempSync(path.join(tmpdir(), 'arogya-bk-'));
    try {
      const run = await runCli('restore-cli.ts', [backupFile], { DATA_DIR: target, ...s3.settings });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(existsSync(path.join(target, 'uploads'))).toBe(false);
      const manifest = await readBackup(createReadStream(backupFile));
      expect(manifest.files.length).toBeGreaterThan(5);
      const bucket = createStorageDriver(testEnv(s3.settings), undefined);
      for (const file of manifest.files) {
        const stored = await bucket.get(file.key);
        expect(stored, file.key).not.toBeNull();
        expect(await hashStream(stored?.stream as Readable)).toEqual({
          sha256: file.sha256,
          size: file.size,
        });
      }
      await bucket.close?.();
    } finally {
      await rm(target, { recursive: true, force: true });
      await s3.close();
    }
  }, 120_000);

  it('backs up a stopped server’s folder itself, and says so when a server holds it without the socket', async () => {
    await listener.close();
    const silent = await runCli('backup-cli.ts', [path.join(work, 'silent.backup')], { DATA_DIR: dataDir });
    expect(silent.code).toBe(1);
    expect(silent.stderr).toContain(`The server (pid ${process.pid}) owns ${dataDir} but does not answer`);
    expect(existsSync(path.join(work, 'silent.backup.partial'))).toBe(false);

    await app.close();
    await database.close();
    releaseLock();
    const stopped = path.join(work, 'stopped.backup');
    const run = await runCli('backup-cli.ts', [stopped], { DATA_DIR: dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The server is not running: backup taken from the data folder.');
    const manifest = await readBackup(createReadStream(stopped));
    expect(manifest.files.map((f) => f.key).sort()).toEqual(
      [...filesUnder(path.join(dataDir, 'uploads')).keys()].sort(),
    );
    const again = await runCli('backup-cli.ts', [stopped], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('exists; add --force to replace it');
  }, 120_000);
});

describe('what a backup holds, whichever driver keeps the files', () => {
  // Only the dump is asked of the database here; the files come through the storage interface.
  const dump = { dumpDataDir: async () => new Uint8Array(Buffer.from("a stand-in for PGlite's tar")) };

  it('copies the files out of the bucket with the s3 driver', async () => {
    const s3 = await startS3StandIn();
    const t = await createTestApp(s3.settings);
    try {
      const files = new Map<string, string>();
      for (const size of [1, 50_000, 700_000]) {
        const key = `lab-reports/${randomUUID()}.pdf`;
        const data = randomBytes(size);
        await t.ctx.storage.put(key, data);
        files.set(key, sha256(data));
      }
      const out = path.join(t.ctx.env.dataDir, 'b.backup');
      const manifest = await writeBackup(dump, t.ctx.storage, t.ctx.env.dataDir, createWriteStream(out));
      expect(manifest.storageDriver).toBe('s3');
      expect(new Map(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(files);
      expect(await readBackup(createReadStream(out))).toEqual(manifest);
    } finally {
      await t.app.close();
      await t.ctx.storage.close?.();
      await s3.close();
    }
  });

  it('leaves the files to the dump with the postgres driver, whose files are rows of the database', async () => {
    const t = await createTestApp({ STORAGE_DRIVER: 'postgres' });
    try {
      const key = `prescriptions/${randomUUID()}.pdf`;
      await t.ctx.storage.put(key, PDF);
      const out = path.join(t.ctx.env.dataDir, 'b.backup');
      const manifest = await writeBackup(dump, t.ctx.storage, t.ctx.env.dataDir, createWriteStream(out));
      expect(manifest).toMatchObject({ storageDriver: 'postgres', files: [] });
      await t.ctx.storage.remove(key);
    } finally {
      await t.app.close();
    }
  });
});

describe('with DATABASE_URL', () => {
  it('backup and restore point to pg_dump and pg_restore', async () => {
    const env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/arogya' };
    const backup = await runCli('backup-cli.ts', ['x.backup'], env);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain('back PostgreSQL up with pg_dump');
    const restore = await runCli('restore-cli.ts', ['x.backup'], env);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('restore PostgreSQL with pg_restore');
  });
});
