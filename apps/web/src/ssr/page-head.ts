// The <head> of a server-rendered page (docs/ARCHITECTURE.md#server-rendered-pages): title, meta
// description, canonical URL, Open Graph tags and schema.org JSON-LD, from the page's route and the data
// the server fetched for it (read from the query cache by the keys the pages' hooks use).
import type { Article } from '@arogya/contracts/articles';
import type { DoctorDetail, Specialty } from '@arogya/contracts/doctors';
import type { LabItemDetail } from '@arogya/contracts/labs';
import type { Brand, CategoryPage, ProductDetail } from '@arogya/contracts/pharmacy';
import type { QueryClient } from '@tanstack/react-query';
import { scriptSafeJson } from '../lib/server-render-state.ts';

export const SITE_NAME = 'Arogya';
const SITE_TITLE = 'Arogya — doctors, medicines and lab tests';
const SITE_DESCRIPTION =
  'Arogya: find a doctor and book, consult by video or audio, book lab tests with home sample collection and buy medicines online, across India.';

export type PageHead = {
  title: string;
  description: string;
  /** Path and query of the canonical URL (the origin comes from PUBLIC_ORIGIN). */
  canonicalPath: string;
  ogType?: 'website' | 'article' | 'product' | 'profile';
  image?: string;
  jsonLd?: Record<string, unknown>[];
};

type HeadInput = { params: Record<string, string | undefined>; search: URLSearchParams; client: QueryClient };
type HeadRule = (input: HeadInput) => Omit<PageHead, 'canonicalPath'> & { canonicalPath?: string };

const named = (title: string, description: string) => () => ({
  title: `${title} | ${SITE_NAME}`,
  description,
});

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

const money = (rupees: number) => rupees.toFixed(2);

