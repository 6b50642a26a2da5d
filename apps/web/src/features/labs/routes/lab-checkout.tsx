// /lab-checkout: booking a home collection for the lab-test cart (docs/screens.md#lab-checkout). For whom,
// the address (a saved one or one typed here), the lab (cheapest first, NABL shown), date and slot (the
// server's slots: fasting gives mornings only), the preparation shown before confirming, payment at
// collection or, where online payment is offered, online now (the booking holds its slot for
// PAYMENT_HOLD_MINUTES while Razorpay Checkout is open; docs/product-rules.md#payments). One
// Idempotency-Key per attempt; the confirmation is the booking page with LAB-<year>-<number>, where a
// payment that did not go through can be made again.
import { formatInr, LAB_CHANGE_CUTOFF_HOURS, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import {
  type CreateLabBookingRequest,
  LAB_PAYMENT_METHOD_LABELS,
  LabAddressInput,
  LabPatientInput,
  type LabPaymentMethod,
} from '@arogya/contracts/labs';
import type { Address } from '@arogya/contracts/pharmacy';
import BadgeCheckIcon from 'lucide-react/icons/badge-check';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ForWhomSelect } from '../../../components/for-whom-select.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { labBookingPath, paths } from '../../../config/paths.ts';
import { useFamilyMembers } from '../../../lib/api/family-members.ts';
import { useAddresses } from '../../../lib/api/list-addresses.ts';
import { useOnlinePaymentOffered } from '../../../lib/api/online-payment.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { useLabTestCart } from '../../../lib/cart/cart-store.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateLabBooking } from '../api/create-lab-booking.ts';
import { useLabSlots } from '../api/get-lab-slots.ts';
import { useLabOffers } from '../api/list-lab-offers.ts';
import { useLabQuote } from '../api/quote-lab-booking.ts';
import { usePayLabBooking } from '../api/start-payment.ts';
import { LabCardLines } from '../components/lab-card-lines.tsx';
import { LabSlotPicker } from '../components/lab-slot-picker.tsx';

type Errors = Partial<Record<string, string>>;
type Sex = 'male' | 'female';
type AddressDraft = {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pinCode: string;
};
const EMPTY_ADDRESS: AddressDraft = {
  name: '',
  phone: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  state: '',
  pinCode: '',
};

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const h2Class = 'text-lg font-semibold text-slate-900';
const optionClass = (on: boolean) =>
  `flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${on ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'}`;

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], prefix: string) {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = `${prefix}.${String(issue.path[0] ?? '')}`;
    errors[key] ??= issue.message;
  }
  return errors;
}

function optional(text: string) {
  const t = text.trim();
  return t ? t : undefined;
}

