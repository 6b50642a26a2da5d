// /prescriptions: the user's uploaded and doctor-issued prescriptions.
import { Trans, useLingui } from '@lingui/react/macro';
import UploadIcon from 'lucide-react/icons/upload';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PrescriptionList } from '../components/prescription-list.tsx';

export default function PrescriptionsPage() {
  const { t } = useLingui();
  usePageTitle(t`Prescriptions`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Prescriptions</Trans>
        </h1>
        <Link to={paths.prescriptionUpload} className={buttonClass('primary', 'sm')}>
          <UploadIcon aria-hidden="true" className="size-4" />
          <Trans>Upload a prescription</Trans>
        </Link>
      </div>
      <h2 className="sr-only">
        <Trans>Your prescriptions</Trans>
      </h2>
      <div className="mt-6">
        <PrescriptionList showUploadLink />
      </div>
    </div>
  );
}
