// The weekly hours editor: rows of day, start, end and slot length (several rows a day for split hours),
// and the advance-booking rule. Checked with the API's own schema before sending.
import { type DoctorDetail, UpdateScheduleRequest } from '@arogya/contracts/doctors';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import PlusIcon from 'lucide-react/icons/plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { answerText } from '../../../lib/answer-text.ts';
import { applyApiErrors, localizedZodResolver } from '../../../lib/form-errors.ts';
import toast from '../../../lib/toast.ts';
import { useUpdateSchedule } from '../api/update-schedule.ts';
import { MONDAY_FIRST, nextRow, SLOT_LENGTHS, scheduleRows } from '../schedule-form.ts';

const DAY_NAMES = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
] as const;

const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

export function HoursEditor({ doctor }: { doctor: DoctorDetail }) {
  const { t } = useLingui();
  const update = useUpdateSchedule();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, reset, getValues, formState } =
    useForm<UpdateScheduleRequest>({
      resolver: localizedZodResolver(UpdateScheduleRequest),
      defaultValues: {
        schedule: scheduleRows(doctor.schedule),
        bookingBeforeTime: doctor.doctorId.bookingBeforeTime,
      },
    });
  const rows = useFieldArray({ control, name: 'schedule' });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await update.mutateAsync(values);
      reset({
        schedule: scheduleRows(answer.result.schedule),
        bookingBeforeTime: answer.result.bookingBeforeTime,
      });
      toast.success(answerText(answer.message, t`Working hours updated`));
    } catch (error) {
      setFormError(applyApiErrors(error, setError, ['schedule', 'bookingBeforeTime']));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        <Trans>
          Times are in India Standard Time. Add a second row for the same day for split hours (e.g. morning
          and evening). Booked appointments outside new hours stay booked.
        </Trans>
      </p>
      <ul className="space-y-3">
        {rows.fields.map((field, i) => {
          const rowErrors = errors.schedule?.[i];
          return (
            <li key={field.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <fieldset>
                <legend className="sr-only">
                  <Trans>Hours row {i + 1}</Trans>
                </legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1.3fr_1fr_1fr_1fr_auto] sm:items-start">
                  <SelectField
                    label={t`Day`}
                    className="col-span-2 sm:col-span-1"
                    error={rowErrors?.weekday?.message}
                    {...register(`schedule.${i}.weekday`, { setValueAs: toNumber })}
                  >
                    {MONDAY_FIRST.map((d) => (
                      <option key={d} value={d}>
                        {t(DAY_NAMES[d])}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    label={t`Start`}
                    type="time"
                    error={rowErrors?.start?.message}
                    {...register(`schedule.${i}.start`)}
                  />
                  <TextField
                    label={t`End`}
                    type="time"
                    error={rowErrors?.end?.message}
                    {...register(`schedule.${i}.end`)}
                  />
                  <SelectField
                    label={t`Slot length`}
                    error={rowErrors?.slotMinutes?.message}
                    {...register(`schedule.${i}.slotMinutes`, { setValueAs: toNumber })}
                  >
                    {SLOT_LENGTHS.map((m) => (
                      <option key={m} value={m}>
                        <Trans>{m} min</Trans>
                      </option>
                    ))}
                  </SelectField>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="self-end sm:mt-6"
                    onClick={() => rows.remove(i)}
                  >
                    <Trash2Icon aria-hidden="true" className="size-4" />
                    <Trans>
                      Remove<span className="sr-only"> hours row {i + 1}</span>
                    </Trans>
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {rows.fields.length === 0 ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Trans>With no hours, patients cannot book you online.</Trans>
        </p>
      ) : null}
      {errors.schedule?.message || errors.schedule?.root?.message ? (
        <p className="text-sm text-red-700">{errors.schedule?.message ?? errors.schedule?.root?.message}</p>
      ) : null}
      <Button
        variant="secondary"
        onClick={() =>
          rows.append(nextRow(getValues('schedule').map((r) => ({ ...r, slotMinutes: r.slotMinutes ?? 60 }))))
        }
      >
        <PlusIcon aria-hidden="true" className="size-4" />
        <Trans>Add hours</Trans>
      </Button>

      <TextField
        label={t`Book at least this many hours in advance`}
        type="number"
        min={0}
        max={72}
        className="max-w-xs"
        error={errors.bookingBeforeTime?.message}
        {...register('bookingBeforeTime', { setValueAs: toNumber })}
      />

      <FormAlert message={formError} />
      <Button
        type="submit"
        pending={update.isPending}
        pendingLabel={t`Saving...`}
        disabled={!formState.isDirty}
      >
        <Trans>Save working hours</Trans>
      </Button>
    </form>
  );
}
