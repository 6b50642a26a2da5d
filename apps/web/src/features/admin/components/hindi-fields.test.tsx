// @vitest-environment jsdom
// The admin's forms take the optional Hindi of what patients read: an offer's title and description, a
// banner's title, subtitle and button, an article's tag names. What is typed is sent; a Hindi field left empty
// is sent as none (the English shows on Hindi pages), and an article's tag whose Hindi name was not touched is
// not sent at all (its name, if any, stays).
import type { AdminBanner, AdminOffer } from '@arogya/contracts/admin';
import type { AdminArticle } from '@arogya/contracts/articles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleForm } from './article-form.tsx';
import { BannerForm } from './banner-form.tsx';
import { OfferForm } from './offer-form.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
if (typeof HTMLDialogElement.prototype.close !== 'function') {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

const sent: { url: string; method: string; body: Record<string, unknown> }[] = [];
beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method && init.method !== 'GET')
        sent.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ success: true, result: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const wrap = (node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {node}
    </QueryClientProvider>,
  );
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

const BANNER: AdminBanner = {
  id: 'ban_1',
  title: 'Upload your prescription',
  subtitle: 'A pharmacist checks it and we deliver your medicines.',
  link: '/prescription-upload',
  cta: 'Upload now',
  titleHi: 'अपना पर्चा अपलोड करें',
  subtitleHi: null,
  ctaHi: 'अभी अपलोड करें',
  colour: '#0f766e',
  artwork: 'prescription',
  sortOrder: 1,
  startsOn: null,
  endsOn: null,
  status: 'live',
};

describe('the banner form', () => {
  it('shows the saved Hindi, sends what is typed, and an emptied field as none', async () => {
    wrap(<BannerForm banner={BANNER} onClose={() => {}} />);
    expect((screen.getByLabelText('Title in Hindi (optional)') as HTMLInputElement).value).toBe(
      BANNER.titleHi,
    );
    expect(screen.getByLabelText('Title in Hindi (optional)').getAttribute('lang')).toBe('hi');
    type('Subtitle in Hindi (optional)', 'फ़ार्मासिस्ट जांचते हैं, हम दवाएं पहुंचाते हैं।');
    type('Button text in Hindi (optional)', '');
    await submit(/Save Banner/);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      title: BANNER.title,
      titleHi: BANNER.titleHi,
      subtitleHi: 'फ़ार्मासिस्ट जांचते हैं, हम दवाएं पहुंचाते हैं।',
      ctaHi: null,
    });
  });
});

const OFFER: AdminOffer = {
  id: 'off_1',
  title: 'Flat 15% off on diabetes care',
  description: 'Every diabetes care product at 15% below MRP.',
  titleHi: null,
  descriptionHi: 'डायबिटीज केयर का हर प्रोडक्ट MRP से 15% कम में।',
  discountPercent: 15,
  category: { id: 'cat_diabetes-care', name: 'Diabetes Care' },
  brand: null,
  colour: '#0f766e',
  sortOrder: 1,
  startsOn: '2026-11-01',
  endsOn: '2027-03-31',
  status: 'live',
};

describe('the offer form', () => {
  it('sends the Hindi title typed, and the description emptied as none', async () => {
    wrap(<OfferForm offer={OFFER} onClose={() => {}} />);
    expect((screen.getByLabelText('Description in Hindi (optional)') as HTMLInputElement).value).toBe(
      OFFER.descriptionHi,
    );
    type('Title in Hindi (optional)', 'डायबिटीज केयर पर फ्लैट 15% की छूट');
    type('Description in Hindi (optional)', '');
    await submit(/Save Offer/);
    expect(sent[0]?.body).toMatchObject({
      title: OFFER.title,
      titleHi: 'डायबिटीज केयर पर फ्लैट 15% की छूट',
      descriptionHi: null,
    });
  });
});

const ARTICLE: AdminArticle = {
  id: 'art_1',
  slug: 'kala-azar',
  title: 'Kala azar: fever that will not go',
  summary: 'A long fever with a swollen belly needs a test for kala azar.',
  body: '## Signs\n\nFever for more than two weeks.',
  tags: ['kala-azar', 'fever'],
  tagNamesHi: { 'kala-azar': 'काला अज़ार' },
  author: { id: 'doc_1', name: 'Arjun Mehta' },
  reviewer: { id: 'doc_2', name: 'Kavya Rao' },
  reviewedOn: '2026-10-01',
  publishOn: '2026-10-02',
  publishedAt: '2026-10-01T18:30:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  retiredAt: null,
  status: 'published',
  translations: [],
};

describe('the article form', () => {
  it("asks each tag's Hindi name, and sends the named and the emptied ones", async () => {
    wrap(<ArticleForm article={ARTICLE} onClose={() => {}} />);
    expect(
      (screen.getByLabelText('Hindi name of the tag ‘kala-azar’ (optional)') as HTMLInputElement).value,
    ).toBe('काला अज़ार');
    type('Tags', 'kala-azar, fever, snake bite');
    type('Hindi name of the tag ‘snake-bite’ (optional)', 'सांप का काटना');
    await submit(/Save Article/);
    expect(sent[0]?.body).toMatchObject({
      tags: ['kala-azar', 'fever', 'snake-bite'],
      tagNamesHi: { 'kala-azar': 'काला अज़ार', 'snake-bite': 'सांप का काटना' },
    });
    cleanup();
    sent.length = 0;
    wrap(<ArticleForm article={ARTICLE} onClose={() => {}} />);
    type('Hindi name of the tag ‘kala-azar’ (optional)', '  ');
    await submit(/Save Article/);
    expect(sent[0]?.body.tagNamesHi).toEqual({ 'kala-azar': '' });
  });
});
