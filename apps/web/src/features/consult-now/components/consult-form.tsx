// The request for a chosen specialty: for whom, the holder's age and sex (a family member's come from their
// record), the problem and optional photos, the fee (the health card's free video consultation applied by
// the server), the teleconsultation consent as for a first call, and paying (Razorpay Checkout).
import { TELECONSULTATION_CONSENT_POINTS } from '@arogya/contracts/calls';
import { formatInr } from '@arogya/contracts/constants';
import type { ConsultSpecialty } from '@arogya/contracts/consult-now';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConsentNotice } from '../../../components/consent-notice.tsx';
import { ForWhomSelect } from '../../../components/for-whom-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { consultRequestPath } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { createConsultRequest } from '../api/create-consult-request.ts';
import { useConsent } from '../api/get-consent.ts';
import { giveConsent } from '../api/give-consent.ts';
import { useConsultQuote } from '../api/quote-consult.ts';
import { startPayment } from '../api/start-payment.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';

type Errors = Partial<Record<'problem' | 'age' | 'sex' | 'consent', string>>;

export function ConsultForm({
  specialty,
  refundMinutes,
}: {
  specialty: ConsultSpecialty;
  refundMinutes: number;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [forWhom, setForWhom] = useState('self');
  const [age, setAge] = useState('');
  const [sex, setSex] = useState('');
  const [problem, setProblem] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [ticked, setTicked] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const quote = useConsultQuote(specialty.id, forWhom);
  const consent = useConsent();
  const self = forWhom === 'self';
  const payable = quote.data?.payablePaise ?? specialty.feePaise;
  const uploading = photos.some((p) => !p.id && !p.problem);
  const payableText = formatInr(payable);
  const specialtyName = localName(specialty);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (problem.trim().length < 10)
      found.problem = t`Describe the problem in a few words (at least 10 characters)`;
    const years = Number.parseInt(age, 10);
    if (self && (!age || Number.isNaN(years) || years < 0 || years > 120)) found.age = t`Enter your age`;
    if (self && !sex) found.sex = t`Choose`;
    if (consent.data?.given === false && !ticked)
      found.consent = t`Please accept the teleconsultation consent`;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      if (consent.data?.given === false) await giveConsent();
      const request = await createConsultRequest({
        specialtyId: specialty.id,
        forWhom,
        problem: problem.trim(),
        photoIds: photos.flatMap((p) => (p.id ? [p.id] : [])),
        ...(self ? { patientAge: years, patientGender: sex as 'male' | 'female' | 'other' } : {}),
      });
      let note: string | null = null;
      if (request.status === 'awaiting_payment')
        note = payProblem(displayI18n(), await startPayment(request.id), 'request');
      navigate(consultRequestPath(request.id), { state: note ? { payNote: note } : undefined });
    } catch (error) {
      setFailure(errorMessage(error, t`Your request could not be sent. Please try again.`));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="mt-8 space-y-5"
      aria-labelledby="consult-form-title"
    >
      <h2 id="consult-form-title" className="text-lg font-semibold text-slate-900">
        <Trans>2. Who it is for, and the problem</Trans>
      </h2>
      <ForWhomSelect value={forWhom} onChange={setForWhom} id="consult-for" />
      {self ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField
            label={t`Your age`}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            value={age}
            onChange={(e) => setAge(e.target.value)}
            error={errors.age}
          />
          <SelectField label={t`Sex`} value={sex} onChange={(e) => setSex(e.target.value)} error={errors.sex}>
            <option value="">{t`Choose`}</option>
            <option value="female">{t`Female`}</option>
            <option value="male">{t`Male`}</option>
            <option value="other">{t`Other`}</option>
          </SelectField>
        </div>
      ) : null}
      <TextareaField
        label={t`What is the problem?`}
        hint={t`The doctor reads this before accepting: what you feel, since when, any medicines taken.`}
        rows={4}
        maxLength={1000}
        value={problem}
        onChange={(e) => setProblem(e.target.value)}
        error={errors.problem}
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />

      <section aria-labelledby="consult-fee" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <h3 id="consult-fee" className="font-semibold text-slate-900">
          <Trans>3. Fee</Trans>
        </h3>
        <dl className="mt-2 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-slate-700">
              <Trans>{specialtyName} video consultation</Trans>
            </dt>
            <dd className="text-slate-900">{formatInr(specialty.feePaise)}</dd>
          </div>
          {quote.data && quote.data.cardBenefitPaise > 0 ? (
            <div className="flex justify-between">
              <dt className="text-slate-700">
                <Trans>Health card: free video consultation</Trans>
              </dt>
              <dd className="text-green-800">−{formatInr(quote.data.cardBenefitPaise)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold">
            <dt>
              <Trans>To pay</Trans>
            </dt>
            <dd data-testid="consult-payable">{formatInr(payable)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          <Trans>
            Nobody accepts within {refundMinutes} minutes: refunded in full, automatically. You may cancel for
            a full refund until a doctor accepts.
          </Trans>
        </p>
      </section>

      {consent.data?.given === false ? (
        <div>
          <ConsentNotice
            points={[...TELECONSULTATION_CONSENT_POINTS]}
            checked={ticked}
            onChange={setTicked}
            callType="video"
          />
          {errors.consent ? <p className="mt-1 text-sm text-red-800">{errors.consent}</p> : null}
        </div>
      ) : null}
      <FormAlert message={failure} />
      {quote.data && !quote.data.online && payable > 0 ? (
        <FormAlert
          message={t`Online payment is not available right now, so consult now cannot be paid. Please book an appointment instead.`}
        />
      ) : null}
      <Button
        type="submit"
        pending={pending}
        pendingLabel={t`Sending your request...`}
        disabled={uploading || quote.isPending || (quote.data ? !quote.data.online && payable > 0 : false)}
        className="w-full sm:w-auto"
      >
        {payable > 0 ? t`Pay ${payableText} and consult now` : t`Consult now (free with your health card)`}
      </Button>
    </form>
  );
}
