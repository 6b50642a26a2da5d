// Writes a backup of the embedded database and the uploads (backup-format.ts) while the API keeps serving
// (docs/ARCHITECTURE.md#backups). Consistent because of the order: removals of uploads are held first
// (lib/file-storage.ts `holdRemovals`), then PGlite dumps its data folder between two statements, then the
// files are copied. Every file the dumped rows name was stored before its row was written and cannot be
// removed until the copy is done; files added meanwhile come along unreferenced, which does no harm.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import {
  type BackupManifest,
  DATABASE_ENTRY,
  JWT_SECRET_ENTRY,
  MANIFEST_ENTRY,
  measuring,
  UPLOADS_PREFIX,
} from './backup-format.ts';

async function readJwtSecret(dataDir: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(dataDir, 'jwt-secret'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function addBuffer(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (err) => (err ? reject(err) : resolve()));
  });
}

async function addStream(pack: tar.Pack, name: string, size: number, stream: Readable) {
  const measured = measuring();
  const entry = pack.entry({ name, size, mode: 0o600 });
  await pipeline(stream, measured.stream, entry);
  return measured.result();
}

const sha256Of = (data: Buffer) => ({
  size: data.length,
  sha256: createHash('sha256').update(data).digest('hex'),
});

export async function writeBackup(
  database: Pick<Database, 'dumpDataDir'>,
  storage: FileStorage,
  dataDir: string,
  out: Writable,
): Promise<BackupManifest> {
  if (!database.dumpDataDir) throw new Error('Only the embedded database (PGlite) is backed up this way');
  const release = storage.holdRemovals();
  const pack = tar.pack();
  const writing = pipeline(pack, createGzip(), out);
  writing.catch(() => {});
  try {
    const dump = Buffer.from(await database.dumpDataDir());
    const manifest: BackupManifest = {
      format: 'arogya-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      storageDriver: storage.name,
      database: sha256Of(dump),
      files: [],
      jwtSecret: null,
    };
    await addBuffer(pack, DATABASE_ENTRY, dump);
    // The postgres driver keeps the files in the database: the dump holds them already.
    if (storage.name !== 'postgres') {
      for await (const key of storage.list()) {
        const file = await storage.get(key);
        if (!file) continue;
        const copied = await addStream(pack, `${UPLOADS_PREFIX}${key}`, file.size, file.stream);
        manifest.files.push({ key, ...copied });
      }
    }
    const secret = await readJwtSecret(dataDir);
    if (secret) {
      await addBuffer(pack, JWT_SECRET_ENTRY, secret);
      manifest.jwtSecret = sha256Of(secret);
    }
    await addBuffer(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await writing;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await writing.catch(() => {});
    throw err;
  } finally {
    await release();
  }
}
