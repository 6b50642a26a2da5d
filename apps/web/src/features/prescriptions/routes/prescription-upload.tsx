// /prescription-upload: upload several prescriptions (images or PDF, 10 MB each, one request per file with
// progress), then see them with the rest of the user's prescriptions.

import { PRESCRIPTION_VALIDITY_DAYS } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { PrescriptionUploader } from '../../../components/pharmacy/prescription-uploader.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PrescriptionList } from '../components/prescription-list.tsx';

export default function PrescriptionUploadPage() {
  const { t } = useLingui();
  usePageTitle(t`Upload prescription`);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Upload prescription</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        <Trans>
          Medicines marked ‘Prescription required’ are dispatched only after a pharmacist checks a
          prescription issued within the last {PRESCRIPTION_VALIDITY_DAYS} days. A clear photo or scan should
          show the doctor’s name and registration number, the date, your name and the medicines.
        </Trans>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="upload-heading">
          <h2 id="upload-heading" className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>New prescription</Trans>
          </h2>
          <PrescriptionUploader />
        </section>
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading" className="mb-3 text-lg font-semibold text-slate-900">
            <Trans>Your prescriptions</Trans>
          </h2>
          <PrescriptionList />
        </section>
      </div>
    </div>
  );
}
