// `npm start` builds quietly (scripts/lib/build-if-stale.mjs): Vite's chunk table stays with `npm run build`,
// while a line that tells of a problem is still printed.
import { expect, it } from 'vitest';
import { isProblemLine } from '../lib/build-if-stale.mjs';

it('keeps the chunk table out and lets warnings and errors through', () => {
  for (const line of [
    'dist/assets/form-errors-DGRafg78.js                  49.07 kB │ gzip:  16.52 kB',
    'dist-ssr/assets/route-error-8oID8cwL.js               0.87 kB │ gzip:  0.49 kB',
    'transforming...',
    '✓ 872 modules transformed.',
    'computing gzip size...',
  ])
    expect(isProblemLine(line), line).toBe(false);
  for (const line of [
    ' WARN  inlineDynamicImports option is deprecated, please use codeSplitting: false instead.',
    '(!) Some chunks are larger than 500 kB after minification.',
    'error during build:',
    '▲ [WARNING] Duplicate key "x" in object literal',
  ])
    expect(isProblemLine(line), line).toBe(true);
});
