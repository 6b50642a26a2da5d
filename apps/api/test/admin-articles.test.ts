// Health articles managed by admins (docs/product-rules.md#health-articles): create, edit, schedule on an
// Asia/Kolkata day, retire; the author and reviewer are listed doctors; every change audited; every other
// role refused. Runs on PGlite and on PostgreSQL (DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTranslations, englishDigest } from '../src/db/schema/articles.ts';
import { addDays, todayIn } from '../src/lib/zoned-time.ts';
import { auditRows, createAccount, createDoctor } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

type Who = { headers: Record<string, string> } | null;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

let cacheBust = 0;
/** The public list, asked in a way no earlier call cached (the catalogue cache keys on the address). */
const publicSlugs = async (word: string) =>
  (await call(null, 'GET', `/api/v1/articles?q=${word}&limit=${20 + (cacheBust++ % 30)}`))
    .json()
    .result.map((a: { slug: string }) => a.slug)
    .filter((slug: string) => slug.includes(word));

async function setup() {
  const admin = await createAccount(t, 'admin', 'Asha Admin');
  const author = await createDoctor(t);
  const reviewer = await createDoctor(t);
  const word = `monsoon${randomUUID()
    .slice(0, 6)
    .replace(/[^a-z]/g, 'x')}`;
  const input = (over: Record<string, unknown> = {}) => ({
    title: `Staying well in the ${word} season`,
    // No word of a seeded article's title or tags: articles.test.ts may search the same database meanwhile.
    summary: 'Stomach infections rise with the rains: what to watch for.',
    body: '## Water\n\nBoil drinking water for a full minute. <script>alert(1)</script> Use mosquito nets at night.',
    tags: ['rains', 'monsoon'],
    authorId: author.id,
    reviewerId: reviewer.id,
    reviewedOn: todayIn(new Date()),
    publishOn: todayIn(new Date()),
    ...over,
  });
  return { admin, author, reviewer, word, input };
}

