// The <head> of a server-rendered page (docs/ARCHITECTURE.md#server-rendered-pages): title, meta
// description, canonical URL, Open Graph tags and schema.org JSON-LD, from the page's route and the data
// the server fetched for it (read from the query cache by the keys the pages' hooks use).
import type { Article } from '@arogya/contracts/articles';
import type { DoctorDetail, Specialty } from '@arogya/contracts/doctors';
import type { LabItemDetail } from '@arogya/contracts/labs';
import type { Brand, CategoryPage, ProductDetail } from '@arogya/contracts/pharmacy';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { packSize } from '../components/pharmacy/pack-size.ts';
import { localText } from '../lib/i18n/display-locale.ts';
import { localName } from '../lib/i18n/local-name.ts';
import { HTML_LANG, LOCALES, type Locale, localizedPath } from '../lib/i18n/locales.ts';
import { placeName } from '../lib/i18n/place-name.ts';
import { scriptSafeJson } from '../lib/server-render-state.ts';

export const SITE_NAME = 'Arogya';
const SITE_TITLE = msg`Arogya — doctors, medicines and lab tests`;
const SITE_DESCRIPTION = msg`Arogya: find a doctor and book, consult by video or audio, book lab tests with home sample collection and buy medicines online, across India.`;

export type PageHead = {
  title: string;
  description: string;
  /** Path and query of the canonical URL (the origin comes from PUBLIC_ORIGIN). */
  canonicalPath: string;
  ogType?: 'website' | 'article' | 'product' | 'profile';
  image?: string;
  jsonLd?: Record<string, unknown>[];
  /** The page's language: its canonical URL is its own, with the other language as an alternate. */
  locale?: Locale;
};

type HeadInput = {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  client: QueryClient;
  i18n: I18n;
};
type HeadRule = (input: HeadInput) => Omit<PageHead, 'canonicalPath'> & { canonicalPath?: string };

const named =
  (title: MessageDescriptor, description: MessageDescriptor) =>
  ({ i18n }: { i18n: I18n }) => ({
    title: `${i18n._(title)} | ${SITE_NAME}`,
    description: i18n._(description),
  });

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const money = (rupees: number) => rupees.toFixed(2);

/** The language a head is written in: a taxonomy entry's Hindi name is used on a Hindi page. */
const localeOf = (i18n: I18n): Locale => (i18n.locale === 'hi' ? 'hi' : 'en');

function doctorHead({ params, client, i18n }: HeadInput) {
  const doctor = client.getQueryData<DoctorDetail>(['doctors', 'detail', params.id ?? '']);
  if (!doctor) return named(msg`Doctor details`, SITE_DESCRIPTION)({ i18n });
  const specialty = localName(doctor.doctorId.specialization, localeOf(i18n));
  const { clinic } = doctor;
  const name = doctor.name;
  const city = placeName(clinic.city, localeOf(i18n));
  const qualification = doctor.qualification;
  const years = doctor.doctorId.experience;
  const clinicName = clinic.name;
  const area = placeName(clinic.area, localeOf(i18n));
  const fee = doctor.fee;
  return {
    title: `${i18n._(msg`Dr. ${name}, ${specialty} in ${city}`)} | ${SITE_NAME}`,
    description: clip(
      i18n._(
        msg`Book an appointment with Dr. ${name}, ${specialty} (${qualification}, ${years} years) at ${clinicName}, ${area}, ${city}. Consultation fee ₹${fee}.`,
      ),
    ),
    ogType: 'profile' as const,
    image: doctor.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: `Dr. ${doctor.name}`,
        medicalSpecialty: doctor.doctorId.specialization.name,
        image: doctor.image,
        description: clip(doctor.about, 300),
        priceRange: `₹${doctor.fee}`,
        telephone: clinic.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: clinic.address,
          addressLocality: clinic.area,
          addressRegion: clinic.state,
          postalCode: clinic.pinCode,
          addressCountry: 'IN',
        },
        ...(doctor.rating !== null && doctor.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: doctor.rating,
                reviewCount: doctor.reviewCount,
              },
            }
          : {}),
      },
    ],
  };
}

