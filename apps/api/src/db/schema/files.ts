import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in the database by the `postgres` storage driver (lib/file-storage-postgres.ts,
 * docs/ARCHITECTURE.md#file-storage): one row per file, its bytes in `stored_file_chunks`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    size: integer('size').notNull(),
    chunkCount: integer('chunk_count').notNull(),
    /** Hex SHA-256 of the whole file, checked by `npm run storage:move`. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stored_files_size_check', sql`${t.size} >= 0`),
    check('stored_files_chunk_count_check', sql`${t.chunkCount} >= 0`),
  ],
);

/** A file's bytes in order, at most FILE_CHUNK_BYTES a row, so a reader streams them one row at a time. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileKey: text('file_key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fileKey, t.seq] }),
    foreignKey({ columns: [t.fileKey], foreignColumns: [storedFiles.key] }).onDelete('cascade'),
  ],
);
