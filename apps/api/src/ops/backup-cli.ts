// `npm run backup -- <file> [--force]`: a backup of the embedded database (PGlite) and the uploads
// (docs/ARCHITECTURE.md#backups). With the server running it is taken by the server, through its socket
// DATA_DIR/backup.sock (ops/backup-socket.ts), while it keeps serving; with the server stopped this process
// takes the data folder's lock and writes the backup itself. Either way the file is read back and checked
// against its manifest before it is given its name. PostgreSQL is backed up with pg_dump (README).
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { openPglite } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lib/data-lock.ts';
import { createFileStorage } from '../lib/file-storage-drivers.ts';
import { readBackup } from './backup-format.ts';
import { backupSocketPath, NoServerError, requestBackup } from './backup-socket.ts';
import { writeBackup } from './write-backup.ts';

const USAGE = 'usage: npm run backup -- <file> [--force]';

async function backUpStopped(env: ReturnType<typeof loadEnv>, file: string) {
  const release = acquireDataDirLock(env.dataDir);
  try {
    const pgdata = path.join(env.dataDir, 'pgdata');
    if (!existsSync(pgdata) || readdirSync(pgdata).length === 0) {
      throw new Error(`${env.dataDir} holds no database to back up`);
    }
    const database = await openPglite(env.dataDir);
    const storage = createFileStorage(env, database.db);
    try {
      await writeBackup(database, storage, env.dataDir, createWriteStream(file, { mode: 0o600 }));
    } finally {
      await storage.close?.();
      await database.close();
    }
  } finally {
    release();
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const [target] = positionals;
  if (!target || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "File storage and backups"). ' +
        'npm run backup is for the embedded database.',
    );
    return 2;
  }
  // `npm run` starts scripts in the repository's root; a relative name is meant from where it was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  if (existsSync(file) && !values.force) {
    console.error(`${file} exists; add --force to replace it.`);
    return 1;
  }
  const partial = `${file}.partial`;
  try {
    try {
      await requestBackup(env.dataDir, () => createWriteStream(partial, { mode: 0o600 }));
      console.log(`Backup taken by the running server (${backupSocketPath(env.dataDir)}).`);
    } catch (err) {
      if (!(err instanceof NoServerError)) throw err;
      try {
        await backUpStopped(env, partial);
      } catch (stopped) {
        if (stopped instanceof DataDirLockedError) {
          throw new Error(
            `The server (pid ${stopped.pid}) owns ${env.dataDir} but does not answer on ${backupSocketPath(env.dataDir)}; ` +
              'restart it with this version, or stop it and run the backup again.',
          );
        }
        throw stopped;
      }
      console.log('The server is not running: backup taken from the data folder.');
    }
    const manifest = await readBackup(createReadStream(partial));
    await rename(partial, file);
    const megabytes = (manifest.database.size / 1024 / 1024).toFixed(1);
    console.log(
      `Backup written to ${file} and checked: the database (${megabytes} MB), ${manifest.files.length} uploaded ` +
        `file(s)${manifest.jwtSecret ? ' and the session secret' : ''}. Keep it as private as the data folder.`,
    );
    return 0;
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`backup failed: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  },
);
