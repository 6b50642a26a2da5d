import { hasRole } from '@arogya/contracts/roles';
import { lazy, memo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { QueryBoundary } from '../../../components/query-boundary.tsx';
import { WhenNear } from '../../../components/when-near.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { withCatalogs } from '../../../lib/i18n/catalogs.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { HomeCatalogueSkeleton } from '../components/home/home-catalogue-skeleton.tsx';
import { HomeHelp } from '../components/home/home-help.tsx';
import { HomeHero } from '../components/home/home-hero.tsx';
import { HomeServices } from '../components/home/home-services.tsx';

// The catalogue (banners, doctors, tests, medicines, offers) fetches data: its code and the query library
// load when the visitor scrolls toward it, in place of a skeleton of the same shape (docs/screens.md#home-page).
// A signed-in patient's dashboard comes first; its code loads only for them.
// Each also shows components of the 'shared' catalog (prices, the health card reminder, delivery zones): in
// Hindi it loads beside the code, or the section would hydrate in English under the server's Hindi.
const PatientDashboard = lazy(() =>
  withCatalogs(() => import('../components/home/patient-dashboard.tsx'), 'shared'),
);
// The FAQ is far below the first screen: its text loads when scrolled near.
const HomeFaq = lazy(() => withCatalogs(() => import('../components/home/home-faq.tsx'), 'shared'));
const HomeCatalogue = lazy(() =>
  withCatalogs(() => import('../components/home/home-catalogue.tsx'), 'shared'),
);
// Trust and 'How it works' are plain text below the catalogue: their code loads when scrolled near too.
const HomeBelow = lazy(() => import('../components/home/home-below.tsx'));

// The sections below the first screen, each behind a WhenNear gate. Memoized without props: the page renders
// again when the stored session is applied after hydration, and a gated boundary still waiting must not be
// updated (components/when-near.tsx).
const Catalogue = memo(function Catalogue() {
  return (
    <WhenNear placeholder={<HomeCatalogueSkeleton />}>
      <QueryBoundary fallback={<HomeCatalogueSkeleton />}>
        <HomeCatalogue />
      </QueryBoundary>
    </WhenNear>
  );
});

const Below = memo(function Below() {
  return (
    <WhenNear placeholder={<div className="h-[96rem] bg-white md:h-[64rem] lg:h-[49rem]" />}>
      <HomeBelow />
    </WhenNear>
  );
});

const Faq = memo(function Faq() {
  return (
    <WhenNear placeholder={<div className="h-[40rem] bg-white" />}>
      <HomeFaq />
    </WhenNear>
  );
});

/** The dashboard's space while its code loads (the same height as its first row of cards). */
function DashboardPlaceholder() {
  return <div aria-hidden="true" className="h-64 border-b border-slate-200 bg-slate-50" />;
}

// The home page is on the critical path ('/' has a 125 KB gzip budget in total): plain JSX, a few
// individually imported icons, no data fetching and no heavy libraries here.
export default function HomePage() {
  usePageTitle();
  const isPatient = useAuthStore((s) => s.isAuthenticated && hasRole(s.user, 'patient'));
  return (
    <div>
      {isPatient ? (
        <QueryBoundary fallback={<DashboardPlaceholder />}>
          <PatientDashboard />
        </QueryBoundary>
      ) : null}
      <HomeHero />
      <HomeServices />
      <Catalogue />
      <Below />
      {/*
        HOME SECTIONS — later issues add their own sections here, between "How it works" and the FAQ
        (for example offers, featured lab packages or health articles), each as one component wrapped in
        HomeSection; a piece shared with another feature lives in src/components/, since features do not
        import each other. Keep each one light (lazy if it fetches data) and every statement true:
        no invented counts, ratings or testimonials.
      */}
      <Faq />
      <HomeHelp />
    </div>
  );
}

export async function loader(args: LoaderFunctionArgs) {
  return (await import('../home-loader.ts')).loader(args);
}
