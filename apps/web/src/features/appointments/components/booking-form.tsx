// Book one of the doctor's real slots: type, day and time, patient details, confirm. A slot taken
// meanwhile (409) refreshes the slots and keeps everything else; business refusals (422) are shown in the
// page's language (refusalText).
// Where online payment is offered (docs/product-rules.md#payments) a video or audio consultation is paid
// online right after booking (its slot held meanwhile), and a clinic visit may be; a payment that does not go
// through is offered again on the confirmation and in My Appointments. The fee shown before confirming is
// the server's quote for the person it is for, the health card's free video consultation already taken off,
// and the button that takes money says how much.

import {
  type AppointmentDetail,
  BookAppointmentRequest,
  SLOT_TAKEN_MESSAGE,
} from '@arogya/contracts/appointments';
import { formatInr, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { ConsultationType, DoctorDetail, Slot } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SlotPicker } from '../../../components/doctors/slot-picker.tsx';
import { ForWhomSelect } from '../../../components/for-whom-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFamilyMembers } from '../../../lib/api/family-members.ts';
import { useDoctorSlots } from '../../../lib/api/get-doctor-slots.ts';
import { useOnlinePaymentOffered } from '../../../lib/api/online-payment.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import type { BookingPreset } from '../../../lib/booking-link.ts';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import {
  applyApiErrors,
  localizedZodResolver,
  localizeValidationMessage,
  refusalText,
} from '../../../lib/form-errors.ts';
import { createIdempotencyKeeper } from '../../../lib/idempotency-key.ts';
import { formatClockRange, formatLongDate, indiaDate } from '../../../lib/india-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
import { useAppointmentQuote } from '../api/quote-appointment.ts';
import { reloadAppointment, usePayAppointment } from '../api/start-payment.ts';
import { ConsultationTypePicker } from './consultation-type-picker.tsx';
import { PatientDetailsFields, type PatientDetailsInput } from './patient-details-fields.tsx';

const PatientDetails = BookAppointmentRequest.pick({
  patientName: true,
  patientPhone: true,
  patientAge: true,
  patientGender: true,
  reason: true,
});

const FIELDS = ['patientName', 'patientPhone', 'patientAge', 'patientGender', 'reason'] as const;

type BookingFormProps = {
  doctor: DoctorDetail;
  user: AuthUser;
  preset: BookingPreset;
  /** `problem`: why paying right after booking did not go through (the confirmation offers it again). */
  onBooked: (appointment: AppointmentDetail, problem: string | null) => void;
};

function defaultType(
  offered: readonly ConsultationType[],
  wanted: ConsultationType | undefined,
): ConsultationType {
  if (wanted && offered.includes(wanted)) return wanted;
  return offered.includes('in-person') ? 'in-person' : (offered[0] ?? 'in-person');
}

