// The lab checkout's checks before anything is sent (lab-checkout-form.ts): every missing choice named on its
// field with the page's words, the contract's own rules for the patient and a typed address, and the booking
// request the form makes (a saved address by id or a typed one, "For" only when it is not me).
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MISSING,
  AGE_MISSING,
  countFieldErrors,
  ENTER_AN_ADDRESS,
  LAB_MISSING,
  LabCheckoutForm,
  type LabCheckoutValues,
  labCheckoutDefaults,
  SEX_MISSING,
  SLOT_MISSING,
} from './lab-checkout-form.ts';

const filled = (over: Partial<LabCheckoutValues> = {}): LabCheckoutValues => ({
  ...labCheckoutDefaults('2026-11-25'),
  patient: { for: 'self', name: '', age: '52', sex: 'female' },
  addressId: 'addr_1',
  labId: 'lab_1',
  slot: '07:00',
  ...over,
});

const typed = {
  name: 'Meera Pillai',
  phone: '9845012345',
  line1: '21, 5th Cross, Koramangala 4th Block',
  line2: '  ',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560034',
};

/** Each failing field's first message, by its path as the form names it. */
function errorsOf(values: LabCheckoutValues): Record<string, string> {
  const result = LabCheckoutForm.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the lab checkout form', () => {
  it('names every missing choice of an untouched form on its field', () => {
    expect(errorsOf(labCheckoutDefaults('2026-11-25'))).toEqual({
      'patient.age': AGE_MISSING.message,
      'patient.sex': SEX_MISSING.message,
      addressId: ADDRESS_MISSING.message,
      labId: LAB_MISSING.message,
      slot: SLOT_MISSING.message,
    });
  });

  it("asks someone else's name, and keeps the contract's age limits", () => {
    const other = filled({ patient: { for: 'other', name: ' ', age: '121', sex: 'male' } });
    expect(Object.keys(errorsOf(other))).toEqual(['patient.name', 'patient.age']);
    expect(errorsOf(other)['patient.name']).toBe('Name must be at least 2 characters');
    // A child's age may be 0 for someone else, not for the account holder.
    expect(
      errorsOf(filled({ patient: { for: 'other', name: 'Aarav Pillai', age: '0', sex: 'male' } })),
    ).toEqual({});
    expect(errorsOf(filled({ patient: { for: 'self', name: '', age: '0', sex: 'male' } }))).toEqual({
      'patient.age': AGE_MISSING.message,
    });
  });

  it('checks a typed address only while it is the one chosen', () => {
    const broken = { ...typed, phone: '12345', pinCode: '' };
    expect(Object.keys(errorsOf(filled({ addressId: ENTER_AN_ADDRESS, address: broken })))).toEqual([
      'address.phone',
      'address.pinCode',
    ]);
    expect(errorsOf(filled({ addressId: 'addr_1', address: broken }))).toEqual({});
  });

  it('makes the booking: a saved address by id, and no "For" when it is for me', () => {
    expect(LabCheckoutForm.parse(filled())).toEqual({
      patient: { for: 'self', age: 52, sex: 'female' },
      addressId: 'addr_1',
      labId: 'lab_1',
      date: '2026-11-25',
      slot: '07:00',
      paymentMethod: 'pay_at_collection',
    });
  });

  it('makes the booking: a typed address without its blank optional lines, for a family member', () => {
    const booking = LabCheckoutForm.parse(
      filled({
        forWhom: 'member_1',
        patient: { for: 'other', name: 'Kamala Pillai', age: '68', sex: 'female' },
        addressId: ENTER_AN_ADDRESS,
        address: typed,
        paymentMethod: 'online',
      }),
    );
    expect(booking).toMatchObject({
      forWhom: 'member_1',
      patient: { for: 'other', name: 'Kamala Pillai', age: 68, sex: 'female' },
      address: { name: 'Meera Pillai', phone: '9845012345', city: 'Bengaluru', pinCode: '560034' },
      paymentMethod: 'online',
    });
    expect(booking).not.toHaveProperty('addressId');
    // Not sent: undefined has no place in the JSON body.
    expect(booking.address?.line2).toBeUndefined();
    expect(booking.address?.landmark).toBeUndefined();
  });

  it('counts the fields with an error, nested ones by field', () => {
    const error = { type: 'custom', message: 'x' };
    expect(countFieldErrors({})).toBe(0);
    expect(countFieldErrors({ patient: { age: error, sex: error }, labId: error, address: {} })).toBe(3);
  });
});
