// `npm run storage:move -- --to postgres|s3 [--from disk|postgres|s3]`: copies every uploaded file from one
// storage driver to another (by default from the disk, where uploads lived before the other drivers) and
// checks each copy by its SHA-256 (ops/move-files.ts). It reads the same settings as the server (DATA_DIR,
// DATABASE_URL, S3_*). Moving into or out of PGlite's own table needs the data folder, so the server must
// be stopped for that; with PostgreSQL or S3 the server may keep running.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../lib/data-lock.ts';
import { createFileStorage } from '../lib/file-storage-drivers.ts';
import { moveFiles } from './move-files.ts';

const Driver = z.enum(['disk', 'postgres', 's3']);
const USAGE = 'usage: npm run storage:move -- --to postgres|s3|disk [--from disk|postgres|s3]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      from: { type: 'string', default: 'disk' },
      quiet: { type: 'boolean' },
    },
  });
  const to = Driver.safeParse(values.to);
  const from = Driver.safeParse(values.from);
  if (!to.success || !from.success) {
    console.error(USAGE);
    return 2;
  }
  if (to.data === from.data) {
    console.error(`--from and --to are both ${to.data}: nothing to move.\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  let database: Database | undefined;
  let releaseLock = () => {};
  try {
    if (to.data === 'postgres' || from.data === 'postgres') {
      // PGlite's folder has one owner (lib/data-lock.ts): this throws, naming the server's pid, while it runs.
      if (!env.DATABASE_URL) releaseLock = acquireDataDirLock(env.dataDir);
      database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
      await database.migrate();
    }
    const source = createFileStorage(env, database?.db, from.data);
    const destination = createFileStorage(env, database?.db, to.data);
    console.log(`Copying files from ${from.data} to ${to.data}...`);
    const report = await moveFiles(
      source,
      destination,
      values.quiet ? undefined : (line) => console.log(line),
    );
    await Promise.all([source.close?.(), destination.close?.()]);
    console.log(
      `${report.copied} copied and checked, ${report.alreadyThere} already there with the same bytes, ` +
        `${report.failed.length} failed.`,
    );
    if (report.failed.length > 0) {
      for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
      return 1;
    }
    if (to.data !== env.storageDriver) {
      console.log(
        `The server still reads ${env.storageDriver}: set STORAGE_DRIVER=${to.data} to use the copies.`,
      );
    }
    return 0;
  } finally {
    await database?.close();
    releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`storage:move failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
