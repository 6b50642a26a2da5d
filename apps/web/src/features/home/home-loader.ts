// The home page's loader (routes/home.tsx): the catalogue's queries. Its own module, imported only when the
// loader runs (on the server, and on a navigation to '/'), so that the first visit's JavaScript stays
// without the query library (budget: e2e/bundle-budget.spec.ts).
import { queryLoader } from '../../lib/route-loader.ts';
import { ensureHomeCatalogue } from './api/home-catalogue.ts';

export const loader = queryLoader(ensureHomeCatalogue);
