// A local S3-compatible server for the tests: s3rver (npm `s3rver`, which answers the S3 REST API: PUT, GET,
// HEAD, DELETE and listing of objects, presigned GETs) on a free port of 127.0.0.1, with its objects in a
// temporary folder. The settings it returns point the `s3` driver at it, with the SDK's checksums set to
// `when_required` as S3-compatible servers other than AWS need.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export type S3StandIn = { settings: Record<string, string>; close(): Promise<void> };

export async function startS3StandIn(bucket = 'arogya-test'): Promise<S3StandIn> {
  const folder = mkdtempSync(path.join(tmpdir(), 'arogya-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    settings: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'uploads/',
      S3_CHECKSUMS: 'when_required',
    },
    async close() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
