// The articles, search, health card, policy, help and not-found pages, loaded in two steps like
// care-pages.ts: the route table imports this small module, which imports the page, so their preload lists
// stay out of the entry chunk and these routes add next to nothing to what '/' downloads.
import { withCatalogs } from '../lib/i18n/catalogs.ts';

export const infoPages = {
  searchResults: () => import('../features/search/routes/search-results.tsx'),
  healthArticles: () =>
    withCatalogs(() => import('../features/articles/routes/health-articles.tsx'), 'articles'),
  articleDetails: () =>
    withCatalogs(() => import('../features/articles/routes/article-details.tsx'), 'articles'),
  healthCard: () =>
    withCatalogs(() => import('../features/health-card/routes/health-card.tsx'), 'health-card'),
  verifyCard: () =>
    withCatalogs(() => import('../features/health-card/routes/verify-card.tsx'), 'health-card'),
  privacyPolicy: () => withCatalogs(() => import('../features/home/routes/privacy-policy.tsx'), 'policies'),
  termsOfService: () =>
    withCatalogs(() => import('../features/home/routes/terms-of-service.tsx'), 'policies'),
  paymentShippingPolicy: () =>
    withCatalogs(() => import('../features/home/routes/payment-shipping-policy.tsx'), 'policies'),
  replacementPolicy: () =>
    withCatalogs(() => import('../features/home/routes/replacement-policy.tsx'), 'policies'),
  about: () => withCatalogs(() => import('../features/home/routes/about.tsx'), 'policies'),
  contact: () => withCatalogs(() => import('../features/home/routes/contact.tsx'), 'policies'),
  careers: () => withCatalogs(() => import('../features/home/routes/careers.tsx'), 'policies'),
  helpCenter: () => withCatalogs(() => import('../features/help/routes/help-center.tsx'), 'help'),
  notFound: () => import('../features/misc/routes/not-found.tsx'),
};

export type InfoPage = keyof typeof infoPages;
