// The `disk` storage driver: files under a folder (DATA_DIR/uploads), PGlite's default. One machine only:
// a second instance on another machine does not see these files (docs/ARCHITECTURE.md#file-storage).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorageDriver } from './file-storage.ts';

export function createDiskStorage(root: string): FileStorageDriver {
  const resolve = (key: string) => path.join(root, ...key.split('/'));
  return {
    name: 'disk',
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed into place, so a reader or a backup never sees half a file. The temporary
      // name starts with a dot, which no key does, so list() never yields it.
      const temporary = path.join(path.dirname(file), `.${randomUUID()}.partial`);
      try {
        await writeFile(temporary, data, { mode: 0o600 });
        await rename(temporary, file);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *list() {
      let dir: Awaited<ReturnType<typeof opendir>>;
      try {
        dir = await opendir(root, { recursive: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for await (const entry of dir) {
        if (!entry.isFile()) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      }
    },
  };
}
