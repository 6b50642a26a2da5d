// `npm run restore -- <file> [--force]`: puts a backup written by `npm run backup` back into DATA_DIR
// (docs/ARCHITECTURE.md#backups). The server must be stopped: this process takes the data folder's lock. A
// data folder that already holds a database, uploads or a session secret is left alone unless --force is
// given. Everything is unpacked and checked against the backup's manifest beside the data folder first,
// and only then swapped in; what it replaces is deleted once the swap is done.
import { createReadStream, createWriteStream, existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { type Database, openPglite } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-lock.ts';
import { createFileStorage, uploadsDir } from '../lib/file-storage-drivers.ts';
import { readBackup } from './backup-format.ts';

const USAGE = 'usage: npm run restore -- <file> [--force]';

function holdsAnything(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).some((e) => e.isFile());
}

/** PGlite unpacks its own dump (`loadDataDir`) into a new folder, and is opened once to check it starts. */
async function loadPgliteDump(tarFile: string, pgdata: string) {
  const [{ PGlite }, { pg_trgm }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  const pg = await PGlite.create(pgdata, {
    loadDataDir: await openAsBlob(tarFile),
    extensions: { pg_trgm, btree_gist },
  });
  await pg.query('select 1');
  await pg.close();
}

async function moveAside(from: string, to: string) {
  if (existsSync(from)) await rename(from, to);
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const [source] = positionals;
  if (!source || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "File storage and backups"). ' +
        'npm run restore is for the embedded database.',
    );
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), source);
  if (!existsSync(file)) {
    console.error(`${file} does not exist.`);
    return 1;
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(env.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message} A backup is restored into a stopped data folder.`);
      return 1;
    }
    throw err;
  }
  const dataDir = env.dataDir;
  const pgdata = path.join(dataDir, 'pgdata');
  const uploads = uploadsDir(env);
  const secret = path.join(dataDir, 'jwt-secret');
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const occupied = [
      holdsAnything(pgdata) && 'a database (pgdata)',
      env.storageDriver === 'disk' && holdsAnything(uploads) && 'uploaded files (uploads)',
      existsSync(secret) && 'a session secret (jwt-secret)',
    ].filter(Boolean);
    if (occupied.length > 0 && !values.force) {
      console.error(
        `${dataDir} already holds ${occupied.join(', ')}. Nothing was changed; add --force to replace it with the backup.`,
      );
      return 1;
    }
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const staged = { database: path.join(staging, 'pgdata.tar'), uploads: path.join(staging, 'uploads') };
    const manifest = await readBackup(createReadStream(file), async (entry, stream) => {
      if (entry.kind === 'database') {
        await pipeline(stream, createWriteStream(staged.database, { mode: 0o600 }));
      } else if (entry.kind === 'jwt-secret') {
        await pipeline(stream, createWriteStream(path.join(staging, 'jwt-secret'), { mode: 0o600 }));
      } else {
        const target = path.join(staged.uploads, ...entry.key.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(stream, createWriteStream(target, { mode: 0o600 }));
      }
    });
    await loadPgliteDump(staged.database, path.join(staging, 'pgdata'));

    // Checked and unpacked: now the swap.
    const replaced = path.join(staging, 'replaced');
    await mkdir(replaced);
    await moveAside(pgdata, path.join(replaced, 'pgdata'));
    await rename(path.join(staging, 'pgdata'), pgdata);
    if (manifest.jwtSecret) {
      await moveAside(secret, path.join(replaced, 'jwt-secret'));
      await rename(path.join(staging, 'jwt-secret'), secret);
    }
    if (env.storageDriver === 'disk') {
      await moveAside(uploads, path.join(replaced, 'uploads'));
      await mkdir(staged.uploads, { recursive: true });
      await rename(staged.uploads, uploads);
    } else if (manifest.files.length > 0) {
      // Files go where the settings now keep them: the bucket, or the restored database's own table.
      let database: Database | undefined;
      if (env.storageDriver === 'postgres') database = await openPglite(dataDir);
      const storage = createFileStorage(env, database?.db);
      try {
        for (const { key } of manifest.files) {
          await storage.put(key, await readFile(path.join(staged.uploads, ...key.split('/'))));
        }
      } finally {
        await storage.close?.();
        await database?.close();
      }
    }
    console.log(
      `Restored ${file} into ${dataDir}: the database of ${manifest.createdAt} and ${manifest.files.length} ` +
        `uploaded file(s) (into ${env.storageDriver}), every entry checked against the backup's manifest.`,
    );
    if (manifest.storageDriver !== env.storageDriver && manifest.storageDriver === 'postgres') {
      console.log(
        `The backup's files are in the database (it was taken with the postgres driver) but the settings choose ` +
          `${env.storageDriver}: run npm run storage:move -- --from postgres --to ${env.storageDriver}.`,
      );
    }
    return 0;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`restore failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
