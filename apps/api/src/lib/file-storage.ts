// Where uploaded files live (docs/ARCHITECTURE.md#file-storage): one interface, three drivers — the local
// disk (file-storage-disk.ts), a table of the database (file-storage-postgres.ts) and S3-compatible object
// storage (file-storage-s3.ts), chosen by STORAGE_DRIVER / S3_BUCKET / DATABASE_URL in
// file-storage-drivers.ts. The routes see only this interface, so the permission checks before a read are
// the same whichever driver holds the bytes.
import type { Readable } from 'node:stream';

export type StorageDriverName = 'disk' | 'postgres' | 's3';

/** A stored file as a stream of its bytes (never read whole into memory) and its length. */
export type StoredFile = { stream: Readable; size: number };

/** What each driver implements. Keys reach a driver already checked against SAFE_KEY. */
export type FileStorageDriver = {
  readonly name: StorageDriverName;
  /** Stores the bytes under the key, replacing any file there; the file is whole or absent, never half written. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when no file has the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  remove(key: string): Promise<void>;
  /** Every key held, in no set order (`npm run storage:move`, backups). */
  list(): AsyncIterable<string>;
  /** Lets go of connections (the S3 client's sockets). */
  close?(): Promise<void>;
};

export type FileStorage = FileStorageDriver & {
  /**
   * Removals wait until every hold is released: while a backup copies the files (ops/write-backup.ts), a
   * file whose row is in the database dump it already took cannot disappear before it is copied. The
   * returned function releases the hold and carries out the removals that waited.
   */
  holdRemovals(): () => Promise<void>;
};

/** `avatars/<uuid>.png`, `prescriptions/<uuid>.pdf`: lower-case segments, one extension, nothing else. */
export const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key);
}

function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The driver behind the checks every driver shares: safe keys only, and removals held during a backup. */
export function guardFileStorage(driver: FileStorageDriver): FileStorage {
  let holds = 0;
  const waiting = new Set<string>();
  return {
    name: driver.name,
    async put(key, data) {
      assertSafeKey(key);
      waiting.delete(key);
      await driver.put(key, data);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      return driver.get(key);
    },
    async remove(key) {
      assertSafeKey(key);
      if (holds > 0) {
        waiting.add(key);
        return;
      }
      await driver.remove(key);
    },
    async *list() {
      for await (const key of driver.list()) if (isSafeKey(key)) yield key;
    },
    close: () => driver.close?.() ?? Promise.resolve(),
    holdRemovals() {
      holds += 1;
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        holds -= 1;
        if (holds > 0) return;
        const keys = [...waiting];
        waiting.clear();
        // A removal that fails now leaves an unreferenced file, as a failed removal always did; the rest go on.
        await Promise.allSettled(keys.map((key) => driver.remove(key)));
      };
    },
  };
}
