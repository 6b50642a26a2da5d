// /lab-tests: every test (and, with a search, packages too), filtered and sorted by the server.

import { queryLoader } from '../../../lib/route-loader.ts';
import { LabListing, labListingQuery } from '../components/lab-listing.tsx';

export default function LabTestsPage() {
  return <LabListing type="test" />;
}

export const loader = queryLoader((client, { request }) => [
  client.ensureQueryData(labListingQuery(new URL(request.url).searchParams, 'test')),
]);
