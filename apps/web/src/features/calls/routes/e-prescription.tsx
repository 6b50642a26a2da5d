// /e-prescriptions/:id — an e-prescription for its patient (or the doctor who wrote it): the doctor's name,
// qualification and registration, 'via teleconsultation', the medicines, advice and follow-up; 'Download
// PDF'; and 'Order these medicines', which fills the medicine cart. The order attaches this prescription
// (same id as in the patient's prescriptions), so no upload is needed. Tests the doctor advised are listed
// with 'Book these tests', which fills the lab-test cart.
import { formatInr } from '@arogya/contracts/constants';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import DownloadIcon from 'lucide-react/icons/download';
import ShoppingCartIcon from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdvisedTests } from '../../../components/labs/advised-tests.tsx';
import { dosingText } from '../../../components/pharmacy/dosing-text.ts';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMedicineCart } from '../../../lib/cart/cart-store.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { displayLocale } from '../../../lib/i18n/display-locale.ts';
import { INTL_LOCALE } from '../../../lib/i18n/locales.ts';
import { councilName } from '../../../lib/i18n/place-name.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { downloadEPrescriptionPdf, getEPrescription } from '../api/write-e-prescription.ts';

const dateTime = (iso: string) => formatDateTime(iso, 'long');
const longDate = (date: string) =>
  new Intl.DateTimeFormat(INTL_LOCALE[displayLocale()], { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export default function EPrescriptionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  usePageTitle(t`e-Prescription`);
  const rx = useQuery({
    queryKey: ['e-prescription', id],
    queryFn: ({ signal }) => getEPrescription(id, signal),
  });
  const [message, setMessage] = useState<string | null>(null);

  if (rx.isPending) return <Spinner />;
  if (rx.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <ErrorState
          headingLevel={1}
          title={t`Prescription not found`}
          message={errorMessage(rx.error)}
          onRetry={() => void rx.refetch()}
        />
      </div>
    );
  }
  const p = rx.data;
  const orderable = p.items.filter((i) => i.product.inStock);

  const order = () => {
    const cart = useMedicineCart.getState();
    for (const item of orderable) {
      cart.addQuantity(
        {
          id: item.productId,
          name: item.name,
          price: item.product.pricePaise,
          image: item.product.image,
          manufacturer: item.product.manufacturer,
          unit: item.product.unit,
        },
        item.quantity,
      );
    }
    const missing = p.items.length - orderable.length;
    if (missing > 0) {
      setMessage(
        t`Added to your cart. ${plural(missing, { one: '# medicine is out of stock and not added.', other: '# medicines are out of stock and not added.' })}`,
      );
      return;
    }
    openCart();
  };
  const doctorName = p.doctor.name;
  const registration = `${p.doctor.registrationNumber}, ${councilName(p.doctor.registrationCouncil)}`;
  const patientName = p.patient.name;
  const issued = dateTime(p.issuedAt);
  const openCart = () =>
    navigate(`${paths.cart}?prescriptionId=${encodeURIComponent(p.id)}`, { state: { prescriptionId: p.id } });

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6" data-testid="e-prescription">
      <header className="rounded-t-2xl border border-slate-200 bg-white p-5">
        <p className="text-xl font-bold text-slate-900">
          <Trans>Dr. {doctorName}</Trans>
        </p>
        <p className="text-sm text-slate-700">{p.doctor.qualification}</p>
        <p className="text-sm text-slate-700">
          <Trans>Reg. No. {registration}</Trans>
        </p>
        <h1 className="mt-4 text-lg font-semibold text-brand-800">
          {p.callType === 'audio'
            ? t`e-Prescription via teleconsultation (audio consultation)`
            : t`e-Prescription via teleconsultation (video consultation)`}
        </h1>
        <p className="text-sm text-slate-700">
          <Trans>
            {issued} · Patient: {patientName}
          </Trans>
        </p>
      </header>
      <div className="space-y-5 rounded-b-2xl border border-t-0 border-slate-200 bg-white p-5">
        {p.diagnosis ? (
          <p>
            <span className="font-semibold">
              <Trans>Diagnosis:</Trans>
            </span>{' '}
            {p.diagnosis}
          </p>
        ) : null}
        <section aria-labelledby="rx-medicines">
          <h2 id="rx-medicines" className="text-base font-semibold text-slate-900">
            <Trans>Medicines</Trans>
          </h2>
          {p.items.length === 0 ? (
            <p className="text-sm text-slate-700">
              <Trans>No medicines prescribed.</Trans>
            </p>
          ) : null}
          <ol className="mt-2 space-y-3">
            {p.items.map((item) => (
              <li key={item.productId} className="rounded-lg bg-slate-50 p-3 text-sm">
                <p className="font-semibold text-slate-900">
                  {item.name}
                  {item.saltComposition ? (
                    <span className="font-normal text-slate-600"> ({item.saltComposition})</span>
                  ) : null}
                </p>
                <p className="text-slate-800">
                  {dosingText(item.dose)}, {dosingText(item.frequency)},{' '}
                  {t`${plural(item.durationDays, { one: 'for # day', other: 'for # days' })}`} ·{' '}
                  {item.quantity} × {packSize(item.product.unit)} · {formatInr(item.product.pricePaise)}
                  {item.product.inStock ? '' : ` · ${t`Out of stock`}`}
                </p>
                {item.instructions ? <p className="text-slate-700">{dosingText(item.instructions)}</p> : null}
              </li>
            ))}
          </ol>
        </section>
        {p.advice ? (
          <section aria-labelledby="rx-advice">
            <h2 id="rx-advice" className="text-base font-semibold text-slate-900">
              <Trans>Advice</Trans>
            </h2>
            <p className="whitespace-pre-line text-sm text-slate-800">{p.advice}</p>
          </section>
        ) : null}
        <AdvisedTests tests={p.advisedTests} />
        {p.followUpDate ? (
          <p className="text-sm">
            <span className="font-semibold">
              <Trans>Follow-up:</Trans>
            </span>{' '}
            {longDate(p.followUpDate)}
          </p>
        ) : null}
        <FormAlert tone="success" message={message} />
        {message ? (
          <Button variant="secondary" onClick={openCart}>
            <Trans>Open the cart</Trans>
          </Button>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => void downloadEPrescriptionPdf(p)}>
            <DownloadIcon aria-hidden="true" className="size-4" />
            <Trans>Download PDF</Trans>
          </Button>
          {orderable.length > 0 ? (
            <Button onClick={order}>
              <ShoppingCartIcon aria-hidden="true" className="size-4" />
              <Trans>Order these medicines</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
