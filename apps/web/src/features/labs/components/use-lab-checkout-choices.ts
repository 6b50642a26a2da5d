// What the lab checkout offers for the choices made so far, from the server: the saved addresses, the labs
// collecting at the address's pin code (cheapest first), the person's quote at the chosen lab, and that lab's
// bookable dates and slots. It keeps the form's choices among what is offered: the default saved address once
// the address book arrives (none saved means typing one), the cheapest lab when none or a lab that no longer
// fits is chosen, and no slot when the chosen one is no longer free. Until the patient picks a date, the date
// is the server's first with a free slot that suits the tests (fasting: mornings only; a day already full is
// passed over), for whichever lab is chosen.
import { useEffect, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useAddresses } from '../../../lib/api/list-addresses.ts';
import { useLabSlots } from '../api/get-lab-slots.ts';
import { useLabOffers } from '../api/list-lab-offers.ts';
import { useLabQuote } from '../api/quote-lab-booking.ts';
import { ENTER_AN_ADDRESS, type LabCheckoutBooking, type LabCheckoutValues } from './lab-checkout-form.ts';

export function useLabCheckoutChoices(
  form: UseFormReturn<LabCheckoutValues, unknown, LabCheckoutBooking>,
  items: readonly { id: string }[],
) {
  const { control, setValue, formState, getFieldState } = form;
  const itemIds = useMemo(() => items.map((i) => i.id), [items]);
  const [forWhom, patientFor, addressId, typedPinCode, labId, date, slot] = useWatch({
    control,
    name: ['forWhom', 'patient.for', 'addressId', 'address.pinCode', 'labId', 'date', 'slot'],
  });
  // Once a submit has shown the errors, a choice made here clears its error as a typed one would.
  const submitted = formState.isSubmitted;

  const addresses = useAddresses();
  const saved = addresses.data ?? [];
  useEffect(() => {
    if (addressId || !addresses.data) return;
    const first = addresses.data.find((a) => a.isDefault) ?? addresses.data[0];
    setValue('addressId', first?.id ?? ENTER_AN_ADDRESS, { shouldValidate: submitted });
  }, [addresses.data, addressId, setValue, submitted]);
  const pinCode =
    addressId === ENTER_AN_ADDRESS ? typedPinCode : (saved.find((a) => a.id === addressId)?.pinCode ?? '');

  const offers = useLabOffers(pinCode, itemIds);
  const offer = offers.data?.find((o) => o.lab.id === labId);
  useEffect(() => {
    if (!offers.data || offers.data.some((o) => o.lab.id === labId)) return;
    setValue('labId', offers.data[0]?.lab.id ?? '', { shouldValidate: submitted });
  }, [offers.data, labId, setValue, submitted]);

  // The server's price for the person, with the health card's lines (docs/product-rules.md#family-members-and-the-health-card):
  // someone named here who is not a family member is not covered by the card.
  const someoneElse = forWhom === 'self' && patientFor === 'other';
  const quoted = useLabQuote(labId || null, itemIds, forWhom, someoneElse).data;
  const quote = quoted?.labId === labId ? quoted : undefined;

  // A date the patient picked is asked for; otherwise the server's first date with a free slot.
  const picked = getFieldState('date', formState).isDirty;
  const slots = useLabSlots(labId || null, picked ? date : '', itemIds);
  const day = slots.data && slots.data.labId === labId ? slots.data : undefined;
  useEffect(() => {
    if (!day) return;
    if (!picked && date !== day.date) setValue('date', day.date);
    else if (picked && !day.bookableDates.includes(date)) setValue('date', day.bookableDates[0] ?? '');
    if (slot && !day.slots.some((s) => s.start === slot && s.available && s.capacityLeft > 0)) {
      setValue('slot', '', { shouldValidate: submitted });
    }
  }, [day, date, picked, slot, setValue, submitted]);

  return { itemIds, addresses, saved, pinCode, offers, offer, quote, slots, day };
}

export type LabCheckoutChoices = ReturnType<typeof useLabCheckoutChoices>;
