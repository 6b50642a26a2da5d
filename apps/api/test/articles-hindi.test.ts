// The health articles in Hindi (docs/product-rules.md#health-articles, #languages): every one of the 12 articles
// has a reviewed Hindi version, served by GET /api/v1/articles/:slug?lang=hi (title, summary, body in Hindi,
// the byline naming the doctor who reviewed the Hindi version) and by the listing with ?lang=hi; English stays
// the default, and an unknown language is refused. A search with ?lang=hi matches the Hindi titles and
// summaries as well as the English words.
import type { Article, ArticleCard } from '@arogya/contracts/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_SEEDS } from '../src/db/seed/articles/all-articles.ts';
import { HINDI_ARTICLES } from '../src/db/seed/articles/hi/all-hindi-articles.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
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

/** The share of a text's letters that are Devanagari. */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  const hindi = letters.filter((c) => /[\u0900-\u097F]/.test(c));
  return letters.length === 0 ? 0 : hindi.length / letters.length;
}

describe('health articles in Hindi', () => {
  it('each of the 12 articles answers in Hindi with ?lang=hi, reviewed by a doctor named in its byline', async () => {
    expect(HINDI_ARTICLES.map((a) => a.slug).sort()).toEqual(ARTICLE_SEEDS.map((a) => a.slug).sort());
    for (const seed of ARTICLE_SEEDS) {
      const hi = await get(`/api/v1/articles/${seed.slug}?lang=hi`);
      expect(hi.status, seed.slug).toBe(200);
      const article = hi.body.result as Article;
      expect(article.language).toBe('hi');
      expect(devanagariShare(article.title), `${seed.slug} title`).toBeGreaterThan(0.6);
      expect(devanagariShare(article.summary), `${seed.slug} summary`).toBeGreaterThan(0.7);
      expect(devanagariShare(article.body), `${seed.slug} body`).toBeGreaterThan(0.7);
      // The Hindi body keeps the English one's sections (its ## headings) and its lists.
      const headings = (text: string) => text.match(/^## /gm)?.length ?? 0;
      expect(headings(article.body), seed.slug).toBe(headings(seed.body));
      // Its byline: who reviewed this version, when; the article's tests and medicines stay.
      expect(article.reviewer.name.length).toBeGreaterThan(3);
      expect(article.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.relatedTests.map((x) => x.code)).toEqual(seed.tests.map(([code]) => code));
      expect(article.readingMinutes).toBeGreaterThan(0);

      const en = await get(`/api/v1/articles/${seed.slug}`);
      expect(en.status).toBe(200);
      expect(en.body.result.title).toBe(seed.title);
      expect(en.body.result.language).toBe('en');
      expect(devanagariShare(en.body.result.body)).toBe(0);
    }
  });

  it('the listing answers Hindi titles and summaries with ?lang=hi, English without it', async () => {
    const hi = await get('/api/v1/articles?limit=50&lang=hi');
    expect(hi.status).toBe(200);
    // The seeded articles, each in Hindi; other test files may publish articles of their own meanwhile (the
    // files share the database on PostgreSQL), in English only.
    const seeded = new Set(ARTICLE_SEEDS.map((a) => a.slug));
    const cards = (hi.body.result as ArticleCard[]).filter((c) => seeded.has(c.slug));
    expect(cards).toHaveLength(12);
    for (const card of cards) {
      expect(card.language).toBe('hi');
      expect(devanagariShare(card.title), card.slug).toBeGreaterThan(0.6);
    }
    const en = await get('/api/v1/articles?limit=50');
    expect((en.body.result as ArticleCard[]).every((c) => devanagariShare(c.title) === 0)).toBe(true);
  });

  it('searches the Hindi titles and summaries with ?lang=hi, the English words still finding theirs', async () => {
    const slugsFor = async (q: string, lang: 'hi' | 'en') => {
      const res = await get(`/api/v1/articles?limit=50&lang=${lang}&q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      return (res.body.result as ArticleCard[]).map((c) => c.slug);
    };
    const dengue = 'dengue-warning-signs-platelets-and-fluids';
    const anaemia = 'anaemia-in-women-iron-ifa-tablets-and-food';
    expect(await slugsFor('डेंगू', 'hi')).toEqual([dengue]);
    // Every word must match: 'खून की कमी' is the anaemia article's, not every article with 'की'.
    expect(await slugsFor('खून की कमी', 'hi')).toEqual([anaemia]);
    // A near spelling ('डेंगु', short u) is forgiven as an English typo is.
    expect(await slugsFor('डेंगु', 'hi')).toContain(dengue);
    // English words still find their articles on a Hindi page, in Hindi.
    const res = await get('/api/v1/articles?limit=50&lang=hi&q=dengue');
    expect((res.body.result as ArticleCard[]).map((c) => [c.slug, c.language])).toEqual([[dengue, 'hi']]);
    expect(res.body.pagination.total).toBe(1);
    // Asked in English, a Hindi word matches nothing: English search is as it was.
    expect(await slugsFor('डेंगू', 'en')).toEqual([]);
    expect(await slugsFor('लू गर्मी', 'hi')).toContain(
      'heat-stroke-and-heat-exhaustion-first-aid-and-prevention',
    );
  });

  it('refuses a language it does not have', async () => {
    const res = await get(`/api/v1/articles/${ARTICLE_SEEDS[0]?.slug}?lang=ta`);
    expect(res.status).toBe(400);
  });
});
