// /tests/{slug} and /packages/{slug}: a category slug (the footer's /tests/diabetes, /packages/full-body...)
// lists that category; any other slug is a test's or package's own page.

import { isLabCategorySlug } from '@arogya/contracts/labs-values';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { useVisitorPinCode } from '../../../lib/use-visitor-pin-code.ts';
import { isNotFound, labItemQuery, useLabItem } from '../api/get-lab-item.ts';
import { LabItemDetails } from '../components/lab-item-details.tsx';
import { LabListing, labListingQuery } from '../components/lab-listing.tsx';

export default function LabItemPage() {
  const { t } = useLingui();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const type = pathname.startsWith('/packages/') ? 'package' : 'test';
  const category = isLabCategorySlug(slug) ? slug : undefined;
  const pinCode = useVisitorPinCode();
  const item = useLabItem(slug, { enabled: !category, pinCode });

  if (category) return <LabListing key={category} type={type} category={category} />;

  if (item.isPending) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6 lg:px-8">
        <LoadingNote />
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    );
  }
  if (item.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {isNotFound(item.error) ? (
          <EmptyState
            title={type === 'package' ? t`Package not found` : t`Test not found`}
            action={
              <Link
                to={type === 'package' ? paths.healthPackages : paths.labTests}
                className={buttonClass('primary')}
              >
                {type === 'package' ? t`All health packages` : t`All lab tests`}
              </Link>
            }
          >
            <Trans>It may have been renamed or is no longer offered.</Trans>
          </EmptyState>
        ) : (
          <ErrorState
            headingLevel={1}
            title={t`Something went wrong`}
            message={errorMessage(item.error)}
            onRetry={() => void item.refetch()}
          />
        )}
      </div>
    );
  }
  return <LabItemDetails item={item.data} />;
}

// A category's address (/tests/diabetes) is its listing; any other slug is a test or a package.
export const loader = queryLoader((client, { params, request }) => {
  const url = new URL(request.url);
  const slug = params.slug ?? '';
  if (!isLabCategorySlug(slug)) return [client.ensureQueryData(labItemQuery(slug))];
  const type = url.pathname.startsWith('/packages/') ? 'package' : 'test';
  return [client.ensureQueryData(labListingQuery(url.searchParams, type, slug))];
});
