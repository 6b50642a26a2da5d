// /health-packages: every health package, filtered and sorted by the server.

import { queryLoader } from '../../../lib/route-loader.ts';
import { LabListing, labListingQuery } from '../components/lab-listing.tsx';

export default function HealthPackagesPage() {
  return <LabListing type="package" />;
}

export const loader = queryLoader((client, { request }) => [
  client.ensureQueryData(labListingQuery(new URL(request.url).searchParams, 'package')),
]);
