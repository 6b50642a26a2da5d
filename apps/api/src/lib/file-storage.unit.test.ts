import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';

const S3 = { S3_BUCKET: 'arogya-files', S3_REGION: 'ap-south-1' };

describe('which storage driver the settings choose', () => {
  it('is the disk with PGlite, the database with DATABASE_URL, S3 with S3_BUCKET', () => {
    expect(loadEnv({}).storageDriver).toBe('disk');
    expect(loadEnv({ DATABASE_URL: 'postgres://db.internal/arogya' }).storageDriver).toBe('postgres');
    expect(loadEnv({ DATABASE_URL: 'postgres://db.internal/arogya', ...S3 }).storageDriver).toBe('s3');
    expect(loadEnv({ ...S3, STORAGE_DRIVER: 'disk' }).storageDriver).toBe('disk');
    expect(loadEnv({ STORAGE_DRIVER: 'postgres' }).storageDriver).toBe('postgres');
  });

  it('refuses S3 settings that cannot work, naming the setting', () => {
    expect(() => loadEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: STORAGE_DRIVER=s3 needs S3_BUCKET/);
    expect(() => loadEnv({ S3_BUCKET: 'arogya-files' })).toThrow(/S3_REGION: set S3_REGION with S3_BUCKET/);
    expect(() => loadEnv({ ...S3, S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      /S3_ACCESS_KEY_ID: set S3_ACCESS_KEY_ID and/,
    );
    expect(() => loadEnv({ ...S3, S3_PREFIX: 'Arogya' })).toThrow(/S3_PREFIX/);
    expect(() => loadEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
