// The `s3` storage driver, chosen when S3_BUCKET is set: files as objects in an S3-compatible bucket
// (AWS S3, MinIO, Ceph, Cloudflare R2...) through @aws-sdk/client-s3. Files are streamed through the API
// after the same permission checks as on the other drivers, never handed out as bucket addresses: the web
// app downloads private files with its bearer token (apps/web/src/lib/api-client.ts), which a presigned
// URL on another origin would bypass, and the pages' Content-Security-Policy names only this origin
// (docs/ARCHITECTURE.md#file-storage). The SDK is loaded on first use, so a start without S3 never loads it.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorageDriver } from './file-storage.ts';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** A server other than AWS (MinIO, a test stand-in); unset, AWS's endpoint for the region. */
  endpoint?: string;
  /** Unset, the SDK's default chain (AWS_* variables, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name, as most servers other than AWS want. */
  forcePathStyle: boolean;
  /** Prepended to every key (`arogya/`), so one bucket can hold other things. */
  prefix: string;
  /**
   * `when_supported` (the SDK's default: a CRC checksum on every upload and download) or `when_required`
   * (only where the operation demands one), for S3-compatible servers that reject or mangle the checksum
   * headers and trailers AWS added in 2025.
   */
  checksums: 'when_supported' | 'when_required';
};

type Sdk = typeof import('@aws-sdk/client-s3');

/** The SDK's "no such object" (GetObject says NoSuchKey, HeadObject only 404). */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): FileStorageDriver {
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      const checksums = options.checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
      const client = new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        requestChecksumCalculation: checksums,
        responseChecksumValidation: checksums,
      });
      return { sdk, client };
    });
    return loaded;
  };
  const Bucket = options.bucket;
  const objectKey = (key: string) => `${options.prefix}${key}`;

  return {
    name: 's3',
    async put(key, data) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({ Bucket, Key: objectKey(key), Body: data, ContentLength: data.length }),
      );
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      const { sdk, client } = await connect();
      const pages = sdk.paginateListObjectsV2({ client }, { Bucket, Prefix: options.prefix });
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          if (object.Key?.startsWith(options.prefix)) yield object.Key.slice(options.prefix.length);
        }
      }
    },
    async close() {
      if (!loaded) return;
      const { client } = await loaded;
      client.destroy();
    },
  };
}
