// Where the API's own files live, whether it runs from src (tsx, vitest) or from the dist bundle.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'apps/web/dist');
