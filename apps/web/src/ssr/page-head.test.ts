import { setupI18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageHead as headOf, renderHead } from './page-head.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const pageHead = (routePath: string, url: URL, client: QueryClient) => headOf(routePath, url, client, i18n);

const article = {
  slug: 'x',
  title: 'Fever </script><script>alert(1)</script> & "rash"',
  summary: 'A <b>summary</b>\u2028with a line separator',
  tags: ['fever'],
  author: { id: 'd', name: 'A', specialty: 'General', registrationNumber: '1', registrationCouncil: 'NMC' },
  reviewer: { id: 'd', name: 'B', specialty: 'General', registrationNumber: '1', registrationCouncil: 'NMC' },
  publishedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  reviewedOn: '2026-01-02',
  readingMinutes: 3,
};

describe('renderHead', () => {
  it('escapes data in tags and JSON-LD: no </script> or markup can come from the data', () => {
    const client = new QueryClient();
    client.setQueryData(['articles', 'detail', 'x', 'en'], article);
    const head = renderHead(
      pageHead('health-articles/:slug', new URL('https://a.in/health-articles/x?utm=1'), client),
      'https://a.in',
    );
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain(
      '<title>Fever &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;rash&quot; | Arogya</title>',
    );
    expect(head).toContain('<link rel="canonical" href="https://a.in/health-articles/x" />');
    const json = /<script type="application\/ld\+json">([\s\S]*)<\/script>/.exec(head)?.[1] ?? '';
    expect(json).not.toMatch(/[<>\u2028]/);
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@type': 'MedicalWebPage',
      headline: article.title,
      url: 'https://a.in/health-articles/x',
    });
  });

  it('keeps the query of a search-results page in its canonical URL and drops it elsewhere', () => {
    const client = new QueryClient();
    const results = pageHead(
      'doctors/search-results',
      new URL('https://a.in/doctors/search-results?q=skin'),
      client,
    );
    expect(results.canonicalPath).toBe('/doctors/search-results?q=skin');
    expect(results.title).toContain('skin');
    expect(pageHead('doctors', new URL('https://a.in/doctors?utm=1'), client).canonicalPath).toBe('/doctors');
  });
});

describe('per-item heads', () => {
  it('names the category, the brand and the specialty, with their counts, from the data the server fetched', () => {
    const client = new QueryClient();
    client.setQueryData(['pharmacy', 'category', 'cat_diabetes-care', { sort: 'popularity', page: 2 }], {
      result: {
        id: 'cat_diabetes-care',
        name: 'Diabetes care',
        title: 'Diabetes care products',
        description: 'Glucometers, strips and medicines.',
        total: 1000,
        totalIsEstimate: true,
      },
      pagination: {},
    });
    const category = pageHead(
      'medicategory/:mediId',
      new URL('https://a.in/medicategory/cat_diabetes-care?page=2'),
      client,
    );
    expect(category.title).toBe('Diabetes care products: buy online | Arogya');
    expect(category.description).toContain('1,000+ products in Diabetes care');
    expect(category.canonicalPath).toBe('/medicategory/cat_diabetes-care');

    client.setQueryData(['pharmacy', 'brand', 'brand_cipla', {}], {
      brand: {
        id: 'brand_cipla',
        name: 'Cipla',
        manufacturer: 'Cipla Ltd',
        description: 'Respiratory care.',
      },
      pagination: { total: 38 },
    });
    const brand = pageHead('brands/:brandId', new URL('https://a.in/brands/brand_cipla'), client);
    expect(brand.title).toBe('Cipla products: buy online | Arogya');
    expect(brand.description).toContain('38 Cipla products by Cipla Ltd');

    client.setQueryData(
      ['specialties'],
      [{ id: 'sp_derm', slug: 'dermatology', name: 'Dermatology', doctorCount: 1234, description: 'Skin.' }],
    );
    const specialty = pageHead(
      'consultation/:specialtyId',
      new URL('https://a.in/consultation/dermatology'),
      client,
    );
    expect(specialty.title).toBe('Dermatology: consult online or book a clinic visit | Arogya');
    expect(specialty.description).toContain('1,234 Dermatology doctors');
    expect(specialty.canonicalPath).toBe('/consultation/sp_derm');
  });

  it('falls back to a generic head when the item was not fetched', () => {
    const head = pageHead('brands/:brandId', new URL('https://a.in/brands/nope'), new QueryClient());
    expect(head.title).toBe('Products by brand | Arogya');
  });
});

describe('a Hindi page’s head', () => {
  it('names the searched city in Hindi, the English page as asked', async () => {
    const { loadPlaceNames } = await import('../lib/i18n/place-name.ts');
    await loadPlaceNames();
    const client = new QueryClient();
    const url = new URL('https://a.in/hi/doctors/search-results?q=skin&city=Mumbai');
    const hindi = setupI18n({ locale: 'hi', messages: { hi: {} } });
    expect(headOf('doctors/search-results', url, client, hindi).title).toContain('मुंबई');
    expect(headOf('doctors/search-results', url, client, i18n).title).toContain('skin in Mumbai');
  });
});
