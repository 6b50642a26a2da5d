// Patient-facing catalogue text in Hindi (docs/product-rules.md#languages), served as the Hindi names are:
// the answer keeps its English field exactly as it was and carries the Hindi beside it (summaryHi,
// titleHi, specialtyHi...), and a Hindi page shows the Hindi (apps/web/src/lib/i18n/display-locale.ts localText).
// Lab test and package summaries, offers and banners (seeded, and written by an admin with or without Hindi),
// and the specialty of an article's doctors, asked in English and with ?lang=hi.
import { AdminBanner, AdminOffer } from '@arogya/contracts/admin';
import { ArticleListResponse, ArticleResponse, ArticleTagsResponse } from '@arogya/contracts/articles';
import { LabItemAnswer, LabTestListAnswer } from '@arogya/contracts/labs';
import { Banner, Offer } from '@arogya/contracts/pharmacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SPECIALTY_HI } from '../src/db/seed/hindi-names.ts';
import { LAB_SUMMARY_HI } from '../src/db/seed/lab-summaries-hi.ts';
import { PACKAGES, TESTS } from '../src/db/seed/labs-catalogue.ts';
import { bannerHindi, bannerRows, OFFERS } from '../src/db/seed/pharmacy-delivery.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { type Account, account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await account(t, 'admin', 'Hema Admin');
}, 300_000);
afterAll(async () => {
  await t?.app.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: admin.headers, payload: payload as Record<string, unknown> });

const isHindi = (text: string | null | undefined) => Boolean(text && /[\u0900-\u097F]/.test(text));
const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

describe('lab test and package summaries', () => {
  it('every seeded test and package has a Hindi summary', () => {
    const codes = [...TESTS, ...PACKAGES].map((i) => i.code);
    expect(codes.filter((c) => !isHindi(LAB_SUMMARY_HI[c]))).toEqual([]);
    expect(Object.keys(LAB_SUMMARY_HI).filter((c) => !codes.includes(c))).toEqual([]);
  });

  it("a test's page answers its English summary as before and the Hindi beside it", async () => {
    const seed = TESTS.find((i) => i.code === 'DIA004');
    const item = LabItemAnswer.parse(await get('/api/v1/labs/testList/hba1c-glycated-haemoglobin')).result;
    expect(item.summary).toBe(seed?.summary);
    expect(hasDevanagari(item.summary)).toBe(false);
    expect(item.summaryHi).toBe(LAB_SUMMARY_HI.DIA004);
    // A package's tests and the packages a test is in are cards too.
    expect(item.includedIn.length).toBeGreaterThan(0);
    expect(item.includedIn.every((p) => isHindi(p.summaryHi) && !hasDevanagari(p.summary))).toBe(true);
  });

  it('the listing, in each language a page asks it, carries both', async () => {
    for (const url of ['/api/v1/labs/testList?limit=50', '/api/v1/labs/testList?type=package&limit=50']) {
      const list = LabTestListAnswer.parse(await get(url)).result;
      expect(list.length).toBeGreaterThan(10);
      for (const item of list) {
        expect(item.summaryHi, item.code).toBe(LAB_SUMMARY_HI[item.code]);
        const seed = [...TESTS, ...PACKAGES].find((s) => s.code === item.code);
        expect(item.summary, item.code).toBe(seed?.summary);
      }
    }
  });
});

