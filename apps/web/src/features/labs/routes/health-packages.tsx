// /health-packages: every health package, filtered and sorted by the server.
import { LabListing } from '../components/lab-listing.tsx';

export default function HealthPackagesPage() {
  return <LabListing type="package" />;
}
