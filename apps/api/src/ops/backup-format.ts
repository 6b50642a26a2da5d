// The backup file of the embedded database (docs/ARCHITECTURE.md#backups): a gzipped tar holding
//   database/pgdata.tar   PGlite's dump of its data folder (`dumpDataDir`), which `loadDataDir` takes back
//   uploads/<key>         every uploaded file, unless the database holds them (the `postgres` driver)
//   jwt-secret            the generated session secret, when the data folder has one
//   manifest.json         last: the size and SHA-256 of each of the above
// Reading checks every entry against the manifest; a file cut short or altered is refused as a whole.
import { createHash } from 'node:crypto';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { isSafeKey } from '../lib/file-storage.ts';

export const DATABASE_ENTRY = 'database/pgdata.tar';
export const JWT_SECRET_ENTRY = 'jwt-secret';
export const MANIFEST_ENTRY = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';

const Checked = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[a-f0-9]{64}$/) });

export const BackupManifest = z.object({
  format: z.literal('arogya-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  storageDriver: z.enum(['disk', 'postgres', 's3']),
  database: Checked,
  files: z.array(Checked.extend({ key: z.string().refine(isSafeKey, 'an unsafe storage key') })),
  jwtSecret: Checked.nullable(),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** A stream's bytes passed on unchanged, their count and SHA-256 known once it ends. */
export function measuring() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

export type BackupEntry =
  | { kind: 'database'; size: number }
  | { kind: 'file'; key: string; size: number }
  | { kind: 'jwt-secret'; size: number };

/** Receives each entry's bytes (it must read the stream to its end); unset, the bytes are only checked. */
export type EntryHandler = (entry: BackupEntry, stream: Readable) => Promise<void>;

function entryOf(name: string, size: number): BackupEntry {
  if (name === DATABASE_ENTRY) return { kind: 'database', size };
  if (name === JWT_SECRET_ENTRY) return { kind: 'jwt-secret', size };
  const key = name.startsWith(UPLOADS_PREFIX) ? name.slice(UPLOADS_PREFIX.length) : '';
  if (isSafeKey(key)) return { kind: 'file', key, size };
  throw new Error(`The backup holds an entry it should not: ${name}`);
}

/**
 * Reads a backup from start to end, handing each entry to `handle`, and checks every entry against the
 * manifest. Throws, naming what is wrong, if anything is missing, extra, cut short or altered.
 */
export async function readBackup(input: Readable, handle?: EntryHandler): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(input, createGunzip(), extract);
  // A failure here also ends the loop below (the pipeline destroys the extractor with it); it is thrown there.
  reading.catch(() => {});
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of extract) {
      const { name, size = 0 } = entry.header;
      if (manifest) throw new Error(`The backup goes on after its manifest (${name})`);
      if (name === MANIFEST_ENTRY) {
        const parts: Buffer[] = [];
        for await (const part of entry) parts.push(part as Buffer);
        const parsed = BackupManifest.safeParse(JSON.parse(Buffer.concat(parts).toString('utf8')));
        if (!parsed.success) throw new Error(`The backup's manifest is not one this version reads`);
        manifest = parsed.data;
        continue;
      }
      if (seen.has(name)) throw new Error(`The backup holds ${name} twice`);
      const described = entryOf(name, size);
      const measured = measuring();
      const passOn = new PassThrough();
      await Promise.all([pipeline(entry, measured.stream, passOn), (handle ?? drain)(described, passOn)]);
      seen.set(name, measured.result());
    }
    await reading;
  } catch (err) {
    input.destroy();
    const e = err as NodeJS.ErrnoException;
    // zlib's and the tar reader's own words ("incorrect data check", "Unexpected end of data") say little alone.
    if (
      e.code?.startsWith('Z_') ||
      e.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      /tar|unexpected end/i.test(e.message)
    ) {
      throw new Error(`The backup is damaged or cut short (${e.message})`);
    }
    throw err;
  }
  if (!manifest)
    throw new Error('The backup has no manifest: it is not an Arogya backup, or it was cut short');
  const expected = new Map<string, { size: number; sha256: string }>([
    [DATABASE_ENTRY, manifest.database],
    ...manifest.files.map((f) => [`${UPLOADS_PREFIX}${f.key}`, f] as const),
    ...(manifest.jwtSecret ? [[JWT_SECRET_ENTRY, manifest.jwtSecret] as const] : []),
  ]);
  const problems: string[] = [];
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) problems.push(`${name} is missing`);
    else if (got.size !== want.size || got.sha256 !== want.sha256)
      problems.push(`${name} does not match its hash`);
  }
  for (const name of seen.keys()) if (!expected.has(name)) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0) throw new Error(`The backup is damaged: ${problems.join('; ')}`);
  return manifest;
}

async function drain(_entry: BackupEntry, stream: Readable): Promise<void> {
  for await (const _ of stream);
}
