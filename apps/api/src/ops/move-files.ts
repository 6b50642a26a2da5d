// Copies every file from one storage driver to another and checks each copy by its SHA-256, read back from
// the destination (`npm run storage:move`, docs/ARCHITECTURE.md#file-storage). Nothing is removed from the
// source: once the copies are checked and the settings point at the destination, the old files can go.
// A file already at the destination with the same bytes is left as it is, so a run can be repeated.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileStorageDriver } from '../lib/file-storage.ts';

export type MoveReport = { copied: number; alreadyThere: number; failed: { key: string; reason: string }[] };

async function readWhole(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

/** The SHA-256 of a stream's bytes and their count, read part by part. */
export async function hashStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const part of stream as AsyncIterable<Buffer>) {
    hash.update(part);
    size += part.length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function hashAt(storage: FileStorageDriver, key: string) {
  const file = await storage.get(key);
  return file ? hashStream(file.stream) : null;
}

export async function moveFiles(
  from: FileStorageDriver,
  to: FileStorageDriver,
  log: (line: string) => void = () => {},
): Promise<MoveReport> {
  const report: MoveReport = { copied: 0, alreadyThere: 0, failed: [] };
  for await (const key of from.list()) {
    try {
      const source = await from.get(key);
      if (!source) continue; // removed since it was listed
      // Uploads are at most 10 MB (UPLOAD_MAX_BYTES); the drivers take a file's bytes whole.
      const data = await readWhole(source.stream);
      const sha256 = createHash('sha256').update(data).digest('hex');
      const present = await hashAt(to, key);
      if (present?.sha256 === sha256 && present.size === data.length) {
        report.alreadyThere += 1;
        continue;
      }
      await to.put(key, data);
      const copy = await hashAt(to, key);
      if (!copy) throw new Error('the copy is not there when read back');
      if (copy.sha256 !== sha256 || copy.size !== data.length) {
        throw new Error(`the copy read back differs (${copy.size} bytes, sha256 ${copy.sha256})`);
      }
      report.copied += 1;
      log(`copied ${key} (${data.length} bytes, sha256 ${sha256})`);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      report.failed.push({ key, reason });
      log(`FAILED ${key}: ${reason}`);
    }
  }
  return report;
}
