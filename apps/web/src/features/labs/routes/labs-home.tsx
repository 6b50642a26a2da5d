// /labs: lab tests and health packages with home sample collection. Search (typo-tolerant, by the server),
// categories, popular tests, packages, partner labs and how home collection works, each loaded on its own.
// The top bar shows the lab-test cart here (docs/screens.md#navigation).

import { LAB_CATEGORIES } from '@arogya/contracts/labs-values';
import { Trans, useLingui } from '@lingui/react/macro';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { Link } from 'react-router';
import { HomeSection as LabSection } from '../../../components/query-section.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { placeList } from '../../../lib/i18n/place-name.ts';
import { countText } from '../../../lib/policy-text.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';
import { labCategoriesQuery, useLabCategories } from '../api/list-lab-categories.ts';
import { labTestShelfQuery, useLabTestShelf } from '../api/list-lab-items.ts';
import { topLabsQuery, useTopLabs } from '../api/list-top-labs.ts';
import { HowHomeCollectionWorks } from '../components/how-home-collection-works.tsx';
import { LabItemCard } from '../components/lab-item-card.tsx';
import { LabSearchBox } from '../components/lab-search-box.tsx';
import { categoryPath } from '../lab-paths.ts';

function tiles(count: number, className: string) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

const seeAll = (to: string, label: string) => (
  <Link to={to} className="text-sm font-semibold text-brand-700 underline">
    {label}
  </Link>
);

const POPULAR_TESTS = { type: 'test', sort: 'popularity', limit: 8 } as const;
const POPULAR_PACKAGES = { type: 'package', sort: 'popularity', limit: 4 } as const;
const TOP_LABS = 6;

export default function LabsHomePage() {
  const { t } = useLingui();
  usePageTitle(t`Lab Tests`);
  const categories = useLabCategories();
  const pinCode = useVisitorPinCode();
  const popular = useLabTestShelf(pinCode ? { ...POPULAR_TESTS, pinCode } : POPULAR_TESTS);
  const packages = useLabTestShelf(pinCode ? { ...POPULAR_PACKAGES, pinCode } : POPULAR_PACKAGES);
  const labs = useTopLabs(TOP_LABS);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 lg:px-8">
      <header className="rounded-3xl bg-brand-900 px-5 py-8 text-white sm:px-8 on-dark">
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>Lab tests at home</Trans>
        </h1>
        <p className="mt-1 max-w-xl text-brand-100">
          <Trans>
            Book tests and health packages from NABL-accredited partner labs. A trained phlebotomist collects
            the sample at your door; the report comes to My Orders.
          </Trans>
        </p>
        <div className="mt-5 max-w-2xl rounded-xl bg-white p-2 text-slate-900">
          <LabSearchBox />
        </div>
      </header>

      <LabSection
        id="lab-categories"
        title={t`Browse by category`}
        query={categories}
        // One placeholder per category, as tall as a category tile: what loads below does not move.
        skeleton={tiles(LAB_CATEGORIES.length, 'h-[4.5rem]')}
      >
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((category) => (
              <li key={category.slug}>
                <Link
                  to={categoryPath(category)}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-700"
                >
                  <span className="font-semibold text-slate-900">
                    {localizedCategoryLabel(category.slug)}
                  </span>
                  <span className="text-sm text-slate-600">
                    {[
                      category.testCount > 0 ? `${countText(category.testCount, 'test')}` : null,
                      category.packageCount > 0 ? `${countText(category.packageCount, 'package')}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LabSection>

      <LabSection
        id="popular-tests"
        title={t`Popular tests`}
        query={popular}
        skeleton={tiles(4, 'h-64')}
        action={seeAll(paths.labTests, t`All lab tests`)}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <LabItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </LabSection>

      <LabSection
        id="health-packages"
        title={t`Health packages`}
        query={packages}
        skeleton={tiles(4, 'h-64')}
        action={seeAll(paths.healthPackages, t`All health packages`)}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <LabItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </LabSection>

      <LabSection id="top-labs" title={t`Our partner labs`} query={labs} skeleton={tiles(3, 'h-28')}>
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((lab) => (
              <li key={lab.id} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">{lab.name}</h3>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-green-800">
                  <BadgeCheckIcon aria-hidden="true" className="size-4" />
                  <Trans>NABL accredited · {lab.nablNumber}</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-700">{placeList([lab.city, lab.state])}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {countText(lab.testCount, 'test or package')} <Trans>· collects in </Trans>
                  {countText(lab.pinCodeCount, 'pin code')}
                  {lab.reportsDelivered > 0
                    ? t` · ${countText(lab.reportsDelivered, 'report')} delivered`
                    : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </LabSection>

      <HowHomeCollectionWorks />
    </div>
  );
}

export const loader = queryLoader((client) => [
  client.ensureQueryData(labCategoriesQuery()),
  client.ensureQueryData(labTestShelfQuery(POPULAR_TESTS)),
  client.ensureQueryData(labTestShelfQuery(POPULAR_PACKAGES)),
  client.ensureQueryData(topLabsQuery(TOP_LABS)),
]);