export function BookingForm({ doctor, user, preset, onBooked }: BookingFormProps) {
  const { t, i18n } = useLingui();
  const offered = doctor.consultationTypes;
  const [type, setType] = useState(() => defaultType(offered, preset.type));
  const online = useOnlinePaymentOffered().data === true;
  const [clinicPayment, setClinicPayment] = useState<'at_clinic' | 'online'>('at_clinic');
  const pay = usePayAppointment();
  const slots = useDoctorSlots(doctor.id);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [slotMessage, setSlotMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const slotSection = useRef<HTMLElement>(null);
  const keeper = useRef(createIdempotencyKeeper());
  const presetApplied = useRef(false);
  const book = useBookAppointment();
  const today = indiaDate();
  const [forWhom, setForWhom] = useState('self');
  const family = useFamilyMembers();

  const { register, handleSubmit, setError, setValue, formState, control } = useForm<PatientDetailsInput>({
    resolver: localizedZodResolver(PatientDetails),
    defaultValues: { patientName: user.name, patientPhone: user.phone, reason: '' },
    mode: 'onTouched',
  });
  // The fee for the person it is for (someone else typed by name has none of the holder's card).
  const typedName = useDebouncedValue(useWatch({ control, name: 'patientName' }) ?? '', 400);
  const quote = useAppointmentQuote({
    doctorId: doctor.id,
    consultationType: type,
    ...(forWhom !== 'self' ? { forWhom } : { patientName: typedName.trim() || undefined }),
  });
  const payablePaise = quote.data?.payablePaise ?? doctor.feePaise;
  const paysOnline = online && payablePaise > 0 && (type !== 'in-person' || clinicPayment === 'online');

  // The slot chosen on the doctor's page, if it is still free.
  useEffect(() => {
    if (presetApplied.current || !slots.data || !preset.slot) return;
    presetApplied.current = true;
    const wanted = Date.parse(preset.slot);
    const match = slots.data.days.flatMap((d) => d.slots).find((s) => Date.parse(s.startsAt) === wanted);
    if (match?.status === 'available') setSlot(match);
    else
      setSlotMessage({
        text: t`The time you picked is no longer free. Please choose another.`,
        tone: 'error',
      });
  }, [slots.data, preset.slot, t]);

  const showSlotProblem = (text: string) => {
    setSlotMessage({ text, tone: 'error' });
    slotSection.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    slotSection.current?.focus({ preventScroll: true });
  };

  const onSubmit = handleSubmit(async (details) => {
    setFormError(null);
    if (!slot) {
      showSlotProblem(t`Choose a day and a time first.`);
      return;
    }
    const body: BookAppointmentRequest = {
      doctorId: doctor.id,
      startsAt: slot.startsAt,
      consultationType: type,
      ...details,
      ...(forWhom !== 'self' ? { forWhom } : {}),
      ...(preset.followUpOf ? { followUpOf: preset.followUpOf } : {}),
      ...(type === 'in-person' && online ? { paymentMethod: clinicPayment } : {}),
    };
    try {
      const answer = await book.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.reset();
      if (answer.result.paymentStatus !== 'awaiting_payment') {
        onBooked(answer.result, null);
        return;
      }
      // Booked with its slot held: pay now. Whatever Checkout answers, the confirmation shows where it stands.
      let problem: string | null = null;
      try {
        problem = payProblem(i18n, await pay.mutateAsync(answer.result.id), 'appointment');
      } catch (error) {
        problem = refusalText(error);
      }
      const fresh = await reloadAppointment(answer.result.id).catch(() => answer.result);
      onBooked(fresh, problem);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone else took it: show fresh slots, keep the type and the details.
        setSlot(null);
        void slots.refetch();
        showSlotProblem(
          error.serverMessage ? refusalText(error) : localizeValidationMessage(SLOT_TAKEN_MESSAGE),
        );
      } else if (error instanceof ApiError && error.status === 422) {
        setFormError(refusalText(error));
        void slots.refetch();
      } else {
        setFormError(applyApiErrors(error, setError, FIELDS));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-5">
        <ConsultationTypePicker
          legend={t`1. How would you like to consult?`}
          types={offered}
          value={type}
          onChange={setType}
        />
        {preset.type && !offered.includes(preset.type) ? (
          <p className="mt-2 text-sm text-amber-900">
            <Trans>
              Dr. {doctor.name} does not offer this way of consulting ({CONSULTATION_TYPE_LABELS[preset.type]}
              ); choose another way.
            </Trans>
          </p>
        ) : null}
      </section>

      <section
        ref={slotSection}
        tabIndex={-1}
        aria-labelledby="choose-time"
        className="rounded-2xl border border-slate-200 bg-white p-5 focus:outline-none"
      >
        <h2 id="choose-time" className="text-base font-semibold text-slate-900">
          <Trans>2. Choose a day and time</Trans>
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">
          <Trans>Times are in India Standard Time.</Trans>
        </p>
        {slotMessage ? (
          <div className="mb-3">
            <FormAlert message={slotMessage.text} tone={slotMessage.tone} />
          </div>
        ) : null}
        {slots.isPending ? (
          <div className="space-y-3">
            <Trans>
              <span role="status" className="sr-only">
                Loading slots...
              </span>
            </Trans>
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : slots.isError ? (
          <ErrorState
            title={t`Slots could not be loaded`}
            message={errorMessage(slots.error)}
            onRetry={() => void slots.refetch()}
            headingLevel={3}
          />
        ) : (
          <SlotPicker
            days={slots.data.days}
            today={today}
            selected={slot?.startsAt}
            initialDate={preset.date}
            onSelect={(next) => {
              setSlot(next);
              setSlotMessage(null);
            }}
          />
        )}
      </section>

      <section aria-labelledby="patient-details" className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="patient-details" className="mb-3 text-base font-semibold text-slate-900">
          <Trans>3. Patient details</Trans>
        </h2>
        <div className="mb-4 max-w-sm">
          <ForWhomSelect
            value={forWhom}
            onChange={(next) => {
              setForWhom(next);
              // The member's own name, age and sex go on the appointment; the fields show them.
              const member = family.data?.members.find((m) => m.id === next);
              setValue('patientName', member?.name ?? user.name);
              setValue('patientAge', member?.age);
              setValue('patientGender', member?.sex);
            }}
          />
        </div>
        <PatientDetailsFields register={register} errors={formState.errors} />
      </section>

      <section
        aria-labelledby="confirm-heading"
        className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      >
        <h2 id="confirm-heading" className="text-base font-semibold text-slate-900">
          <Trans>4. Confirm</Trans>
        </h2>
        <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-600">
            <Trans>Doctor</Trans>
          </dt>
          <dd>
            <Trans>Dr. {doctor.name}</Trans>
          </dd>
          <dt className="text-slate-600">
            <Trans>When</Trans>
          </dt>
          <dd>
            {slot
              ? `${formatLongDate(slot.date)}, ${formatClockRange(slot.start, slot.end)}`
              : t`Choose a time above`}
          </dd>
          <dt className="text-slate-600">
            <Trans>How</Trans>
          </dt>
          <dd>{CONSULTATION_TYPE_LABELS[type]}</dd>
          <dt className="text-slate-600">
            <Trans>Fee</Trans>
          </dt>
          <dd className="font-semibold">{formatInr(quote.data?.feePaise ?? doctor.feePaise)}</dd>
          {quote.data?.cardBenefit ? (
            <>
              <dt className="text-slate-600">{quote.data.cardBenefit.label}</dt>
              <dd className="font-semibold text-green-800">−{formatInr(quote.data.cardBenefit.paise)}</dd>
              <dt className="text-slate-600">
                <Trans>To pay</Trans>
              </dt>
              <dd className="font-semibold" data-testid="booking-to-pay">
                {formatInr(payablePaise)}
              </dd>
            </>
          ) : null}
        </dl>
        {online && doctor.feePaise > 0 && type === 'in-person' ? (
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold text-slate-900">
              <Trans>Payment</Trans>
            </legend>
            {(
              [
                ['at_clinic', t`Pay at the clinic`],
                ['online', t`Pay online now (UPI, cards, net banking, wallets)`],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="mt-2 flex items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name="clinic-payment"
                  value={value}
                  checked={clinicPayment === value}
                  onChange={() => setClinicPayment(value)}
                  className="size-4 accent-brand-700"
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
        {paysOnline ? (
          <p className="mt-2 text-sm text-slate-700">
            {type === 'in-person' ? t`Paid` : t`Video and audio consultations are paid`}{' '}
            <Trans>
              online through Razorpay when you confirm; the slot is held for {PAYMENT_HOLD_MINUTES} minutes
              while you pay.
            </Trans>
          </p>
        ) : null}
        <div className="mt-4 space-y-3">
          <FormAlert message={formError} />
          <Button
            type="submit"
            pending={book.isPending || pay.isPending}
            pendingLabel={pay.isPending ? t`Waiting for payment...` : 'Booking...'}
            // The fee is known from the quote before the button takes money.
            disabled={paysOnline && quote.isPending}
            className="w-full sm:w-auto"
          >
            {paysOnline ? t`Confirm and pay ${formatInr(payablePaise)}` : t`Confirm booking`}
          </Button>
        </div>
      </section>
    </form>
  );
}
