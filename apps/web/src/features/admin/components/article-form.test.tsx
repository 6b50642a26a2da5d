// @vitest-environment jsdom
// The article editor says when the article's Hindi version was reviewed against English that has changed
// since (AdminArticle.translations, needsReview), and says nothing when it is current.
import type { AdminArticle } from '@arogya/contracts/articles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { ArticleForm } from './article-form.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
// jsdom's <dialog> has no close(): the dialog closes as a browser's does, by losing its open attribute.
if (typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
afterEach(() => {
  cleanup();
  backToEnglish();
});

const ARTICLE: AdminArticle = {
  id: 'art_1',
  slug: 'dengue-warning-signs',
  title: 'Dengue: warning signs',
  summary: 'What to watch for in the days after the fever falls.',
  body: '## Warning signs\n\nSevere belly pain, vomiting again and again, bleeding gums.',
  tags: ['dengue'],
  tagNamesHi: {},
  author: { id: 'doc_1', name: 'Arjun Mehta' },
  reviewer: { id: 'doc_2', name: 'Kavya Rao' },
  reviewedOn: '2026-10-01',
  publishOn: '2026-10-02',
  publishedAt: '2026-10-01T18:30:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  retiredAt: null,
  status: 'published',
  translations: [{ language: 'hi', reviewedOn: '2026-10-05', needsReview: true }],
};

const show = (article: AdminArticle) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ArticleForm article={article} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe('the article editor', () => {
  it('flags a Hindi translation reviewed before the English changed', () => {
    show(ARTICLE);
    expect(screen.getByRole('note').textContent).toContain('Hindi translation needs review');
  });

  it('says nothing when the translation is current, or there is none', () => {
    show({ ...ARTICLE, translations: [{ language: 'hi', reviewedOn: '2026-10-05', needsReview: false }] });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    show({ ...ARTICLE, translations: [] });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says it in Hindi for an admin who reads Hindi', async () => {
    await inHindi('admin');
    show(ARTICLE);
    expect(screen.getByRole('note').textContent).toContain('हिंदी अनुवाद की दोबारा जाँच ज़रूरी');
  });
});