function productHead({ params, client, i18n }: HeadInput) {
  const product = client.getQueryData<ProductDetail>(['pharmacy', 'product', params.productId ?? '']);
  if (!product) return named(msg`Product details`, SITE_DESCRIPTION)({ i18n });
  const availability = !product.availableOnline
    ? 'https://schema.org/Discontinued'
    : product.inStock
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
  const name = product.name;
  const price = money(product.discountPrice);
  const unit = product.unit ? ` (${packSize(product.unit, i18n)})` : '';
  const manufacturer = product.manufacturer;
  return {
    title: `${i18n._(msg`${name}: price ₹${price}`)} | ${SITE_NAME}`,
    description: clip(
      `${i18n._(msg`Buy ${name}${unit} by ${manufacturer} online at ₹${price}.`)} ${product.description}`,
    ),
    ogType: 'product' as const,
    image: product.images[0] ?? product.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        image: product.images,
        description: clip(product.description, 300),
        sku: product.id,
        brand: { '@type': 'Brand', name: product.brand.name },
        manufacturer: { '@type': 'Organization', name: product.manufacturer },
        offers: {
          '@type': 'Offer',
          priceCurrency: 'INR',
          price: money(product.discountPrice),
          availability,
          url: `/product/${product.id}`,
        },
        ...(product.rating !== null && product.reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating,
                reviewCount: product.reviewCount,
              },
            }
          : {}),
      },
    ],
  };
}

function labItemHead({ params, client, i18n }: HeadInput) {
  const item = client.getQueryData<LabItemDetail>(['labs', 'item', params.slug ?? '']);
  if (!item) return named(msg`Lab test`, SITE_DESCRIPTION)({ i18n });
  const kind = item.type === 'package' ? 'packages' : 'tests';
  const name = localName(item, localeOf(i18n));
  const price = money(item.discountPrice);
  return {
    title: `${i18n._(msg`${name}: price ₹${price}, home sample collection`)} | ${SITE_NAME}`,
    description: clip(
      `${i18n._(msg`${name} from ₹${price}.`)} ${localText(item.summary, item.summaryHi, localeOf(i18n))}`,
    ),
    canonicalPath: `/${kind}/${item.slug}`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalTest',
        name: item.name,
        alternateName: item.aliases,
        description: clip(item.description || item.summary, 300),
        usedToDiagnose: item.whyTaken || undefined,
        offers: {
          '@type': 'Offer',
          priceCurrency: 'INR',
          price: money(item.discountPrice),
          availability: 'https://schema.org/InStock',
        },
      },
    ],
  };
}

function articleHead({ params, client, i18n }: HeadInput) {
  // The page's language is part of the article's query (features/articles/api/get-article.ts articleQuery).
  const article = client.getQueryData<Article>(['articles', 'detail', params.slug ?? '', i18n.locale]);
  if (!article) return named(msg`Health article`, SITE_DESCRIPTION)({ i18n });
  return {
    title: `${article.title} | ${SITE_NAME}`,
    description: clip(article.summary),
    ogType: 'article' as const,
    canonicalPath: `/health-articles/${article.slug}`,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        name: article.title,
        headline: article.title,
        description: clip(article.summary, 300),
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        lastReviewed: article.reviewedOn,
        keywords: article.tags.join(', '),
        author: {
          '@type': 'Physician',
          name: `Dr. ${article.author.name}`,
          medicalSpecialty: article.author.specialty,
        },
        reviewedBy: { '@type': 'Physician', name: `Dr. ${article.reviewer.name}` },
      },
    ],
  };
}

function doctorSearchHead({ search, i18n }: HeadInput) {
  const q = search.get('q')?.trim();
  const asked = search.get('city')?.trim();
  const city = asked ? placeName(asked, localeOf(i18n)) : undefined;
  const term = q && city ? i18n._(msg`${q} in ${city}`) : (q ?? city);
  return {
    title: `${term ? i18n._(msg`Doctors: ${term}`) : i18n._(msg`Find a doctor`)} | ${SITE_NAME}`,
    description: term
      ? i18n._(
          msg`Doctors for ${term} on Arogya: fees, experience, clinics and open slots; book in-clinic, video or audio consultations.`,
        )
      : i18n._(
          msg`Doctors on Arogya: fees, experience, clinics and open slots; book in-clinic, video or audio consultations.`,
        ),
  };
}

/** The first cached answer under a key prefix (a listing's key ends with its filters, read from the address). */
function firstCached<T>(client: QueryClient, prefix: readonly unknown[]): T | undefined {
  return client.getQueriesData<T>({ queryKey: prefix }).find(([, data]) => data !== undefined)?.[1];
}

/** '1 product', '12 products', '1,000+ products'. */
function count(i18n: I18n, n: number, estimate: boolean): string {
  return estimate
    ? i18n._(msg`${plural(n, { other: '#+ products' })}`)
    : i18n._(msg`${plural(n, { one: '# product', other: '# products' })}`);
}

