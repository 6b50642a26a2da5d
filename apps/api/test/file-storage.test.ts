// The three storage drivers (lib/file-storage-*.ts) pass one contract, on whichever engine the run uses:
// files back byte for byte as streams of parts (10 MB included), a missing key, unsafe keys, replacement,
// listing, removals held during a backup; and through the routes, the upload checks (type by bytes, 10 MB)
// and the permission checks before a read. The S3 driver talks to a local S3-compatible server
// (s3-stand-in.ts). Then two instances on one database read each other's uploads.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage, StorageDriverName } from '../src/lib/file-storage.ts';
import { FILE_CHUNK_BYTES } from '../src/lib/file-storage-postgres.ts';
import {
  type Account,
  account,
  addAddress,
  makeProduct,
  multipart,
  order,
  PDF,
  PNG,
  upload,
} from './pharmacy-fixtures.ts';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3?.close();
});

const settingsFor = (driver: StorageDriverName) =>
  driver === 's3' ? s3.settings : { STORAGE_DRIVER: driver };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Reads a stream to its end: the hash of its bytes, their count and the largest part it gave at once. */
async function drain(stream: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  let largestPart = 0;
  for await (const part of stream as AsyncIterable<Buffer>) {
    hash.update(part);
    size += part.length;
    largestPart = Math.max(largestPart, part.length);
  }
  return { sha256: hash.digest('hex'), size, largestPart };
}

/** A PDF by its bytes, `size` bytes long. */
function pdfOf(size: number): Buffer {
  return Buffer.concat([PDF, randomBytes(size - PDF.length)]);
}

const key = (ext = 'pdf') => `prescriptions/${randomUUID()}.${ext}`;

