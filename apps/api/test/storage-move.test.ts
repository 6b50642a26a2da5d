// `npm run storage:move`: every file copied from the disk into the database table and into S3, each checked by
// its hash read back from the destination; a repeated run copies nothing; a copy that comes back different
// is reported and the tool exits non-zero.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { acquireDataDirLock } from '../src/lib/data-lock.ts';
import type { FileStorageDriver } from '../src/lib/file-storage.ts';
import { createDiskStorage } from '../src/lib/file-storage-disk.ts';
import { createPostgresStorage } from '../src/lib/file-storage-postgres.ts';
import { createS3Storage } from '../src/lib/file-storage-s3.ts';
import { hashStream, moveFiles } from '../src/ops/move-files.ts';
import { runCli } from './run-cli.ts';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';
import { testDatabase } from './test-app.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A disk folder holding `sizes.length` files of those sizes; returns the folder and each key's hash. */
async function filledDisk(sizes: number[]) {
  const root = mkdtempSync(path.join(tmpdir(), 'arogya-move-'));
  const disk = createDiskStorage(root);
  const files = new Map<string, string>();
  for (const [i, size] of sizes.entries()) {
    const key = `${i % 2 ? 'prescriptions' : 'lab-reports'}/${randomUUID()}.${i % 3 ? 'pdf' : 'png'}`;
    const data = randomBytes(size);
    await disk.put(key, data);
    files.set(key, sha256(data));
  }
  return { root, disk, files };
}

async function expectHolds(storage: FileStorageDriver, files: Map<string, string>) {
  for (const [key, hash] of files) {
    const file = await storage.get(key);
    expect(file, key).not.toBeNull();
    expect((await hashStream(file?.stream as Readable)).sha256, key).toBe(hash);
  }
}

const s3Of = (settings: Record<string, string>, prefix = settings.S3_PREFIX ?? '') =>
  createS3Storage({
    bucket: settings.S3_BUCKET ?? '',
    region: settings.S3_REGION ?? '',
    endpoint: settings.S3_ENDPOINT,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    prefix,
    checksums: 'when_required',
  });

describe('moving files between drivers', () => {
  it('copies the disk into the database table, checking each file, and copies nothing the second time', async () => {
    const { disk, files } = await filledDisk([
      0,
      1,
      4096,
      256 * 1024,
      256 * 1024 + 1,
      900_000,
      UPLOAD_MAX_BYTES,
    ]);
    const database = await testDatabase();
    const table = createPostgresStorage(database.db);
    const lines: string[] = [];
    const first = await moveFiles(disk, table, (line) => lines.push(line));
    expect(first).toEqual({ copied: files.size, alreadyThere: 0, failed: [] });
    expect(lines.filter((l) => l.startsWith('copied '))).toHaveLength(files.size);
    await expectHolds(table, files);
    expect(await moveFiles(disk, table)).toEqual({ copied: 0, alreadyThere: files.size, failed: [] });
    // The source keeps its files.
    await expectHolds(disk, files);
    for (const key of files.keys()) await table.remove(key);
  }, 120_000);

  it('reports a copy that reads back different, and goes on with the rest', async () => {
    const { disk, files } = await filledDisk([100, 200, 300]);
    const root = mkdtempSync(path.join(tmpdir(), 'arogya-move-'));
    const target = createDiskStorage(root);
    const [damaged] = [...files.keys()];
    const flaky: FileStorageDriver = {
      ...target,
      put: (key, data) => {
        if (key !== damaged) return target.put(key, data);
        const copy = Buffer.from(data);
        copy[0] = (copy[0] ?? 0) ^ 0xff;
        return target.put(key, copy);
      },
    };
    const report = await moveFiles(disk, flaky);
    expect(report.copied).toBe(2);
    expect(report.failed).toEqual([{ key: damaged, reason: expect.stringMatching(/differs/) }]);
  });

  it('`npm run storage:move -- --to s3` copies DATA_DIR/uploads into the bucket and says so', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-move-'));
    const disk = createDiskStorage(path.join(dataDir, 'uploads'));
    const files = new Map<string, string>();
    for (const size of [10, 70_000, 2_000_000]) {
      const key = `prescriptions/${randomUUID()}.pdf`;
      const data = randomBytes(size);
      await disk.put(key, data);
      files.set(key, sha256(data));
    }
    // A file the disk driver is still writing (written aside, then renamed) is not a stored file.
    writeFileSync(path.join(dataDir, 'uploads', 'prescriptions', '.half-written.partial'), 'half');
    const settings = { ...s3.settings, S3_PREFIX: 'moved/' };
    const env = { DATA_DIR: dataDir, ...settings };
    delete (env as Record<string, string>).STORAGE_DRIVER;
    const run = await runCli('storage-move-cli.ts', ['--to', 's3', '--quiet'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('3 copied and checked, 0 already there with the same bytes, 0 failed.');
    const bucket = s3Of(settings);
    await expectHolds(bucket, files);

    const again = await runCli('storage-move-cli.ts', ['--to', 's3', '--quiet'], env);
    expect(again.stdout).toContain('0 copied and checked, 3 already there');

    const same = await runCli('storage-move-cli.ts', ['--to', 'disk'], env);
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('--from and --to are both disk');
    const wrong = await runCli('storage-move-cli.ts', ['--to', 'ftp'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run storage:move');
    await bucket.close?.();
  }, 120_000);

  it('`npm run storage:move -- --to postgres` copies into the table of DATABASE_URL, or of PGlite when the server is stopped', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arogya-move-'));
    const disk = createDiskStorage(path.join(dataDir, 'uploads'));
    const files = new Map<string, string>();
    for (const size of [5, 300_000]) {
      const key = `lab-reports/${randomUUID()}.pdf`;
      const data = randomBytes(size);
      await disk.put(key, data);
      files.set(key, sha256(data));
    }
    const databaseUrl = inject('testDatabaseUrl');
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    if (!databaseUrl) {
      // PGlite's folder has one owner: while a server holds it, the tool refuses and names it.
      const release = acquireDataDirLock(dataDir);
      const refused = await runCli('storage-move-cli.ts', ['--to', 'postgres'], env);
      release();
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by another Arogya process (pid ${process.pid})`);
    }
    const run = await runCli('storage-move-cli.ts', ['--to', 'postgres', '--quiet'], env);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('2 copied and checked');
    expect(run.code).toBe(0);
    const database = databaseUrl ? await testDatabase() : await openDatabase({ dataDir });
    try {
      await expectHolds(createPostgresStorage(database.db), files);
    } finally {
      if (!databaseUrl) await database.close();
    }
  }, 120_000);
});
