// How `npm run backup` reaches a running server (docs/ARCHITECTURE.md#backups). PGlite's data folder has one
// owner (lib/data-lock.ts), so a backup of a running database is taken by the process that owns it: the
// server listens on a Unix socket inside the data folder, `DATA_DIR/backup.sock`, readable and writable by
// its owner only (mode 0600). No port is opened and no token is needed: whoever can open that socket can read
// the data folder itself. One request, `POST /backup`, answers the backup file as it is written.
import { chmod, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { writeBackup } from './write-backup.ts';

export const BACKUP_SOCKET = 'backup.sock';
/** Linux takes at most 107 bytes for a socket's path. */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, BACKUP_SOCKET);
}

export type BackupListener = { path: string; close(): Promise<void> };

/** Listens for backups; the caller owns the data folder (holds its lock), so a socket file there is stale. */
export async function listenForBackups(opts: {
  dataDir: string;
  database: Pick<Database, 'dumpDataDir'>;
  storage: FileStorage;
}): Promise<BackupListener> {
  const socketPath = backupSocketPath(opts.dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(
      `${socketPath} is longer than a Unix socket's path may be: npm run backup cannot reach this server (use a shorter DATA_DIR)`,
    );
  }
  let busy = false;
  const server = createServer((req, res) => {
    req.resume();
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only POST /backup is answered here\n');
      return;
    }
    if (busy) {
      res.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is already being written\n');
      return;
    }
    busy = true;
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(opts.database, opts.storage, opts.dataDir, res)
      // The client checks the whole file against its manifest, so a backup cut short is never taken for one.
      .catch((err) => res.destroy(err))
      .finally(() => {
        busy = false;
      });
  });
  await rm(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    path: socketPath,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** Raised when no server answers on the socket (none running, or one without the socket). */
export class NoServerError extends Error {}

/** Asks the server owning `dataDir` for a backup and writes it to the stream `open` gives once it answers. */
export function requestBackup(dataDir: string, open: () => Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () =>
          reject(new Error(`The server refused the backup: ${res.statusCode} ${text.trim()}`)),
        );
        return;
      }
      pipeline(res, open()).then(resolve, reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') reject(new NoServerError(err.message));
      else reject(err);
    });
    req.end();
  });
}