function categoryHead(id: string | undefined, canonicalBase: string) {
  return ({ client, i18n }: HeadInput) => {
    const answer = firstCached<{ result: CategoryPage }>(client, ['pharmacy', 'category', id ?? '']);
    const category = answer?.result;
    if (!category)
      return named(
        msg`Medicines by category`,
        msg`Medicines and health products in this category on Arogya.`,
      )({ i18n });
    const title = category.title || category.name;
    const products = count(i18n, category.total, category.totalIsEstimate);
    const name = category.name;
    return {
      title: `${i18n._(msg`${title}: buy online`)} | ${SITE_NAME}`,
      description: clip(
        `${i18n._(msg`${products} in ${name} on Arogya, delivered across India.`)} ${category.description}`,
      ),
      canonicalPath: `${canonicalBase}/${category.id}`,
    };
  };
}

function brandHead({ params, client, i18n }: HeadInput) {
  const answer = firstCached<{ brand: Brand; pagination: { total: number; totalIsEstimate?: boolean } }>(
    client,
    ['pharmacy', 'brand', params.brandId ?? ''],
  );
  if (!answer?.brand)
    return named(
      msg`Products by brand`,
      msg`Medicines and health products of this brand on Arogya.`,
    )({ i18n });
  const { brand } = answer;
  const name = brand.name;
  const manufacturer = brand.manufacturer;
  const n = answer.pagination.total;
  const products = answer.pagination.totalIsEstimate
    ? i18n._(msg`${plural(n, { other: `#+ ${name} products` })}`)
    : i18n._(msg`${plural(n, { one: `# ${name} product`, other: `# ${name} products` })}`);
  return {
    title: `${i18n._(msg`${name} products: buy online`)} | ${SITE_NAME}`,
    description: clip(
      `${i18n._(msg`${products} by ${manufacturer} on Arogya, delivered across India.`)} ${brand.description}`,
    ),
    canonicalPath: `/brands/${brand.id}`,
  };
}

function specialtyHead({ params, client, i18n }: HeadInput) {
  const list = client.getQueryData<Specialty[]>(['specialties']);
  const specialty = list?.find((s) => s.id === params.specialtyId || s.slug === params.specialtyId);
  if (!specialty) {
    return named(
      msg`Consult a specialist`,
      msg`Doctors of this specialty on Arogya: fees, experience and open slots; book a consultation.`,
    )({ i18n });
  }
  const name = localName(specialty, localeOf(i18n));
  const n = specialty.doctorCount;
  const doctors = i18n._(msg`${plural(n, { one: `# ${name} doctor`, other: `# ${name} doctors` })}`);
  return {
    title: `${i18n._(msg`${name}: consult online or book a clinic visit`)} | ${SITE_NAME}`,
    description: clip(
      `${i18n._(msg`${doctors} on Arogya: fees, experience and open slots; book a video, audio or in-clinic consultation.`)} ${specialty.description}`,
    ),
    canonicalPath: `/consultation/${specialty.id}`,
  };
}

/** The public pages the server renders, by route path (as in app/router.tsx; '' is the home page). */
export const SERVER_RENDERED_PAGES: Record<string, HeadRule> = {
  '': ({ i18n }) => ({ title: i18n._(SITE_TITLE), description: i18n._(SITE_DESCRIPTION) }),
  doctors: named(
    msg`Find a doctor and book an appointment`,
    msg`Find doctors by specialty and city, see fees and open slots, and book in-clinic, video or audio consultations.`,
  ),
  'doctors/search-results': doctorSearchHead,
  'doctor-details/:id': doctorHead,
  'consultation/:specialtyId': specialtyHead,
  medifarma: named(
    msg`Buy medicines online`,
    msg`Medicines, health products and devices delivered across India; upload a prescription for prescription medicines.`,
  ),
  'categories/:categoryId': (input) => categoryHead(input.params.categoryId, '/categories')(input),
  'medicategory/:mediId': (input) => categoryHead(input.params.mediId, '/medicategory')(input),
  'brands/:brandId': brandHead,
  'product/:productId': productHead,
  labs: named(
    msg`Book lab tests with home sample collection`,
    msg`Lab tests and health packages from partner labs, with home sample collection and reports online.`,
  ),
  'lab-tests': named(
    msg`Lab tests`,
    msg`Book lab tests with home sample collection: prices, preparation and report times.`,
  ),
  'health-packages': named(
    msg`Health packages`,
    msg`Full body check-ups and health packages with home sample collection.`,
  ),
  'tests/:slug': labItemHead,
  'packages/:slug': labItemHead,
  'health-articles': named(
    msg`Health articles`,
    msg`Health articles written and reviewed by doctors on Arogya.`,
  ),
  'health-articles/:slug': articleHead,
  'privacy-policy': named(
    msg`Privacy policy`,
    msg`How Arogya collects, uses and protects your personal and health data.`,
  ),
  privacy: named(
    msg`Privacy policy`,
    msg`How Arogya collects, uses and protects your personal and health data.`,
  ),
  'terms-of-service': named(msg`Terms of service`, msg`The terms for using Arogya.`),
  'payement-shipping-policy': named(
    msg`Payment and shipping policy`,
    msg`How payment and delivery work on Arogya.`,
  ),
  'replacement-policy': named(
    msg`Replacement policy`,
    msg`Returns and replacements of medicine orders on Arogya.`,
  ),
  about: named(msg`About us`, msg`About Arogya.`),
  contact: named(msg`Contact us`, msg`How to reach Arogya.`),
  careers: named(msg`Careers`, msg`Work at Arogya.`),
  helpcenter: named(
    msg`Help Center`,
    msg`Answers about accounts, appointments, lab tests, orders and prescriptions, and how to reach support.`,
  ),
};

/** The head for a rendered page; the canonical URL keeps only the query a search-results page needs. */
export function pageHead(
  routePath: string,
  url: URL,
  client: QueryClient,
  i18n: I18n,
  locale: Locale = 'en',
): PageHead {
  const rule = SERVER_RENDERED_PAGES[routePath];
  const match = routePath.split('/');
  // The route's parameters are read from the address without its language prefix.
  const segments = localizedPath('en', url.pathname).split('/').slice(1);
  const params: Record<string, string | undefined> = {};
  match.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
  });
  const head = rule
    ? rule({ params, search: url.searchParams, client, i18n })
    : { title: i18n._(SITE_TITLE), description: i18n._(SITE_DESCRIPTION) };
  const keepsQuery = routePath === 'doctors/search-results' || routePath === 'lab-tests';
  // A rule's canonical path is the English one; each language's page is canonical in itself.
  const englishPath =
    head.canonicalPath ?? localizedPath('en', url.pathname) + (keepsQuery ? url.search : '');
  return { ...head, canonicalPath: inLanguage(locale, englishPath), locale };
}

/** A path and query ('/doctors?q=x') in a language ('/hi/doctors?q=x'). */
function inLanguage(locale: Locale, pathAndQuery: string): string {
  const cut = pathAndQuery.search(/[?#]/);
  const path = cut < 0 ? pathAndQuery : pathAndQuery.slice(0, cut);
  return localizedPath(locale, path) + (cut < 0 ? '' : pathAndQuery.slice(cut));
}

/** The not-found page's title, in the page's language. */
export function notFoundTitle(i18n: I18n): string {
  return escapeHtml(`${i18n._(msg`Page not found`)} | ${SITE_NAME}`);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function absolute(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).toString();
}

/** The tags, HTML-escaped; JSON-LD made safe inside <script> (no '</script>' can come from data). */
export function renderHead(head: PageHead, origin: string): string {
  const canonical = absolute(origin, head.canonicalPath);
  const locale = head.locale ?? 'en';
  // hreflang alternates: the page in each language, and English as the default for everyone else.
  const english = localizedPath('en', head.canonicalPath.replace(/[?#].*$/, ''));
  const query = head.canonicalPath.match(/[?#].*$/)?.[0] ?? '';
  const alternates = [
    ...LOCALES.map((l) => [HTML_LANG[l], absolute(origin, inLanguage(l, english + query))] as const),
    ['x-default', absolute(origin, english + query)] as const,
  ];
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="${locale === 'hi' ? 'hi_IN' : 'en_IN'}" />`,
    `<meta property="og:locale:alternate" content="${locale === 'hi' ? 'en_IN' : 'hi_IN'}" />`,
  ];
  if (head.image)
    tags.push(`<meta property="og:image" content="${escapeHtml(absolute(origin, head.image))}" />`);
  for (const data of head.jsonLd ?? []) {
    const offers = data.offers as Record<string, unknown> | undefined;
    if (offers && typeof offers.url === 'string') offers.url = absolute(origin, offers.url);
    if (typeof data.image === 'string') data.image = absolute(origin, data.image);
    if (Array.isArray(data.image)) data.image = data.image.map((i) => absolute(origin, String(i)));
    tags.push(`<script type="application/ld+json">${scriptSafeJson({ ...data, url: canonical })}</script>`);
  }
  return tags.join('\n    ');
}
