// @vitest-environment jsdom
// A Hindi article whose English has changed since its review (Article.translationNeedsReview): the page keeps
// the reviewed Hindi with its review date and says the English has changed since; a current one says nothing.
import type { Article } from '@arogya/contracts/articles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import ArticleDetailsPage from './article-details.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
afterEach(() => {
  cleanup();
  backToEnglish();
});

const doctor = (id: string, name: string) => ({
  id,
  name,
  specialty: 'General Physician',
  specialtyHi: 'जनरल फिजिशियन',
  registrationNumber: 'KMC-1234',
  registrationCouncil: 'Karnataka Medical Council',
});

const ARTICLE: Article = {
  slug: 'dengue-warning-signs',
  title: 'डेंगू: किन चेतावनी संकेतों पर नज़र रखें',
  summary: 'मानसून के बाद डेंगू आम है।',
  tags: ['dengue'],
  tagNamesHi: {},
  author: doctor('doc_1', 'Ketan Thakkar'),
  publishedAt: '2026-07-18T00:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  readingMinutes: 6,
  language: 'hi',
  body: '## चेतावनी संकेत\n\nपेट में तेज़ दर्द, बार-बार उल्टी।',
  wordCount: 8,
  reviewer: doctor('doc_2', 'Kavya Rao'),
  reviewedOn: '2026-10-05',
  relatedTests: [],
  relatedMedicines: [],
  translationNeedsReview: true,
};

function show(article: Article) {
  const client = new QueryClient();
  client.setQueryData(['articles', 'detail', article.slug, 'hi'], article);
  client.setQueryData(['articles', 'detail', article.slug, 'en'], { ...article, language: 'en' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/health-articles/${article.slug}`]}>
        <Routes>
          <Route path="/health-articles/:slug" element={<ArticleDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a Hindi article reviewed before its English changed', () => {
  it('keeps the reviewed Hindi with its review date, and says the English has changed since', async () => {
    await inHindi('articles');
    show(ARTICLE);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ARTICLE.title);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('इस अनुवाद की जाँच');
    expect(note.textContent).toContain('अंग्रेज़ी लेख में बदलाव हुआ है');
    expect(note.querySelector('time')?.getAttribute('dateTime')).toBe('2026-10-05');
  });

  it("names the doctors' specialty in Hindi on a Hindi page, in English on an English one", async () => {
    await inHindi('articles');
    show(ARTICLE);
    expect(screen.getByText(/लेखक:/).textContent).toContain('जनरल फिजिशियन');
    expect(document.body.textContent).not.toContain('General Physician');
    cleanup();
    backToEnglish();
    show(ARTICLE);
    expect(document.body.textContent).toContain('By Dr. Ketan Thakkar, General Physician');
    expect(document.body.textContent).not.toContain('जनरल फिजिशियन');
  });

  it('says nothing when the translation is current', async () => {
    await inHindi('articles');
    show({ ...ARTICLE, translationNeedsReview: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ARTICLE.title);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
