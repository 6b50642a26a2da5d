import { describe, expect, it } from 'vitest';
import { SERVICES } from './home-services.tsx';

// The English titles (each message keeps its English text beside its id, apps/web/vite.config.ts).
const titles = SERVICES.map((s) => s.title.message ?? '');

const PRODUCT_NAMES = ['Smart Health Card'];

describe("the home page's service tiles", () => {
  it('share one style: sentence case, product names as they are', () => {
    for (const title of titles) {
      if (PRODUCT_NAMES.includes(title)) continue;
      const [, ...rest] = title.split(' ');
      expect(
        rest.filter((word) => /^[A-Z]/.test(word)),
        title,
      ).toEqual([]);
    }
  });
});
