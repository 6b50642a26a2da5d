// The lab checkout's form (routes/lab-checkout.tsx): what the fields hold, the checks made before anything is
// sent (the contract's own LabPatientInput and LabAddressInput, with the page's wording for a missing age or
// sex), and the booking request they make. Field names follow the request's paths ('patient.age',
// 'address.pinCode', 'labId', 'slot'), so a refusal's details land on their fields (lib/form-errors.ts).

import {
  type CreateLabBookingRequest,
  LabAddressInput,
  LabPatientInput,
  LabPaymentMethod,
} from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import { type FieldErrors, type Path, type UseFormRegisterReturn, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { localized } from '../../../lib/i18n/localized-labels.ts';

/** The address typed at checkout, as its inputs hold it. */
const TypedAddress = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

export const ENTER_AN_ADDRESS = 'new';

export const AGE_MISSING = msg`Enter the age`;
export const SEX_MISSING = msg`Choose the sex (reference ranges depend on it)`;
export const ADDRESS_MISSING = msg`Choose an address`;
export const LAB_MISSING = msg`Choose a lab that collects at this pin code`;
export const SLOT_MISSING = msg`Choose a collection slot`;

const optional = (text: string) => text.trim() || undefined;

/** The booking the form makes, less the cart's items (added by the page). */
export type LabCheckoutBooking = Omit<CreateLabBookingRequest, 'itemIds'>;

export const LabCheckoutForm = z
  .object({
    /** 'self' or a family member's id (their details fill the patient's). */
    forWhom: z.string(),
    patient: z.object({
      for: z.enum(['self', 'other']),
      name: z.string(),
      /** Digits only, as typed; empty until typed. */
      age: z.string(),
      sex: z.enum(['female', 'male', '']),
    }),
    /** A saved address's id, ENTER_AN_ADDRESS, or '' until the address book has arrived. */
    addressId: z.string(),
    address: TypedAddress,
    labId: z.string(),
    date: z.string(),
    slot: z.string(),
    paymentMethod: LabPaymentMethod,
  })
  .transform((form, ctx): LabCheckoutBooking => {
    const fail = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    const age = form.patient.age.trim() === '' ? Number.NaN : Number(form.patient.age);
    const patient = LabPatientInput.safeParse(
      form.patient.for === 'self'
        ? { for: 'self', age, sex: form.patient.sex || undefined }
        : { for: 'other', name: form.patient.name, age, sex: form.patient.sex || undefined },
    );
    if (!patient.success) {
      for (const issue of patient.error.issues) {
        const field = String(issue.path[0] ?? '');
        const message =
          field === 'sex'
            ? localized(SEX_MISSING)
            : field === 'age' && Number.isNaN(age)
              ? localized(AGE_MISSING)
              : issue.message;
        fail(['patient', field], message);
      }
    }
    let address: LabCheckoutBooking['address'];
    if (form.addressId === ENTER_AN_ADDRESS) {
      const typed = LabAddressInput.safeParse({
        ...form.address,
        line2: optional(form.address.line2),
        landmark: optional(form.address.landmark),
      });
      if (typed.success) address = typed.data;
      else
        for (const issue of typed.error.issues) fail(['address', String(issue.path[0] ?? '')], issue.message);
    } else if (!form.addressId) {
      fail(['addressId'], localized(ADDRESS_MISSING));
    }
    if (!form.labId) fail(['labId'], localized(LAB_MISSING));
    if (!form.slot) fail(['slot'], localized(SLOT_MISSING));
    if (!patient.success || ctx.issues.length > 0) return z.NEVER;
    return {
      patient: patient.data,
      labId: form.labId,
      date: form.date,
      slot: form.slot,
      paymentMethod: form.paymentMethod,
      ...(address ? { address } : { addressId: form.addressId }),
      ...(form.forWhom !== 'self' ? { forWhom: form.forWhom } : {}),
    };
  });

export type LabCheckoutValues = z.input<typeof LabCheckoutForm>;

/**
 * A new checkout's values. The date is '' until the lab's slots arrive: then it is the first date with a slot
 * that suits the tests (use-lab-checkout-choices.ts), not today when today has none left.
 */
export function labCheckoutDefaults(date = ''): LabCheckoutValues {
  return {
    forWhom: 'self',
    patient: { for: 'self', name: '', age: '', sex: '' },
    addressId: '',
    address: { name: '', phone: '', line1: '', line2: '', landmark: '', city: '', state: '', pinCode: '' },
    labId: '',
    date,
    slot: '',
    paymentMethod: 'pay_at_collection',
  };
}

/** The fields a refusal's details may name (the request's paths). */
export const LAB_CHECKOUT_FIELDS = [
  'patient.for',
  'patient.name',
  'patient.age',
  'patient.sex',
  'addressId',
  'address.name',
  'address.phone',
  'address.line1',
  'address.line2',
  'address.landmark',
  'address.city',
  'address.state',
  'address.pinCode',
  'labId',
  'date',
  'slot',
  'paymentMethod',
  'forWhom',
] as const satisfies readonly Path<LabCheckoutValues>[];

/** How many fields have an error (nested groups counted by their fields). */
export function countFieldErrors(errors: FieldErrors): number {
  let count = 0;
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    if ('type' in value && typeof value.type === 'string') count += 1;
    else count += countFieldErrors(value as FieldErrors);
  }
  return count;
}

/** The checkout's form from any of its steps (routes/lab-checkout.tsx provides it). */
export const useLabCheckoutForm = () => useFormContext<LabCheckoutValues, unknown, LabCheckoutBooking>();

/** A registered input kept to digits, at most `max` of them, before the form reads it. */
export function digitsOnly(registration: UseFormRegisterReturn, max: number): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      input.value = input.value.replace(/\D/g, '').slice(0, max);
      return registration.onChange(event);
    },
  };
}

export const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
export const h2Class = 'text-lg font-semibold text-slate-900';
export const optionClass = (on: boolean) =>
  `flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${on ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`;
export const radioClass = 'mt-0.5 size-4 accent-brand-700';