export default function LabCheckoutPage() {
  usePageTitle('Book home collection');
  const id = useId();
  const navigate = useNavigate();
  const items = useLabTestCart((s) => s.items);
  const clearCart = useLabTestCart((s) => s.clear);
  const user = useAuthStore((s) => s.user);
  const itemIds = useMemo(() => items.map((i) => i.id), [items]);
  const addresses = useAddresses();
  const book = useCreateLabBooking();
  const today = indiaDate();

  const [patientFor, setPatientFor] = useState<'self' | 'other'>('self');
  const [forWhom, setForWhom] = useState('self');
  const family = useFamilyMembers();
  const [name, setName] = useState('');
  const [age, setAge] = useState('');
  const [sex, setSex] = useState<Sex | ''>('');
  const [addressId, setAddressId] = useState<string | null>(null);
  const [typed, setTyped] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [labId, setLabId] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [slot, setSlot] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const online = useOnlinePaymentOffered().data === true;
  const [paymentMethod, setPaymentMethod] = useState<LabPaymentMethod>('pay_at_collection');
  const method: LabPaymentMethod = online ? paymentMethod : 'pay_at_collection';
  const pay = usePayLabBooking();

  // The default saved address is chosen once the book arrives; none saved means typing one.
  const saved = addresses.data ?? [];
  useEffect(() => {
    if (addressId === null && addresses.data && addresses.data.length > 0) {
      setAddressId((addresses.data.find((a) => a.isDefault) ?? addresses.data[0])?.id ?? 'new');
    } else if (addressId === null && addresses.data) {
      setAddressId('new');
    }
  }, [addresses.data, addressId]);
  const chosenAddress: Address | undefined = saved.find((a) => a.id === addressId);
  const pinCode = addressId === 'new' ? typed.pinCode : (chosenAddress?.pinCode ?? '');

  const offers = useLabOffers(pinCode, itemIds);
  const offerList = offers.data ?? [];
  const offer = offerList.find((o) => o.lab.id === labId);
  // The cheapest lab is chosen first; a lab that no longer fits the pin code is dropped.
  useEffect(() => {
    if (!offers.data) return;
    if (!offers.data.some((o) => o.lab.id === labId)) setLabId(offers.data[0]?.lab.id ?? null);
  }, [offers.data, labId]);

  // The server's price for the person, with the health card's lines (docs/product-rules.md#family-members-and-the-health-card).
  const quoted = useLabQuote(labId, itemIds, forWhom).data;
  const quote = quoted?.labId === labId ? quoted : undefined;

  const slots = useLabSlots(labId, date, itemIds);
  const day = slots.data && slots.data.labId === labId ? slots.data : undefined;
  // A date the lab no longer offers falls back to its first bookable date; a slot not offered is cleared.
  useEffect(() => {
    if (!day) return;
    if (!day.bookableDates.includes(date) && day.bookableDates[0]) setDate(day.bookableDates[0]);
    if (slot && !day.slots.some((s) => s.start === slot && s.available && s.capacityLeft > 0)) setSlot(null);
  }, [day, date, slot]);

  if (items.length === 0 && !book.isSuccess) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">Book home collection</h1>
        <EmptyState
          title="Your lab test cart is empty"
          action={
            <Link to={paths.labs} className={buttonClass('primary')}>
              Browse lab tests
            </Link>
          }
        >
          Add tests or a health package, then book a home collection.
        </EmptyState>
      </div>
    );
  }

  const updateTyped = (key: keyof AddressDraft, value: string) => setTyped((t) => ({ ...t, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const ageNumber = age.trim() === '' ? Number.NaN : Number(age);
    const patient = LabPatientInput.safeParse(
      patientFor === 'self'
        ? { for: 'self', age: ageNumber, sex: sex || undefined }
        : { for: 'other', name, age: ageNumber, sex: sex || undefined },
    );
    if (!patient.success) {
      Object.assign(next, firstErrors(patient.error.issues, 'patient'));
      if (next['patient.age'] && Number.isNaN(ageNumber)) next['patient.age'] = 'Enter the age';
      if (next['patient.sex']) next['patient.sex'] = 'Choose the sex (reference ranges depend on it)';
    }
    let address: CreateLabBookingRequest['address'];
    if (addressId === 'new') {
      const parsed = LabAddressInput.safeParse({
        name: typed.name,
        phone: typed.phone,
        line1: typed.line1,
        line2: optional(typed.line2),
        landmark: optional(typed.landmark),
        city: typed.city,
        state: typed.state,
        pinCode: typed.pinCode,
      });
      if (parsed.success) address = parsed.data;
      else Object.assign(next, firstErrors(parsed.error.issues, 'address'));
    } else if (!chosenAddress) {
      next.addressId = 'Choose an address';
    }
    if (!labId) next.lab = 'Choose a lab that collects at this pin code';
    if (!slot) next.slot = 'Choose a collection slot';
    setErrors(next);
    if (Object.keys(next).length > 0 || !patient.success || !labId || !slot) {
      document.getElementById(`${id}-errors`)?.focus();
      return;
    }
    const body: CreateLabBookingRequest = {
      itemIds,
      patient: patient.data,
      labId,
      date,
      slot,
      paymentMethod: method,
      ...(addressId === 'new' ? { address } : { addressId: addressId ?? undefined }),
      ...(forWhom !== 'self' ? { forWhom } : {}),
    };
    book.mutate(body, {
      onSuccess: (booking) => {
        clearCart();
        if (booking.paymentStatus !== 'awaiting_payment') {
          navigate(labBookingPath(booking.id), { replace: true, state: { justBooked: true } });
          return;
        }
        // Booked and its slot held: pay now; whatever Checkout answers, the booking page shows where it stands.
        pay.mutate(booking.id, {
          onSettled: (outcome, error) => {
            const problem = error ? errorMessage(error) : outcome ? payProblem(outcome, 'booking') : null;
            navigate(labBookingPath(booking.id), {
              replace: true,
              state: { justBooked: true, paymentProblem: problem },
            });
          },
        });
      },
      onError: (error) => {
        // A slot taken meanwhile: show fresh slots and ask for another.
        if (error instanceof ApiError && error.status === 409) {
          setSlot(null);
          void slots.refetch();
        }
      },
    });
  };

  const errorCount = Object.keys(errors).length;
  const preparation = day?.preparation ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Book home collection</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <div id={`${id}-errors`} tabIndex={-1} aria-live="assertive">
            {errorCount > 0 ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                Please check {errorCount === 1 ? 'one field' : `${errorCount} fields`} below.
              </p>
            ) : null}
          </div>

          <section aria-labelledby="who-heading" className={sectionClass}>
            <h2 id="who-heading" className={h2Class}>
              Who is the test for?
            </h2>
            <div className="mt-3 max-w-sm">
              <ForWhomSelect
                id="lab-for"
                value={forWhom}
                onChange={(next) => {
                  setForWhom(next);
                  const member = family.data?.members.find((m) => m.id === next);
                  if (!member) return;
                  // A family member's own details; a Smart Health Card covering them applies at booking.
                  setPatientFor('other');
                  setName(member.name);
                  setAge(String(member.age));
                  if (member.sex === 'male' || member.sex === 'female') setSex(member.sex);
                }}
              />
            </div>
            <fieldset className="mt-3" disabled={forWhom !== 'self'}>
              <legend className="sr-only">Who is the test for?</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <label className={optionClass(patientFor === 'self')}>
                  <input
                    type="radio"
                    name="patient-for"
                    checked={patientFor === 'self'}
                    onChange={() => setPatientFor('self')}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">Me</span>
                    <span className="text-slate-700">{user?.name ?? 'The account holder'}</span>
                  </span>
                </label>
                <label className={optionClass(patientFor === 'other')}>
                  <input
                    type="radio"
                    name="patient-for"
                    checked={patientFor === 'other'}
                    onChange={() => setPatientFor('other')}
                    className="mt-0.5 size-4 accent-brand-700"
                  />
                  <span>
                    <span className="block font-semibold text-slate-900">Someone else</span>
                    <span className="text-slate-700">A family member or friend</span>
                  </span>
                </label>
              </div>
            </fieldset>
            <div className="mt-4 grid gap-4 sm:grid-cols-3">
              {patientFor === 'other' ? (
                <TextField
                  label="Full name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={errors['patient.name']}
                  autoComplete="off"
                  className="sm:col-span-3"
                />
              ) : null}
              <TextField
                label="Age (years)"
                inputMode="numeric"
                value={age}
                onChange={(e) => setAge(e.target.value.replace(/\D/g, '').slice(0, 3))}
                error={errors['patient.age']}
              />
              <fieldset className="sm:col-span-2">
                <legend className="mb-1 block text-sm font-medium text-slate-800">Sex</legend>
                <div className="flex gap-4 py-2">
                  {(['female', 'male'] as const).map((s) => (
                    <label key={s} className="flex items-center gap-2 text-sm text-slate-900">
                      <input
                        type="radio"
                        name="patient-sex"
                        checked={sex === s}
                        onChange={() => setSex(s)}
                        aria-invalid={errors['patient.sex'] ? true : undefined}
                        aria-describedby={errors['patient.sex'] ? `${id}-sex-error` : undefined}
                        className="size-4 accent-brand-700"
                      />
                      {s === 'female' ? 'Female' : 'Male'}
                    </label>
                  ))}
                </div>
                {errors['patient.sex'] ? (
                  <p id={`${id}-sex-error`} className="text-sm text-red-700">
                    {errors['patient.sex']}
                  </p>
                ) : null}
              </fieldset>
            </div>
            <p className="mt-2 text-sm text-slate-600">
              Age and sex pick the reference ranges on the report.
            </p>
          </section>

          <section aria-labelledby="address-heading" className={sectionClass}>
            <h2 id="address-heading" className={h2Class}>
              Collection address
            </h2>
            {addresses.isPending ? <LoadingNote label="Loading your addresses..." /> : null}
            {addresses.isError ? (
              <p role="alert" className="mt-2 text-sm text-red-700">
                Your saved addresses could not be loaded ({errorMessage(addresses.error)}). You can type an
                address below.
              </p>
            ) : null}
            <fieldset className="mt-3">
              <legend className="sr-only">Collection address</legend>
              <ul className="space-y-3">
                {saved.map((a) => (
                  <li key={a.id}>
                    <label className={optionClass(addressId === a.id)}>
                      <input
                        type="radio"
                        name="address"
                        checked={addressId === a.id}
                        onChange={() => setAddressId(a.id)}
                        className="mt-0.5 size-4 accent-brand-700"
                      />
                      <span>
                        <span className="block font-semibold text-slate-900">
                          {a.name} · {a.label}
                        </span>
                        <span className="text-slate-700">
                          {[a.line1, a.line2, a.landmark, `${a.city}, ${a.state} ${a.pinCode}`]
                            .filter(Boolean)
                            .join(', ')}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
                <li>
                  <label className={optionClass(addressId === 'new')}>
                    <input
                      type="radio"
                      name="address"
                      checked={addressId === 'new'}
                      onChange={() => setAddressId('new')}
                      className="mt-0.5 size-4 accent-brand-700"
                    />
                    <span className="font-semibold text-slate-900">Enter an address</span>
                  </label>
                </li>
              </ul>
            </fieldset>
            {errors.addressId ? <p className="mt-2 text-sm text-red-700">{errors.addressId}</p> : null}
            {addressId === 'new' ? (
              <div className="mt-4 grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Contact name"
                  value={typed.name}
                  onChange={(e) => updateTyped('name', e.target.value)}
                  error={errors['address.name']}
                  autoComplete="name"
                />
                <TextField
                  label="Mobile number"
                  prefix="+91"
                  inputMode="numeric"
                  value={typed.phone}
                  onChange={(e) => updateTyped('phone', e.target.value.replace(/\D/g, '').slice(0, 10))}
                  error={errors['address.phone']}
                  autoComplete="tel-national"
                />
                <TextField
                  label="House number and street"
                  value={typed.line1}
                  onChange={(e) => updateTyped('line1', e.target.value)}
                  error={errors['address.line1']}
                  autoComplete="address-line1"
                  className="sm:col-span-2"
                />
                <TextField
                  label="Area (optional)"
                  value={typed.line2}
                  onChange={(e) => updateTyped('line2', e.target.value)}
                  error={errors['address.line2']}
                  autoComplete="address-line2"
                />
                <TextField
                  label="Landmark (optional)"
                  value={typed.landmark}
                  onChange={(e) => updateTyped('landmark', e.target.value)}
                  error={errors['address.landmark']}
                />
                <TextField
                  label="City"
                  value={typed.city}
                  onChange={(e) => updateTyped('city', e.target.value)}
                  error={errors['address.city']}
                  autoComplete="address-level2"
                />
                <TextField
                  label="State"
                  value={typed.state}
                  onChange={(e) => updateTyped('state', e.target.value)}
                  error={errors['address.state']}
                  autoComplete="address-level1"
                />
                <TextField
                  label="Pin code"
                  inputMode="numeric"
                  value={typed.pinCode}
                  onChange={(e) => updateTyped('pinCode', e.target.value.replace(/\D/g, '').slice(0, 6))}
                  error={errors['address.pinCode']}
                  autoComplete="postal-code"
                />
              </div>
            ) : null}
          </section>

          <section aria-labelledby="lab-heading" className={sectionClass}>
            <h2 id="lab-heading" className={h2Class}>
              Lab
            </h2>
            <div className="mt-3" aria-live="polite">
              {!/^[1-9][0-9]{5}$/.test(pinCode) ? (
                <p className="text-sm text-slate-600">
                  Choose or enter an address to see the labs that collect there.
                </p>
              ) : offers.isPending ? (
                <LoadingNote label="Finding labs..." />
              ) : offers.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {errorMessage(offers.error)}
                </p>
              ) : offerList.length === 0 ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  No partner lab collects all these tests at {pinCode} yet. Try another address, or remove a
                  test from the cart.
                </p>
              ) : (
                <fieldset>
                  <legend className="mb-2 text-sm text-slate-700">
                    Cheapest first. Prices are the lab's own.
                  </legend>
                  <ul className="space-y-3">
                    {offerList.map((o) => (
                      <li key={o.lab.id}>
                        <label className={optionClass(labId === o.lab.id)}>
                          <input
                            type="radio"
                            name="lab"
                            checked={labId === o.lab.id}
                            onChange={() => {
                              setLabId(o.lab.id);
                              setSlot(null);
                            }}
                            className="mt-0.5 size-4 accent-brand-700"
                          />
                          <span className="flex flex-1 flex-wrap justify-between gap-2">
                            <span>
                              <span className="block font-semibold text-slate-900">{o.lab.name}</span>
                              <span className="flex items-center gap-1 text-green-800">
                                <BadgeCheckIcon aria-hidden="true" className="size-4" />
                                NABL accredited · {o.lab.nablNumber}
                              </span>
                              <span className="block text-slate-600">{o.lab.address}</span>
                            </span>
                            <span className="text-right">
                              <span className="block font-semibold text-slate-900">
                                {formatInr(o.totalPaise)}
                              </span>
                              {o.savingsPaise > 0 ? (
                                <span className="text-green-800">You save {formatInr(o.savingsPaise)}</span>
                              ) : null}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
              {errors.lab ? <p className="mt-2 text-sm text-red-700">{errors.lab}</p> : null}
            </div>
          </section>

          <section aria-labelledby="slot-heading" className={sectionClass}>
            <h2 id="slot-heading" className={h2Class}>
              Date and collection slot
            </h2>
            <div className="mt-3">
              {labId ? (
                <LabSlotPicker
                  day={day}
                  loading={slots.isFetching}
                  error={slots.isError ? errorMessage(slots.error) : null}
                  today={today}
                  date={date}
                  onDate={(d) => {
                    setDate(d);
                    setSlot(null);
                  }}
                  slot={slot}
                  onSlot={setSlot}
                />
              ) : (
                <p className="text-sm text-slate-600">Choose a lab first.</p>
              )}
              {errors.slot ? <p className="mt-2 text-sm text-red-700">{errors.slot}</p> : null}
            </div>
          </section>

          <section aria-labelledby="prep-heading" className={sectionClass}>
            <h2 id="prep-heading" className={h2Class}>
              Preparation
            </h2>
            {preparation.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                {preparation.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">
                {day ? 'No special preparation is needed.' : 'Shown once a lab is chosen.'}
              </p>
            )}
          </section>
        </div>

        <aside aria-labelledby="summary-heading" className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <div className={sectionClass}>
            <h2 id="summary-heading" className={h2Class}>
              Booking summary
            </h2>
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {items.map((item) => {
                const line = offer?.lines.find((l) => l.itemId === item.id);
                return (
                  <li key={item.id} className="flex justify-between gap-3 py-2">
                    <span className="text-slate-900">{item.name ?? 'Lab test'}</span>
                    <span className="text-slate-900">{formatInr(line ? line.pricePaise : item.price)}</span>
                  </li>
                );
              })}
            </ul>
            {offer ? (
              <dl className="mt-2 space-y-1 border-t border-slate-200 pt-2 text-sm">
                {offer.savingsPaise > 0 ? (
                  <div className="flex justify-between text-green-800">
                    <dt>Savings on MRP</dt>
                    <dd>{formatInr(offer.savingsPaise)}</dd>
                  </div>
                ) : null}
                <LabCardLines quote={quote} />
                <div className="flex justify-between text-base font-semibold text-slate-900">
                  <dt>{method === 'online' ? 'To pay now' : 'To pay at collection'}</dt>
                  <dd>{formatInr(quote ? quote.totalPaise : offer.totalPaise)}</dd>
                </div>
              </dl>
            ) : (
              <p className="mt-2 border-t border-slate-200 pt-2 text-sm text-slate-600">
                The total is the chosen lab's price.
              </p>
            )}
            <fieldset className="mt-4">
              <legend className="text-sm font-semibold text-slate-900">Payment</legend>
              {(online ? (['online', 'pay_at_collection'] as const) : (['pay_at_collection'] as const)).map(
                (m) => (
                  <label key={m} className="mt-2 flex items-center gap-2 text-sm text-slate-900">
                    <input
                      type="radio"
                      name="payment"
                      value={m}
                      checked={method === m}
                      onChange={() => setPaymentMethod(m)}
                      className="size-4 accent-brand-700"
                    />
                    {LAB_PAYMENT_METHOD_LABELS[m]}
                  </label>
                ),
              )}
              {method === 'online' ? (
                <p className="mt-2 text-xs text-slate-600">
                  Paid securely through Razorpay. The slot is held for {PAYMENT_HOLD_MINUTES} minutes while
                  you pay.
                </p>
              ) : null}
            </fieldset>
            <p className="mt-3 text-xs text-slate-600">
              Free cancel or reschedule until {LAB_CHANGE_CUTOFF_HOURS} hours before the slot.
            </p>
            {book.isError ? (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {errorMessage(book.error)}
              </p>
            ) : null}
            <Button type="submit" className="mt-4 w-full" disabled={book.isPending || pay.isPending}>
              {book.isPending
                ? 'Booking...'
                : pay.isPending
                  ? 'Waiting for payment...'
                  : method === 'online' && offer && (quote ? quote.totalPaise : offer.totalPaise) > 0
                    ? `Book and pay ${formatInr(quote ? quote.totalPaise : offer.totalPaise)}`
                    : 'Confirm booking'}
            </Button>
          </div>
        </aside>
      </form>
    </div>
  );
}
