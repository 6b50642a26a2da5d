// Step 2 of a walk-in: one of the clinic's doctors, a consultation type, a free slot, the reason; book.
import type {
  AppointmentDetail,
  PatientMatch,
  ReceptionistBookingRequest,
} from '@arogya/contracts/appointments';
import type { ConsultationType, DoctorCard, Slot } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { SlotPicker } from '../../../components/doctors/slot-picker.tsx';
import { relationName } from '../../../components/relation-names.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { CONSULTATION_TYPE_MESSAGES } from '../../../lib/consultation-types.ts';
import { createIdempotencyKeeper } from '../../../lib/idempotency-key.ts';
import { formatClock, formatMediumDate, indiaDate } from '../../../lib/india-time.ts';
import { useBookWalkIn } from '../api/book-for-walk-in.ts';
import { useDeskSlots } from '../api/get-desk-slots.ts';
import { PatientPhoneCheck } from './patient-phone-check.tsx';

type Props = {
  patient: PatientMatch;
  doctors: readonly DoctorCard[];
  onBooked: (appointment: AppointmentDetail) => void;
  onBack: () => void;
};

export function WalkInAppointment({ patient, doctors, onBooked, onBack }: Props) {
  const { t } = useLingui();
  const [doctorId, setDoctorId] = useState(doctors.find((d) => !d.onLeave)?.id ?? doctors[0]?.id ?? '');
  const doctor = doctors.find((d) => d.id === doctorId);
  const [type, setType] = useState<ConsultationType>('in-person');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [reason, setReason] = useState('');
  // A patient's family member may be booked for at the desk (docs/product-rules.md#family-members-and-the-health-card).
  const [forWhom, setForWhom] = useState('self');
  const [error, setError] = useState<string | null>(null);
  const [phoneVerified, setPhoneVerified] = useState(patient.phoneVerified);
  const slots = useDeskSlots(doctorId || undefined);
  const book = useBookWalkIn();
  const keeper = useRef(createIdempotencyKeeper());
  const offered = doctor?.consultationTypes ?? [];
  const chosenType = offered.includes(type) ? type : (offered[0] ?? 'in-person');

  const onBook = async () => {
    setError(null);
    if (!doctor || !slot) {
      setError(t`Choose a doctor and a free slot.`);
      return;
    }
    const body: ReceptionistBookingRequest = {
      patientId: patient.id,
      doctorId: doctor.id,
      startsAt: slot.startsAt,
      consultationType: chosenType,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(forWhom !== 'self' ? { forWhom } : {}),
    };
    try {
      const answer = await book.mutateAsync({ body, idempotencyKey: keeper.current.keyFor(body) });
      keeper.current.reset();
      onBooked(answer.result);
    } catch (e) {
      setError(errorMessage(e, t`The appointment could not be booked. Please try again.`));
      if (e instanceof ApiError && (e.status === 409 || e.status === 422)) {
        setSlot(null);
        void slots.refetch();
      }
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-800">
        <Trans>
          Patient: <span className="font-semibold">{patient.name}</span>
        </Trans>{' '}
        <button
          type="button"
          onClick={onBack}
          className="ml-2 font-semibold text-brand-700 underline underline-offset-2"
        >
          <Trans>Change patient</Trans>
        </button>
      </p>
      {patient.phoneVerified ? null : (
        <PatientPhoneCheck
          patientId={patient.id}
          verified={phoneVerified}
          onVerified={() => setPhoneVerified(true)}
        />
      )}
      {patient.members.length > 0 ? (
        <div className="max-w-sm">
          <SelectField label={t`For`} value={forWhom} onChange={(e) => setForWhom(e.target.value)}>
            <option value="self">{t`${patient.name} (account holder)`}</option>
            {patient.members.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name} ({relationName(m)}, {m.age})
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t`Doctor`}
          value={doctorId}
          onChange={(e) => {
            setDoctorId(e.target.value);
            setSlot(null);
          }}
        >
          {doctors.map((d) => (
            <option key={d.id} value={d.id}>
              {t`Dr. ${d.name}`}, {d.specialization.name}
              {d.onLeave ? ` ${t`(on leave today)`}` : ''}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Consultation type`}
          value={chosenType}
          onChange={(e) => setType(e.target.value as ConsultationType)}
        >
          {offered.map((offer) => (
            <option key={offer} value={offer}>
              {t(CONSULTATION_TYPE_MESSAGES[offer])}
            </option>
          ))}
        </SelectField>
      </div>

      <section aria-labelledby="walk-in-slot">
        <h3 id="walk-in-slot" className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Day and time</Trans>
        </h3>
        {slots.isPending ? (
          <Spinner label={t`Loading free slots...`} className="py-6" />
        ) : slots.isError ? (
          <ErrorState
            title={t`Slots could not be loaded`}
            message={errorMessage(slots.error)}
            onRetry={() => void slots.refetch()}
            headingLevel={3}
          />
        ) : (
          <SlotPicker
            key={doctorId}
            days={slots.data.days}
            today={indiaDate()}
            selected={slot?.startsAt}
            onSelect={(s) => {
              setSlot(s);
              setError(null);
            }}
          />
        )}
      </section>

      <TextField
        label={t`Reason for visit (optional)`}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormAlert message={error} />
      <Button onClick={onBook} pending={book.isPending} pendingLabel={t`Booking...`} disabled={!slot}>
        {slot ? t`Book ${formatMediumDate(slot.date)}, ${formatClock(slot.start)}` : t`Choose a slot to book`}
      </Button>
    </div>
  );
}
