import {
  ARTICLE_QUERY_MAX,
  ARTICLES_PAGE_SIZE,
  type Article,
  type ArticleCard,
  type ArticleTagCount,
  readingMinutes,
} from '@arogya/contracts/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_SEEDS } from '../src/db/seed/articles/all-articles.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
// Run alone, this file migrates and seeds the database first: minutes on a busy shared machine.
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(async () => {
  await t.app.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};
type Page = {
  result: ArticleCard[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
};
const list = async (qs = ''): Promise<Page> => {
  const res = await get(`/api/v1/articles${qs}`);
  expect(res.status).toBe(200);
  return res.body;
};
const all = async (): Promise<ArticleCard[]> => (await list('?limit=50')).result;
const one = async (slug: string): Promise<Article> => {
  const res = await get(`/api/v1/articles/${slug}`);
  expect(res.status).toBe(200);
  return res.body.result;
};

/** Words as the database counts them: runs of non-space. */
const words = (s: string) => s.trim().split(/\s+/).length;

describe('seeded articles', () => {
  it('are at least 12, each 600 to 1200 words, by a doctor of the topic, reviewed by another doctor', async () => {
    // The seed's own: on PostgreSQL every test file shares one database, and admin-articles.test.ts
    // publishes (and then retires) an article of its own meanwhile.
    const seeded = new Set(ARTICLE_SEEDS.map((a) => a.slug));
    const cards = (await all()).filter((card) => seeded.has(card.slug));
    expect(cards.length).toBe(ARTICLE_SEEDS.length);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const card of cards) {
      const a = await one(card.slug);
      expect(a.wordCount, a.slug).toBe(words(a.body));
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(600);
      expect(a.wordCount, a.slug).toBeLessThanOrEqual(1200);
      expect(a.readingMinutes).toBe(readingMinutes(a.wordCount));
      expect(a.author.registrationNumber).toMatch(/^[A-Z-]+-\d+$/);
      expect(a.reviewer.id).not.toBe(a.author.id);
      // Reviewed before it went out, or before its last update.
      expect(a.reviewedOn <= a.updatedAt.slice(0, 10), a.slug).toBe(true);
      expect(a.updatedAt >= a.publishedAt).toBe(true);
      // Markdown only: the web renders no raw HTML, so a tag in a body would show as text.
      expect(a.body, a.slug).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  it.each([
    ['type-2-diabetes-hba1c-diet-and-screening', 'Diabetology'],
    ['dengue-warning-signs-platelets-and-fluids', 'General Physician'],
    ['tuberculosis-symptoms-free-treatment-and-finishing-the-course', 'Pulmonology'],
    ['child-vaccination-universal-immunisation-programme-schedule', 'Paediatrics'],
    ['pcos-diagnosis-periods-and-long-term-health', 'Gynaecology & Obstetrics'],
  ])('%s is written by a doctor of %s', async (slug, specialty) => {
    expect((await one(slug)).author.specialty).toBe(specialty);
  });

  it('link only to medicines in the pharmacy and tests in the lab catalogue, by the catalogue’s name', async () => {
    let links = 0;
    for (const card of await all()) {
      const a = await one(card.slug);
      for (const m of a.relatedMedicines) {
        expect((await get(`/api/v1/medicines/${m.productId}`)).status, m.productId).toBe(200);
      }
      for (const test of a.relatedTests) {
        const item = await get(`/api/v1/labs/testList/lt_${test.code.toLowerCase()}`);
        expect(item.status, test.code).toBe(200);
        expect(item.body.result.name, test.code).toBe(test.name);
      }
      links += a.relatedMedicines.length + a.relatedTests.length;
    }
    expect(links).toBeGreaterThan(30);
  });
});

describe('GET /api/v1/articles', () => {
  it('pages newest first with the pagination envelope', async () => {
    const every = await all();
    const first = await list('?limit=5');
    expect(first.pagination).toEqual({
      page: 1,
      limit: 5,
      total: every.length,
      totalPages: Math.ceil(every.length / 5),
    });
    const dates = every.map((a) => a.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('?limit=5&page=2');
    expect(second.result.map((a) => a.slug)).toEqual(every.slice(5, 10).map((a) => a.slug));
    expect((await list()).pagination.limit).toBe(ARTICLES_PAGE_SIZE);
    const oldest = await list('?limit=50&sort=oldest');
    expect(oldest.result.map((a) => a.slug)).toEqual(every.map((a) => a.slug).reverse());
    const beyond = await list('?page=99');
    expect(beyond.result).toEqual([]);
    expect(beyond.pagination.total).toBe(every.length);
  });

  it('filters by tag, matching the tag counts', async () => {
    const tags: ArticleTagCount[] = (await get('/api/v1/articles/tags')).body.result;
    expect(tags.length).toBeGreaterThan(10);
    const counts = tags.map((x) => x.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const { tag, count } of tags.slice(0, 4)) {
      const page = await list(`?tag=${tag}&limit=50`);
      expect(page.pagination.total).toBe(count);
      for (const a of page.result) expect(a.tags).toContain(tag);
    }
    expect((await list('?tag=no-such-tag')).result).toEqual([]);
  });

  it('searches title, summary and tags, every word, forgiving a typo', async () => {
    const dengue = await list('?q=dengue');
    expect(dengue.result).toHaveLength(1);
    expect(dengue.result[0]?.title).toMatch(/^Dengue/);
    expect((await list('?q=dengu')).result.map((a) => a.slug)).toEqual(dengue.result.map((a) => a.slug));
    expect((await list('?q=DENGUE')).result.map((a) => a.slug)).toEqual(dengue.result.map((a) => a.slug));
    const tb = await list('?q=tuberculosis');
    expect(tb.result.map((a) => a.slug)).toContain(
      'tuberculosis-symptoms-free-treatment-and-finishing-the-course',
    );
    expect((await list('?q=Diabtes')).result.some((a) => a.tags.includes('diabetes'))).toBe(true);
    const hba1c = await list('?q=HbA1c%20diet');
    expect(hba1c.result.some((a) => a.tags.includes('diabetes'))).toBe(true);
    expect((await list('?q=dengue%20thyroid')).result).toEqual([]);
    expect((await list('?q=zzqxv')).result).toEqual([]);
    // Only letters and digits are searched: LIKE wildcards never reach the query, so '%%' is no search.
    expect((await list('?q=%25%25')).result).toEqual((await list()).result);
    expect((await list('?q=%25zzqxv_')).result).toEqual([]);
  });

  it('combines tag and search', async () => {
    const page = await list('?tag=diabetes&q=screening');
    expect(page.result.length).toBeGreaterThan(0);
    for (const a of page.result) expect(a.tags).toContain('diabetes');
  });

  it.each([
    ['page=0'],
    ['page=abc'],
    ['limit=0'],
    ['limit=500'],
    ['sort=popular'],
    ['tag=Not%20a%20tag!'],
    [`q=${'a'.repeat(ARTICLE_QUERY_MAX + 1)}`],
  ])('refuses %s with 400', async (qs) => {
    const res = await get(`/api/v1/articles?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});

describe('GET /api/v1/articles/:slug', () => {
  it('answers the article with its author, reviewer, tests and medicines', async () => {
    const [card] = (await list('?q=hba1c')).result;
    const a = await one(card?.slug ?? '');
    expect(a.title).toBe(card?.title);
    expect(a.body.length).toBeGreaterThan(1000);
    expect(a.author.specialty).toBe('Diabetology');
    expect(a.relatedTests.map((x) => x.code)).toContain('DIA004');
    expect(a.relatedMedicines[0]).toEqual({ productId: 'prd_glycomet-500-tablet', label: 'Metformin' });
  });

  it('is 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get('/api/v1/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Article not found' });
    for (const bad of ['Bad_Slug', '..%2F..%2Fetc', 'a'.repeat(99), '-dash-first']) {
      expect((await get(`/api/v1/articles/${bad}`)).status, bad).toBe(bad.length > 98 ? 404 : 400);
    }
    // Past Fastify's parameter limit the router answers 414 before any handler runs.
    expect((await get(`/api/v1/articles/${'a'.repeat(130)}`)).status).toBe(414);
  });
});
