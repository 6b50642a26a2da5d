// Book one of the doctor's real slots: type, day and time, patient details, confirm. A slot taken
// meanwhile (409) refreshes the slots and keeps everything else; business refusals (422) are shown as is.
// Where online payment is offered (docs/product-rules.md#payments) a video or audio consultation is paid
// online right after booking (its slot held meanwhile), and a clinic visit may be; a payment that does not go
// through is offered again in My Appointments.
import {
  type AppointmentDetail,
  BookAppointmentRequest,
  SLOT_TAKEN_MESSAGE,
} from '@arogya/contracts/appointments';
import { formatInr, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { ConsultationType, DoctorDetail, Slot } from '@arogya/contracts/doctors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { applyApiErrors } from '../../../lib/form-errors.ts';
import { createIdempotencyKeeper } from '../../../lib/idempotency-key.ts';
import { formatClockRange, formatLongDate, indiaDate } from '../../../lib/india-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { useBookAppointment } from '../api/book-appointment.ts';
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
  onBooked: (appointment: AppointmentDetail) => void;
};

function defaultType(
  offered: readonly ConsultationType[],
  wanted: ConsultationType | undefined,
): ConsultationType {
  if (wanted && offered.includes(wanted)) return wanted;
  return offered.includes('in-person') ? 'in-person' : (offered[0] ?? 'in-person');
}

export function BookingForm({ doctor, user, preset, onBooked }: BookingFormProps) {
  const offered = doctor.consultationTypes;
  const [type, setType] = useState(() => defaultType(offered, preset.type));
  const online = useOnlinePaymentOffered().data === true;
  const [clinicPayment, setClinicPayment] = useState<'at_clinic' | 'online'>('at_clinic');
  const paysOnline = online && doctor.feePaise > 0 && (type !== 'in-person' || clinicPayment === 'online');
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

  const { register, handleSubmit, setError, setValue, formState } = useForm<PatientDetailsInput>({
    resolver: zodResolver(PatientDetails),
    defaultValues: { patientName: user.name, patientPhone: user.phone, reason: '' },
    mode: 'onTouched',
  });

  // The slot chosen on the doctor's page, if it is still free.
  useEffect(() => {
    if (presetApplied.current || !slots.data || !preset.slot) return;
    presetApplied.current = true;
    const wanted = Date.parse(preset.slot);
    const match = slots.data.days.flatMap((d) => d.slots).find((s) => Date.parse(s.startsAt) === wanted);
    if (match?.status === 'available') setSlot(match);
    else
      setSlotMessage({
        text: 'The time you picked is no longer free. Please choose another.',
        tone: 'error',
      });
  }, [slots.data, preset.slot]);

  const showSlotProblem = (text: string) => {
    setSlotMessage({ text, tone: 'error' });
    slotSection.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    slotSection.current?.focus({ preventScroll: true });
  };

  const onSubmit = handleSubmit(async (details) => {
    setFormError(null);
    if (!slot) {
      showSlotProblem('Choose a day and a time first.');
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
        onBooked(answer.result);
        return;
      }
      // Booked with its slot held: pay now. Whatever Checkout answers, the confirmation shows where it stands.
      let problem: string | null = null;
      try {
        problem = payProblem(await pay.mutateAsync(answer.result.id), 'appointment');
      } catch (error) {
        problem = errorMessage(error);
      }
      const fresh = await reloadAppointment(answer.result.id).catch(() => answer.result);
      if (problem) setFormError(problem);
      onBooked(fresh);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Someone else took it: show fresh slots, keep the type and the details.
        setSlot(null);
        void slots.refetch();
        showSlotProblem(error.serverMessage ?? SLOT_TAKEN_MESSAGE);
      } else if (error instanceof ApiError && error.status === 422) {
        setFormError(error.message);
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
          legend="1. How would you like to consult?"
          types={offered}
          value={type}
          onChange={setType}
        />
        {preset.type && !offered.includes(preset.type) ? (
          <p className="mt-2 text-sm text-amber-900">
            Dr. {doctor.name} does not offer a {CONSULTATION_TYPE_LABELS[preset.type].toLowerCase()}; choose
            another way.
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
          2. Choose a day and time
        </h2>
        <p className="mt-1 mb-3 text-sm text-slate-600">Times are in India Standard Time.</p>
        {slotMessage ? (
          <div className="mb-3">
            <FormAlert message={slotMessage.text} tone={slotMessage.tone} />
          </div>
        ) : null}
        {slots.isPending ? (
          <div className="space-y-3">
            <span role="status" className="sr-only">
              Loading slots...
            </span>
            <Skeleton className="h-14 w-full rounded-xl" />
            <Skeleton className="h-24 w-full rounded-xl" />
          </div>
        ) : slots.isError ? (
          <ErrorState
            title="Slots could not be loaded"
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
          3. Patient details
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
          4. Confirm
        </h2>
        <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[8rem_1fr]">
          <dt className="text-slate-600">Doctor</dt>
          <dd>Dr. {doctor.name}</dd>
          <dt className="text-slate-600">When</dt>
          <dd>
            {slot
              ? `${formatLongDate(slot.date)}, ${formatClockRange(slot.start, slot.end)}`
              : 'Choose a time above'}
          </dd>
          <dt className="text-slate-600">How</dt>
          <dd>{CONSULTATION_TYPE_LABELS[type]}</dd>
          <dt className="text-slate-600">Fee</dt>
          <dd className="font-semibold">{formatInr(doctor.feePaise)}</dd>
        </dl>
        {type === 'video' ? (
          <p className="mt-2 text-sm text-slate-700">
            If the patient's Smart Health Card has a free video consultation left, it is applied when you
            confirm.
          </p>
        ) : null}
        {online && doctor.feePaise > 0 && type === 'in-person' ? (
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold text-slate-900">Payment</legend>
            {(
              [
                ['at_clinic', 'Pay at the clinic'],
                ['online', 'Pay online now (UPI, cards, net banking, wallets)'],
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
            {type === 'in-person' ? 'Paid' : 'Video and audio consultations are paid'} online through Razorpay
            when you confirm; the slot is held for {PAYMENT_HOLD_MINUTES} minutes while you pay.
          </p>
        ) : null}
        <div className="mt-4 space-y-3">
          <FormAlert message={formError} />
          <Button
            type="submit"
            pending={book.isPending || pay.isPending}
            pendingLabel={pay.isPending ? 'Waiting for payment...' : 'Booking...'}
            className="w-full sm:w-auto"
          >
            Confirm booking
          </Button>
        </div>
      </section>
    </form>
  );
}
