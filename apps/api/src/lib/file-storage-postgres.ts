// The `postgres` storage driver, the default with DATABASE_URL: files in the database itself
// (db/schema/files.ts), so every API instance on one PostgreSQL reads every other's uploads and a pg_dump
// holds them. A file is written in one transaction, in rows of FILE_CHUNK_BYTES, and read back one row per
// step of the stream: a 10 MB file is never in memory whole.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { storedFileChunks, storedFiles } from '../db/schema/files.ts';
import type { FileStorageDriver } from './file-storage.ts';

export const FILE_CHUNK_BYTES = 256 * 1024;
/** Chunks sent in one INSERT: 1 MB a statement keeps each one short. */
const CHUNKS_PER_INSERT = 4;
const LIST_PAGE = 500;

export function createPostgresStorage(db: Db): FileStorageDriver {
  async function readChunk(key: string, seq: number): Promise<Buffer> {
    const [row] = await db
      .select({ data: storedFileChunks.data })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileKey, key), eq(storedFileChunks.seq, seq)));
    if (!row) throw new Error(`Stored file ${key} lost its part ${seq} while it was being read`);
    return row.data;
  }

  return {
    name: 'postgres',
    async put(key, data) {
      const chunks: { fileKey: string; seq: number; data: Buffer }[] = [];
      for (let offset = 0, seq = 0; offset < data.length; offset += FILE_CHUNK_BYTES, seq++) {
        chunks.push({ fileKey: key, seq, data: data.subarray(offset, offset + FILE_CHUNK_BYTES) });
      }
      const sha256 = createHash('sha256').update(data).digest('hex');
      await db.transaction(async (tx) => {
        await tx.delete(storedFiles).where(eq(storedFiles.key, key));
        await tx.insert(storedFiles).values({ key, size: data.length, chunkCount: chunks.length, sha256 });
        for (let i = 0; i < chunks.length; i += CHUNKS_PER_INSERT) {
          await tx.insert(storedFileChunks).values(chunks.slice(i, i + CHUNKS_PER_INSERT));
        }
      });
    },
    async get(key) {
      const [file] = await db
        .select({ size: storedFiles.size, chunkCount: storedFiles.chunkCount })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!file) return null;
      const { chunkCount } = file;
      async function* chunks() {
        for (let seq = 0; seq < chunkCount; seq++) yield await readChunk(key, seq);
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), size: file.size };
    },
    async remove(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async *list() {
      let after = '';
      for (;;) {
        const page = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(gt(storedFiles.key, after))
          .orderBy(asc(storedFiles.key))
          .limit(LIST_PAGE);
        for (const row of page) yield row.key;
        const last = page.at(-1);
        if (!last || page.length < LIST_PAGE) return;
        after = last.key;
      }
    },
  };
}