describe('a Hindi translation after its English article changes', () => {
  it('is flagged for review; the Hindi page keeps the reviewed version with its review date', async () => {
    const { admin, reviewer, input } = await setup();
    const created = await call(admin, 'POST', '/api/v1/admin/articles', input());
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json().result;
    // Its Hindi version, made from the English as it stands (as the seeder writes one).
    await t.ctx.database.db.insert(articleTranslations).values({
      articleId: article.id,
      language: 'hi',
      title: 'बरसात के मौसम में सेहतमंद कैसे रहें',
      summary: 'बारिश में पेट के संक्रमण बढ़ जाते हैं: किन बातों पर ध्यान दें।',
      body: '## पानी\n\nपीने का पानी पूरे एक मिनट तक उबालें। रात में मच्छरदानी लगाएँ।',
      reviewerId: reviewer.id,
      reviewedOn: '2026-01-15',
      sourceDigest: sql`(select ${englishDigest} from ${articles} where ${articles.id} = ${article.id})`,
    });
    let bust = 0;
    const hindiPage = async () => {
      const res = await call(null, 'GET', `/api/v1/articles/${article.slug}?lang=hi&v=${bust++}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    const adminView = async () =>
      (await call(admin, 'GET', '/api/v1/admin/articles'))
        .json()
        .result.find((a: { id: string }) => a.id === article.id);

    expect((await adminView()).translations).toEqual([
      { language: 'hi', reviewedOn: '2026-01-15', needsReview: false },
    ]);
    expect(await hindiPage()).toMatchObject({ language: 'hi', translationNeedsReview: false });

    // Saved again with its English words unchanged (other tags): the translation still stands.
    const retagged = await call(
      admin,
      'PUT',
      `/api/v1/admin/articles/${article.id}`,
      input({ tags: ['rains'] }),
    );
    expect(retagged.statusCode, retagged.body).toBe(200);
    expect(retagged.json().result.translations[0].needsReview).toBe(false);

    // The English body changes: the admin sees the Hindi needs review; the Hindi page still shows the Hindi as
    // reviewed, with its review date, flagged.
    const edited = await call(
      admin,
      'PUT',
      `/api/v1/admin/articles/${article.id}`,
      input({ body: `${input().body}\n\nSee a doctor if a fever lasts more than three days.` }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result.translations).toEqual([
      { language: 'hi', reviewedOn: '2026-01-15', needsReview: true },
    ]);
    expect((await adminView()).translations[0].needsReview).toBe(true);
    const hi = await hindiPage();
    expect(hi).toMatchObject({
      language: 'hi',
      title: 'बरसात के मौसम में सेहतमंद कैसे रहें',
      reviewedOn: '2026-01-15',
      reviewer: { id: reviewer.id },
      translationNeedsReview: true,
    });
    const en = (await call(null, 'GET', `/api/v1/articles/${article.slug}?v=${bust++}`)).json().result;
    expect(en.language).toBe('en');
    expect(en.translationNeedsReview).toBeUndefined();
    expect(en.body).toContain('more than three days');

    // Reviewed again against the English as it now stands: current once more.
    await t.ctx.database.db
      .update(articleTranslations)
      .set({
        reviewedOn: todayIn(new Date()),
        sourceDigest: sql`(select ${englishDigest} from ${articles} where ${articles.id} = ${article.id})`,
      })
      .where(eq(articleTranslations.articleId, article.id));
    expect((await hindiPage()).translationNeedsReview).toBe(false);
  });
});

describe('admin articles', () => {
  it('creates, edits, schedules on an IST day and retires, each audited; the public pages follow', async () => {
    const { admin, word, input } = await setup();
    const created = await call(admin, 'POST', '/api/v1/admin/articles', input());
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json().result;
    expect(article).toMatchObject({ status: 'published', slug: `staying-well-in-the-${word}-season` });
    expect(await publicSlugs(word)).toEqual([article.slug]);
    const page = await call(null, 'GET', `/api/v1/articles/${article.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().result.body).toContain('<script>alert(1)</script>');

    // Scheduled for tomorrow: from 00:00 IST, i.e. 18:30 UTC today; hidden until then.
    const tomorrow = addDays(todayIn(new Date()), 1);
    const scheduled = await call(
      admin,
      'PUT',
      `/api/v1/admin/articles/${article.id}`,
      input({ publishOn: tomorrow }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().result).toMatchObject({
      status: 'scheduled',
      publishOn: tomorrow,
      publishedAt: `${todayIn(new Date())}T18:30:00.000Z`,
    });
    expect(await publicSlugs(word)).toEqual([]);
    expect((await call(null, 'GET', `/api/v1/articles/${article.slug}?v=1`)).statusCode).toBe(404);

    // Back to today with a new title, then retired: kept, listed for the admin, gone from the public pages.
    const edited = await call(
      admin,
      'PUT',
      `/api/v1/admin/articles/${article.id}`,
      input({ title: `Monsoon care for families ${word}`, slug: article.slug }),
    );
    expect(edited.json().result).toMatchObject({
      status: 'published',
      title: `Monsoon care for families ${word}`,
    });
    expect(await publicSlugs(word)).toEqual([article.slug]);
    const retired = await call(admin, 'POST', `/api/v1/admin/articles/${article.id}/retire`);
    expect(retired.json().result.status).toBe('retired');
    const again = await call(admin, 'POST', `/api/v1/admin/articles/${article.id}/retire`);
    expect(again.json().result.retiredAt).toBe(retired.json().result.retiredAt);
    expect(await publicSlugs(word)).toEqual([]);
    const listed = (await call(admin, 'GET', '/api/v1/admin/articles')).json().result;
    expect(listed.find((a: { id: string }) => a.id === article.id)?.status).toBe('retired');

    expect(await auditRows(t, admin.id, 'article.create')).toEqual([
      { subject_user_id: null, resource_type: 'article', resource_id: article.id },
    ]);
    expect(await auditRows(t, admin.id, 'article.update')).toHaveLength(2);
    expect(await auditRows(t, admin.id, 'article.retire')).toHaveLength(2);
  });

  it('takes only listed doctors as author and reviewer, two different ones, a free slug and a past review', async () => {
    const { admin, author, input } = await setup();
    const unlisted = await createDoctor(t);
    await t.ctx.database.db.execute(
      sql`update doctors set registration_verified_at = null where id = ${unlisted.id}`,
    );
    const byUnlisted = await call(admin, 'POST', '/api/v1/admin/articles', input({ authorId: unlisted.id }));
    expect(byUnlisted.statusCode).toBe(400);
    expect(byUnlisted.json().details[0].field).toBe('authorId');
    const unknown = await call(admin, 'POST', '/api/v1/admin/articles', input({ reviewerId: 'doc_nobody' }));
    expect(unknown.json().details[0].field).toBe('reviewerId');
    const self = await call(admin, 'POST', '/api/v1/admin/articles', input({ reviewerId: author.id }));
    expect(self.statusCode).toBe(400);
    expect(self.json().details[0].field).toBe('reviewerId');
    const future = await call(
      admin,
      'POST',
      '/api/v1/admin/articles',
      input({ reviewedOn: addDays(todayIn(new Date()), 2) }),
    );
    expect(future.json().details[0].field).toBe('reviewedOn');
    expect((await call(admin, 'POST', '/api/v1/admin/articles', input({ tags: [] }))).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/v1/admin/articles', input({ publishOn: '2026-02-30' }))).statusCode,
    ).toBe(400);
    // Scheduled, so never public: on PostgreSQL every test file shares one database, and a published test
    // article would show in articles.test.ts's listings.
    const later = input({ publishOn: addDays(todayIn(new Date()), 7) });
    expect((await call(admin, 'POST', '/api/v1/admin/articles', later)).statusCode).toBe(201);
    const taken = await call(admin, 'POST', '/api/v1/admin/articles', later);
    expect(taken.statusCode).toBe(409);
    expect(
      (await call(admin, 'PUT', '/api/v1/admin/articles/art_nope', input({ slug: 'a-b' }))).statusCode,
    ).toBe(404);
    expect((await call(admin, 'POST', '/api/v1/admin/articles/art_nope/retire')).statusCode).toBe(404);
  });

  it('is refused to every other role (403) and to nobody signed in (401)', async () => {
    const { input } = await setup();
    for (const role of ['patient', 'doctor', 'receptionist', 'lab', 'pharmacist']) {
      const who = await createAccount(t, role);
      for (const [method, url, body] of [
        ['GET', '/api/v1/admin/articles', undefined],
        ['POST', '/api/v1/admin/articles', input()],
        ['PUT', '/api/v1/admin/articles/art_001', input()],
        ['POST', '/api/v1/admin/articles/art_001/retire', undefined],
      ] as const) {
        expect((await call(who, method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
        expect((await call(null, method, url, body)).statusCode).toBe(401);
      }
    }
  });
});
