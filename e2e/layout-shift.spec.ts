import { expect } from '@playwright/test';
import { test } from './support.ts';

// No layout shift on the public pages at phone and desktop width (issue 16's target: CLS <= 0.02): while
// a page's code or data loads it keeps the place its content will take (skeletons shaped like the content,
// a page area at least a screen tall), so nothing moves when the content arrives
// (docs/screens.md#navigation). Measured with the browser's own layout-shift entries on a first visit.

const PAGES = [
  '/',
  '/doctors',
  '/doctor-details/doc_001',
  '/medifarma',
  '/product/prd_dolo-650-tablet',
  '/labs',
  '/tests/complete-blood-count-cbc',
  '/health-articles',
  '/healthcard',
];

for (const width of [390, 1280]) {
  test(`public pages keep their layout while they load (${width} px)`, async ({ browser }) => {
    const found: string[] = [];
    for (const path of PAGES) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            const nodes = (entry.sources ?? []).map((s) => {
              const el = s.node as HTMLElement | null | undefined;
              return el ? `${el.nodeName}#${el.id}.${String(el.className).slice(0, 40)}` : '?';
            });
            w.__shifts.push(`${entry.value.toFixed(3)} ${nodes.join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      if (cls > 0.02) found.push(`${path}: ${cls.toFixed(3)} (${shifts.join('; ')})`);
      await context.close();
    }
    expect(found, 'pages whose layout shifted by more than 0.02').toEqual([]);
  });
}