function doctorHead({ params, client }: HeadInput) {
  const doctor = client.getQueryData<DoctorDetail>(['doctors', 'detail', params.id ?? '']);
  if (!doctor) return named('Doctor details', SITE_DESCRIPTION)();
  const specialty = doctor.doctorId.specialization.name;
  const { clinic } = doctor;
  return {
    title: `Dr. ${doctor.name}, ${specialty} in ${clinic.city} | ${SITE_NAME}`,
    description: clip(
      `Book an appointment with Dr. ${doctor.name}, ${specialty} (${doctor.qualification}, ${doctor.doctorId.experience} years) at ${clinic.name}, ${clinic.area}, ${clinic.city}. Consultation fee ₹${doctor.fee}.`,
    ),
    ogType: 'profile' as const,
    image: doctor.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: `Dr. ${doctor.name}`,
        medicalSpecialty: specialty,
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

function productHead({ params, client }: HeadInput) {
  const product = client.getQueryData<ProductDetail>(['pharmacy', 'product', params.productId ?? '']);
  if (!product) return named('Product details', SITE_DESCRIPTION)();
  const availability = !product.availableOnline
    ? 'https://schema.org/Discontinued'
    : product.inStock
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
  return {
    title: `${product.name}: price ₹${money(product.discountPrice)} | ${SITE_NAME}`,
    description: clip(
      `Buy ${product.name}${product.unit ? ` (${product.unit})` : ''} by ${product.manufacturer} online at ₹${money(product.discountPrice)}. ${product.description}`,
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

function labItemHead({ params, client }: HeadInput) {
  const item = client.getQueryData<LabItemDetail>(['labs', 'item', params.slug ?? '']);
  if (!item) return named('Lab test', SITE_DESCRIPTION)();
  const kind = item.type === 'package' ? 'packages' : 'tests';
  return {
    title: `${item.name}: price ₹${money(item.discountPrice)}, home sample collection | ${SITE_NAME}`,
    description: clip(`${item.name} from ₹${money(item.discountPrice)}. ${item.summary}`),
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

function articleHead({ params, client }: HeadInput) {
  const article = client.getQueryData<Article>(['articles', 'detail', params.slug ?? '']);
  if (!article) return named('Health article', SITE_DESCRIPTION)();
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

function doctorSearchHead({ search }: HeadInput) {
  const term = [search.get('q')?.trim(), search.get('city')?.trim()].filter(Boolean).join(' in ');
  return {
    title: `${term ? `Doctors: ${term}` : 'Find a doctor'} | ${SITE_NAME}`,
    description: `Doctors${term ? ` for ${term}` : ''} on Arogya: fees, experience, clinics and open slots; book in-clinic, video or audio consultations.`,
  };
}

/** The first cached answer under a key prefix (a listing's key ends with its filters, read from the address). */
function firstCached<T>(client: QueryClient, prefix: readonly unknown[]): T | undefined {
  return client.getQueriesData<T>({ queryKey: prefix }).find(([, data]) => data !== undefined)?.[1];
}

const count = (n: number, estimate: boolean) =>
  estimate ? `${n.toLocaleString('en-IN')}+` : n.toLocaleString('en-IN');

function categoryHead(id: string | undefined, canonicalBase: string) {
  return ({ client }: HeadInput) => {
    const answer = firstCached<{ result: CategoryPage }>(client, ['pharmacy', 'category', id ?? '']);
    const category = answer?.result;
    if (!category)
      return named('Medicines by category', 'Medicines and health products in this category on Arogya.')();
    return {
      title: `${category.title || category.name}: buy online | ${SITE_NAME}`,
      description: clip(
        `${count(category.total, category.totalIsEstimate)} products in ${category.name} on Arogya, delivered across India. ${category.description}`,
      ),
      canonicalPath: `${canonicalBase}/${category.id}`,
    };
  };
}

function brandHead({ params, client }: HeadInput) {
  const answer = firstCached<{ brand: Brand; pagination: { total: number; totalIsEstimate?: boolean } }>(
    client,
    ['pharmacy', 'brand', params.brandId ?? ''],
  );
  if (!answer?.brand)
    return named('Products by brand', 'Medicines and health products of this brand on Arogya.')();
  const { brand } = answer;
  return {
    title: `${brand.name} products: buy online | ${SITE_NAME}`,
    description: clip(
      `${count(answer.pagination.total, Boolean(answer.pagination.totalIsEstimate))} ${brand.name} products by ${brand.manufacturer} on Arogya, delivered across India. ${brand.description}`,
    ),
    canonicalPath: `/brands/${brand.id}`,
  };
}

function specialtyHead({ params, client }: HeadInput) {
  const list = client.getQueryData<Specialty[]>(['specialties']);
  const specialty = list?.find((s) => s.id === params.specialtyId || s.slug === params.specialtyId);
  if (!specialty) {
    return named(
      'Consult a specialist',
      'Doctors of this specialty on Arogya: fees, experience and open slots; book a consultation.',
    )();
  }
  return {
    title: `${specialty.name}: consult online or book a clinic visit | ${SITE_NAME}`,
    description: clip(
      `${specialty.doctorCount.toLocaleString('en-IN')} ${specialty.name} doctors on Arogya: fees, experience and open slots; book a video, audio or in-clinic consultation. ${specialty.description}`,
    ),
    canonicalPath: `/consultation/${specialty.id}`,
  };
}

/** The public pages the server renders, by route path (as in app/router.tsx; '' is the home page). */
export const SERVER_RENDERED_PAGES: Record<string, HeadRule> = {
  '': () => ({ title: SITE_TITLE, description: SITE_DESCRIPTION }),
  doctors: named(
    'Find a doctor and book an appointment',
    'Find doctors by specialty and city, see fees and open slots, and book in-clinic, video or audio consultations.',
  ),
  'doctors/search-results': doctorSearchHead,
  'doctor-details/:id': doctorHead,
  'consultation/:specialtyId': specialtyHead,
  medifarma: named(
    'Buy medicines online',
    'Medicines, health products and devices delivered across India; upload a prescription for prescription medicines.',
  ),
  'categories/:categoryId': (input) => categoryHead(input.params.categoryId, '/categories')(input),
  'medicategory/:mediId': (input) => categoryHead(input.params.mediId, '/medicategory')(input),
  'brands/:brandId': brandHead,
  'product/:productId': productHead,
  labs: named(
    'Book lab tests with home sample collection',
    'Lab tests and health packages from partner labs, with home sample collection and reports online.',
  ),
  'lab-tests': named(
    'Lab tests',
    'Book lab tests with home sample collection: prices, preparation and report times.',
  ),
  'health-packages': named(
    'Health packages',
    'Full body check-ups and health packages with home sample collection.',
  ),
  'tests/:slug': labItemHead,
  'packages/:slug': labItemHead,
  'health-articles': named('Health articles', 'Health articles written and reviewed by doctors on Arogya.'),
  'health-articles/:slug': articleHead,
  'privacy-policy': named(
    'Privacy policy',
    'How Arogya collects, uses and protects your personal and health data.',
  ),
  privacy: named('Privacy policy', 'How Arogya collects, uses and protects your personal and health data.'),
  'terms-of-service': named('Terms of service', 'The terms for using Arogya.'),
  'payement-shipping-policy': named(
    'Payment and shipping policy',
    'How payment and delivery work on Arogya.',
  ),
  'replacement-policy': named('Replacement policy', 'Returns and replacements of medicine orders on Arogya.'),
  about: named('About us', 'About Arogya.'),
  contact: named('Contact us', 'How to reach Arogya.'),
  careers: named('Careers', 'Work at Arogya.'),
};

/** The head for a rendered page; the canonical URL keeps only the query a search-results page needs. */
export function pageHead(routePath: string, url: URL, client: QueryClient): PageHead {
  const rule = SERVER_RENDERED_PAGES[routePath];
  const match = routePath.split('/');
  const segments = url.pathname.split('/').slice(1);
  const params: Record<string, string | undefined> = {};
  match.forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[i] ?? '');
  });
  const head = rule
    ? rule({ params, search: url.searchParams, client })
    : { title: SITE_TITLE, description: SITE_DESCRIPTION };
  const keepsQuery = routePath === 'doctors/search-results' || routePath === 'lab-tests';
  return { ...head, canonicalPath: head.canonicalPath ?? url.pathname + (keepsQuery ? url.search : '') };
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
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
    `<meta property="og:locale" content="en_IN" />`,
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
