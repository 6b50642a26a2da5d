// /lab-tests: every test (and, with a search, packages too), filtered and sorted by the server.
import { LabListing } from '../components/lab-listing.tsx';

export default function LabTestsPage() {
  return <LabListing type="test" />;
}
