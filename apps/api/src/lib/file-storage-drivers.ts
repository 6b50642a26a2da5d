// Builds the file storage the settings choose (docs/ARCHITECTURE.md#file-storage): `s3` when S3_BUCKET is
// set, else `postgres` with DATABASE_URL, else `disk` (DATA_DIR/uploads); STORAGE_DRIVER overrides the choice.
import path from 'node:path';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { type FileStorage, type FileStorageDriver, guardFileStorage } from './file-storage.ts';
import { createDiskStorage } from './file-storage-disk.ts';
import { createPostgresStorage } from './file-storage-postgres.ts';
import { createS3Storage } from './file-storage-s3.ts';

/** The folder the `disk` driver keeps files in. */
export function uploadsDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'uploads');
}

/** `db` may be left out by a tool that asks for another driver (`npm run storage:move`). */
export function createStorageDriver(
  env: Env,
  db: Db | undefined,
  name = env.storageDriver,
): FileStorageDriver {
  switch (name) {
    case 'disk':
      return createDiskStorage(uploadsDir(env));
    case 'postgres':
      if (!db) throw new Error('The postgres storage driver needs the database');
      return createPostgresStorage(db);
    case 's3': {
      if (!env.S3_BUCKET || !env.S3_REGION)
        throw new Error('The s3 storage driver needs S3_BUCKET and S3_REGION');
      return createS3Storage({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        prefix: env.S3_PREFIX,
        checksums: env.S3_CHECKSUMS,
      });
    }
  }
}

export function createFileStorage(env: Env, db: Db | undefined, name = env.storageDriver): FileStorage {
  return guardFileStorage(createStorageDriver(env, db, name));
}