describe('offers and banners', () => {
  it('the seeded offers and banners answer their English as before and their Hindi beside it', async () => {
    const offers = z.array(Offer).parse((await get('/api/v1/offers/getAll')).result);
    expect(offers.length).toBe(OFFERS.length);
    for (const offer of offers) {
      const seed = OFFERS.find((o) => o.id === offer.id);
      expect(offer.title).toBe(seed?.title);
      expect(offer.description).toBe(seed?.description);
      expect(offer.titleHi).toBe(seed?.titleHi);
      expect(offer.descriptionHi).toBe(seed?.descriptionHi);
      expect(isHindi(offer.termsHi)).toBe(true);
      expect(hasDevanagari(offer.title + offer.description + offer.terms)).toBe(false);
    }
    const banners = z.array(Banner).parse((await get('/api/v1/banners/getAll')).result);
    const hindi = bannerHindi();
    const seeded = banners.filter((b) => b.id in hindi);
    expect(seeded.length).toBe(bannerRows().length);
    for (const banner of seeded) {
      const [, title, subtitle, , cta] = bannerRows().find(([id]) => id === banner.id) ?? [];
      expect({ title: banner.title, subtitle: banner.subtitle, cta: banner.cta }).toEqual({
        title,
        subtitle,
        cta,
      });
      expect({ titleHi: banner.titleHi, subtitleHi: banner.subtitleHi, ctaHi: banner.ctaHi }).toEqual(
        hindi[banner.id],
      );
    }
  });

  const offerBody = (extra: Record<string, unknown> = {}) => ({
    title: 'Flat 25% off on skin care',
    description: 'Every skin care product at 25% below MRP.',
    discountPercent: 25,
    categoryId: 'cat_skin-care',
    colour: '#1d4ed8',
    // Scheduled ahead, so it changes no price the other tests read.
    startsOn: addDays(todayIn(new Date()), 400),
    endsOn: addDays(todayIn(new Date()), 410),
    ...extra,
  });

  it('an admin saves an offer with Hindi, edits it to none, and a blank Hindi field is none', async () => {
    const created = await send(
      'POST',
      '/api/v1/admin/offers',
      offerBody({ titleHi: ' स्किन केयर पर 25% की छूट ', descriptionHi: 'हर स्किन केयर प्रोडक्ट MRP से 25% कम में।' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const offer = AdminOffer.parse(created.json().result);
    expect(offer).toMatchObject({
      title: 'Flat 25% off on skin care',
      titleHi: 'स्किन केयर पर 25% की छूट',
      descriptionHi: 'हर स्किन केयर प्रोडक्ट MRP से 25% कम में।',
    });
    const listed = z
      .array(AdminOffer)
      .parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/admin/offers', headers: admin.headers })).json()
          .result,
      );
    expect(listed.find((o) => o.id === offer.id)?.titleHi).toBe('स्किन केयर पर 25% की छूट');

    const edited = await send(
      'PUT',
      `/api/v1/admin/offers/${offer.id}`,
      offerBody({ titleHi: '   ', descriptionHi: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ titleHi: null, descriptionHi: null });

    const without = await send('POST', '/api/v1/admin/offers', offerBody());
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().result).toMatchObject({ titleHi: null, descriptionHi: null });
  });

  it('refuses Hindi too long or too short, as it does English, with the field named', async () => {
    for (const [extra, field] of [
      [{ titleHi: 'छ'.repeat(121) }, 'titleHi'],
      [{ descriptionHi: 'छ'.repeat(301) }, 'descriptionHi'],
      [{ titleHi: 'छू' }, 'titleHi'],
      [{ titleHi: 42 }, 'titleHi'],
    ] as const) {
      const res = await send('POST', '/api/v1/admin/offers', offerBody(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
  });

  it('an admin saves a banner with Hindi, and one without; the public list shows each as saved', async () => {
    const base = {
      subtitle: 'Creams, sunscreens and more',
      link: '/medifarma',
      cta: 'Shop now',
      colour: '#0f766e',
    };
    const withHindi = await send('POST', '/api/v1/admin/banners', {
      ...base,
      title: 'Skin care week',
      titleHi: 'स्किन केयर सप्ताह',
      subtitleHi: 'क्रीम, सनस्क्रीन और बहुत कुछ',
      ctaHi: 'अभी खरीदें',
    });
    expect(withHindi.statusCode, withHindi.body).toBe(201);
    const saved = AdminBanner.parse(withHindi.json().result);
    expect(saved).toMatchObject({ title: 'Skin care week', titleHi: 'स्किन केयर सप्ताह', ctaHi: 'अभी खरीदें' });
    const plain = await send('POST', '/api/v1/admin/banners', { ...base, title: 'Skin care fortnight' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().result).toMatchObject({ titleHi: null, subtitleHi: null, ctaHi: null });

    const banners = z.array(Banner).parse((await get('/api/v1/banners/getAll')).result);
    expect(banners.find((b) => b.id === saved.id)).toMatchObject({
      title: 'Skin care week',
      titleHi: 'स्किन केयर सप्ताह',
      subtitleHi: 'क्रीम, सनस्क्रीन और बहुत कुछ',
    });
    expect(banners.find((b) => b.id === plain.json().result.id)).toMatchObject({
      title: 'Skin care fortnight',
      titleHi: null,
    });

    const long = await send('POST', '/api/v1/admin/banners', {
      ...base,
      title: 'Too long',
      ctaHi: 'ख'.repeat(46),
    });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().details)).toContain('ctaHi');
  });
});

describe("an article's doctors", () => {
  it('answer their specialty in English as before and its Hindi name beside it, whichever language is asked', async () => {
    const hindiNames = new Set(Object.values(SPECIALTY_HI));
    for (const lang of ['', '?lang=hi']) {
      const list = ArticleListResponse.parse(await get(`/api/v1/articles${lang}`)).result;
      expect(list.length).toBeGreaterThan(0);
      for (const card of list) {
        expect(hasDevanagari(card.author.specialty)).toBe(false);
        expect(hindiNames.has(card.author.specialtyHi ?? '')).toBe(true);
      }
      const article = ArticleResponse.parse(await get(`/api/v1/articles/${list[0]?.slug}${lang}`)).result;
      expect(hindiNames.has(article.author.specialtyHi ?? '')).toBe(true);
      expect(hindiNames.has(article.reviewer.specialtyHi ?? '')).toBe(true);
      expect(hasDevanagari(article.reviewer.specialty)).toBe(false);
    }
  });
});

describe("an article's topic tags", () => {
  it('an admin gives a new tag a Hindi name, or none; the listing, the article and the tag counts carry it', async () => {
    const seeded = ArticleResponse.parse(
      await get(
        `/api/v1/articles/${ArticleListResponse.parse(await get('/api/v1/articles')).result[0]?.slug}`,
      ),
    ).result;
    const body = (extra: Record<string, unknown> = {}) => ({
      title: 'Kala azar: fever that will not go',
      summary: 'A long fever with a swollen belly in Bihar and Jharkhand needs a test for kala azar.',
      body: '## Signs\n\nFever for more than two weeks, weight loss and a swollen belly. See a doctor early.',
      tags: ['kala-azar', 'snake-bite', 'fever'],
      authorId: seeded.author.id,
      reviewerId: seeded.reviewer.id,
      reviewedOn: todayIn(new Date()),
      publishOn: todayIn(new Date()),
      ...extra,
    });
    const created = await send(
      'POST',
      '/api/v1/admin/articles',
      body({ tagNamesHi: { 'kala-azar': ' काला अज़ार ', 'snake-bite': '' } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().result;
    expect(saved.tagNamesHi).toEqual({ 'kala-azar': 'काला अज़ार' });

    for (const lang of ['', '?lang=hi']) {
      const article = ArticleResponse.parse(await get(`/api/v1/articles/${saved.slug}${lang}`)).result;
      expect(article.tags).toEqual(['kala-azar', 'snake-bite', 'fever']);
      expect(article.tagNamesHi).toEqual({ 'kala-azar': 'काला अज़ार' });
      const card = ArticleListResponse.parse(
        await get(`/api/v1/articles?tag=kala-azar${lang ? '&lang=hi' : ''}`),
      ).result;
      expect(card.map((c) => c.tagNamesHi)).toEqual([{ 'kala-azar': 'काला अज़ार' }]);
    }
    const counts = ArticleTagsResponse.parse(await get('/api/v1/articles/tags')).result;
    expect(counts.find((c) => c.tag === 'kala-azar')).toEqual({
      tag: 'kala-azar',
      count: 1,
      nameHi: 'काला अज़ार',
    });
    expect(counts.find((c) => c.tag === 'snake-bite')?.nameHi).toBeNull();
    // The seeded topics keep the names the web app gives them.
    expect(counts.find((c) => c.tag === 'fever')?.nameHi).toBeNull();

    // Saved again without naming it: the name stays; emptied: it goes.
    const kept = await send('PUT', `/api/v1/admin/articles/${saved.id}`, body());
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().result.tagNamesHi).toEqual({ 'kala-azar': 'काला अज़ार' });
    const emptied = await send(
      'PUT',
      `/api/v1/admin/articles/${saved.id}`,
      body({ tagNamesHi: { 'kala-azar': '' } }),
    );
    expect(emptied.json().result.tagNamesHi).toEqual({});

    // A name for a tag the article does not have, or too long, is refused.
    for (const tagNamesHi of [{ dengue: 'डेंगू' }, { 'kala-azar': 'क'.repeat(61) }]) {
      const res = await send(
        'POST',
        '/api/v1/admin/articles',
        body({ title: 'Kala azar: a second look', tagNamesHi }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain('tagNamesHi');
    }
  });
});

describe('migration 0071', () => {
  it('fills the Hindi into a database seeded before it, leaving an offer an admin retitled as it is', async () => {
    const { readFileSync } = await import('node:fs');
    const { sql } = await import('drizzle-orm');
    const db = t.ctx.database.db;
    const file = new URL('../src/db/migrations/0071_hindi-catalogue-text.sql', import.meta.url);
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(updates.length).toBeGreaterThan(3);
    await db.execute(sql`update lab_items set summary_hi = null where code in ('DIA004', 'PKG001')`);
    await db.execute(sql`update offers set title_hi = null, description_hi = null where id = 'off_baby10'`);
    await db.execute(sql`update offers set title_hi = null, title = 'Omron week' where id = 'off_omron20'`);
    await db.execute(sql`update banners set title_hi = null, cta_hi = null where id = 'ban_devices'`);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const rows = await db.execute(sql`
      select (select summary_hi from lab_items where code = 'DIA004') as dia,
             (select summary_hi from lab_items where code = 'PKG001') as pkg,
             (select title_hi from offers where id = 'off_baby10') as baby,
             (select title_hi from offers where id = 'off_omron20') as omron,
             (select cta_hi from banners where id = 'ban_devices') as devices`);
    const row = (rows as unknown as { rows: Record<string, string | null>[] }).rows[0];
    expect(row).toEqual({
      dia: LAB_SUMMARY_HI.DIA004,
      pkg: LAB_SUMMARY_HI.PKG001,
      baby: OFFERS.find((o) => o.id === 'off_baby10')?.titleHi,
      omron: null,
      devices: bannerHindi().ban_devices?.ctaHi,
    });
  });
});