describe.each(['disk', 'postgres', 's3'] as const)('the %s driver', (driver) => {
  let t: TestApp;
  let storage: FileStorage;
  beforeAll(async () => {
    t = await createTestApp(settingsFor(driver));
    storage = t.ctx.storage;
    expect(storage.name).toBe(driver);
  });
  afterAll(async () => {
    await t.app.close();
    await storage.close?.();
  });

  it('gives a file back byte for byte, lists it and removes it', async () => {
    const k = key('png');
    await storage.put(k, PNG);
    const file = await storage.get(k);
    expect(file?.size).toBe(PNG.length);
    expect(await drain(file?.stream as Readable)).toMatchObject({ sha256: sha256(PNG), size: PNG.length });
    const keys: string[] = [];
    for await (const listed of storage.list()) keys.push(listed);
    expect(keys).toContain(k);
    await storage.remove(k);
    expect(await storage.get(k)).toBeNull();
  });

  it('keeps a 10 MB file whole and reads it back as a stream of parts, never all at once', async () => {
    const data = pdfOf(UPLOAD_MAX_BYTES);
    const k = key();
    await storage.put(k, data);
    const file = await storage.get(k);
    expect(file?.size).toBe(UPLOAD_MAX_BYTES);
    const read = await drain(file?.stream as Readable);
    expect(read).toMatchObject({ sha256: sha256(data), size: UPLOAD_MAX_BYTES });
    expect(read.largestPart).toBeLessThanOrEqual(1024 * 1024);
    if (driver === 'postgres') expect(read.largestPart).toBe(FILE_CHUNK_BYTES);
    await storage.remove(k);
  });

  it('answers null for a missing key, and removing one is no error', async () => {
    expect(await storage.get(key())).toBeNull();
    await expect(storage.remove(key())).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its place', async () => {
    for (const bad of ['../jwt-secret.txt', 'prescriptions/../../x.pdf', '/etc/passwd', 'A.PDF', 'x']) {
      await expect(storage.put(bad, PNG)).rejects.toThrow(/Unsafe storage key/);
      expect(await storage.get(bad)).toBeNull();
    }
  });

  it('replaces a file written again under its key', async () => {
    const k = key();
    await storage.put(k, pdfOf(600_000));
    const second = pdfOf(1000);
    await storage.put(k, second);
    const file = await storage.get(k);
    expect(file?.size).toBe(second.length);
    expect((await drain(file?.stream as Readable)).sha256).toBe(sha256(second));
    await storage.remove(k);
  });

  it('holds removals while a backup copies the files, then carries them out', async () => {
    const k = key();
    await storage.put(k, PDF);
    const release = storage.holdRemovals();
    await storage.remove(k);
    expect(await storage.get(k)).not.toBeNull();
    await release();
    expect(await storage.get(k)).toBeNull();
  });

  describe('through the routes', () => {
    let owner: Account;
    let other: Account;
    let pharmacist: Account;
    beforeAll(async () => {
      [owner, other, pharmacist] = await Promise.all([
        account(t),
        account(t),
        account(t, 'pharmacist', 'Sneha Iyer'),
      ]);
    });
    const fileOf = (who: Account | null, id: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/prescriptions/${id}/file`, headers: who?.headers ?? {} });

    it('takes a 10 MB PDF and serves it back whole; refuses 10 MB + 1 byte (413) and a file that is not what it says (415)', async () => {
      const data = pdfOf(UPLOAD_MAX_BYTES);
      const res = await upload(t, owner, data);
      expect(res.statusCode).toBe(201);
      const id = res.json().result.id as string;
      const file = await fileOf(owner, id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-length']).toBe(String(UPLOAD_MAX_BYTES));
      expect(sha256(file.rawPayload)).toBe(sha256(data));

      expect((await upload(t, owner, pdfOf(UPLOAD_MAX_BYTES + 1))).statusCode).toBe(413);
      expect((await upload(t, owner, Buffer.from('%PDX not a pdf at all, only text'))).statusCode).toBe(415);
    });

    it('serves a prescription to its owner and to a pharmacist whose order uses it, to no one else', async () => {
      const res = await upload(t, owner, PNG);
      const id = res.json().result.id as string;
      expect((await fileOf(owner, id)).rawPayload.equals(PNG)).toBe(true);
      expect((await fileOf(null, id)).statusCode).toBe(401);
      expect((await fileOf(other, id)).statusCode).toBe(404);
      expect((await fileOf(pharmacist, id)).statusCode).toBe(404);

      const addressId = await addAddress(t, owner);
      const productId = await makeProduct(t, { schedule: 'H', stock: 5 });
      const placed = await order(t, owner, {
        addressId,
        lines: [{ productId, quantity: 1 }],
        prescriptionId: id,
      });
      expect(placed.statusCode).toBe(201);
      const read = await fileOf(pharmacist, id);
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(PNG)).toBe(true);
    });

    it('answers 404 when the row names a file the storage does not hold', async () => {
      const res = await upload(t, owner, PDF);
      const id = res.json().result.id as string;
      const row = await t.ctx.database.db.query.prescriptions.findFirst({
        where: (p, { eq }) => eq(p.id, id),
      });
      await storage.remove(row?.fileKey as string);
      const gone = await fileOf(owner, id);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ success: false, message: 'This prescription has no file' });
    });

    it('stores and serves a profile photo, and removes the old one when replaced', async () => {
      const send = (data: Buffer) => {
        const form = multipart([{ name: 'avatar', filename: 'me.png', type: 'image/png', data }]);
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/user/profile/avatar',
          headers: { ...owner.headers, ...form.headers },
          payload: form.payload,
        });
      };
      const first = (await send(PNG)).json().result.avatar as string;
      const photo = await t.app.inject({ method: 'GET', url: first });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(PNG)).toBe(true);
      const second = (await send(PNG)).json().result.avatar as string;
      expect(second).not.toBe(first);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    });
  });
});

describe('two instances on one database', () => {
  it('read and remove each other’s uploads with the postgres driver (each has a data folder of its own)', async () => {
    const a = await createTestApp({ STORAGE_DRIVER: 'postgres' });
    const b = await createTestApp({ STORAGE_DRIVER: 'postgres' });
    try {
      expect(a.ctx.env.dataDir).not.toBe(b.ctx.env.dataDir);
      const me = await account(a);
      const data = pdfOf(3 * FILE_CHUNK_BYTES + 17);
      const id = (await upload(a, me, data)).json().result.id as string;
      const onB = await b.app.inject({
        method: 'GET',
        url: `/api/v1/prescriptions/${id}/file`,
        headers: me.headers,
      });
      expect(onB.statusCode).toBe(200);
      expect(sha256(onB.rawPayload)).toBe(sha256(data));

      const removed = await b.app.inject({
        method: 'DELETE',
        url: `/api/v1/prescriptions/${id}`,
        headers: me.headers,
      });
      expect(removed.statusCode).toBe(200);
      const onA = await a.app.inject({
        method: 'GET',
        url: `/api/v1/prescriptions/${id}/file`,
        headers: me.headers,
      });
      expect(onA.statusCode).toBe(404);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });

  it('do not with the disk driver: each sees only its own folder (why the disk driver is for one machine)', async () => {
    const a = await createTestApp({ STORAGE_DRIVER: 'disk' });
    const b = await createTestApp({ STORAGE_DRIVER: 'disk' });
    try {
      const me = await account(a);
      const id = (await upload(a, me, PDF)).json().result.id as string;
      const onB = await b.app.inject({
        method: 'GET',
        url: `/api/v1/prescriptions/${id}/file`,
        headers: me.headers,
      });
      expect(onB.statusCode).toBe(404);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
