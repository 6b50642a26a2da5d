// /lab-checkout: booking a home collection for the lab-test cart (docs/screens.md#lab-checkout). For whom
// (components/lab-checkout-patient.tsx), the address, a saved one or one typed here (lab-checkout-address.tsx),
// the lab, cheapest first, NABL shown (lab-checkout-lab.tsx), date and slot, the server's: fasting gives
// mornings only, and the preparation shown before confirming (lab-checkout-slot.tsx), then the summary with
// payment at collection or, where online payment is offered, online now (lab-checkout-summary.tsx; the
// booking holds its slot for PAYMENT_HOLD_MINUTES while Razorpay Checkout is open;
// docs/product-rules.md#payments). One react-hook-form form checked by lab-checkout-form.ts; what the server
// offers for the choices made comes from use-lab-checkout-choices.ts. One Idempotency-Key per attempt
// (api/create-lab-booking.ts); the confirmation is the booking page with LAB-<year>-<number>, where a payment
// that did not go through can be made again.

import type { LabPaymentMethod } from '@arogya/contracts/labs';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { labBookingPath, paths } from '../../../config/paths.ts';
import { useOnlinePaymentOffered } from '../../../lib/api/online-payment.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useLabTestCart } from '../../../lib/cart/cart-store.ts';
import { applyApiErrors, localizedZodResolver, refusalText } from '../../../lib/form-errors.ts';
import { indiaDate } from '../../../lib/india-time.ts';
import { payProblem } from '../../../lib/pay-online.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateLabBooking } from '../api/create-lab-booking.ts';
import { usePayLabBooking } from '../api/start-payment.ts';
import { LabCheckoutAddress } from '../components/lab-checkout-address.tsx';
import {
  countFieldErrors,
  LAB_CHECKOUT_FIELDS,
  LabCheckoutForm,
  labCheckoutDefaults,
} from '../components/lab-checkout-form.ts';
import { LabCheckoutLab } from '../components/lab-checkout-lab.tsx';
import { LabCheckoutPatient } from '../components/lab-checkout-patient.tsx';
import { LabCheckoutPreparation, LabCheckoutSlot } from '../components/lab-checkout-slot.tsx';
import { LabCheckoutSummary } from '../components/lab-checkout-summary.tsx';
import { useLabCheckoutChoices } from '../components/use-lab-checkout-choices.ts';

export default function LabCheckoutPage() {
  const { t } = useLingui();
  usePageTitle(t`Book home collection`);
  const items = useLabTestCart((s) => s.items);
  const book = useCreateLabBooking();
  // Once booked the cart is empty, while online payment may still be under way: the form stays.
  if (items.length === 0 && !book.isSuccess) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="sr-only">
          <Trans>Book home collection</Trans>
        </h1>
        <EmptyState
          title={t`Your lab test cart is empty`}
          action={
            <Link to={paths.labs} className={buttonClass('primary')}>
              <Trans>Browse lab tests</Trans>
            </Link>
          }
        >
          <Trans>Add tests or a health package, then book a home collection.</Trans>
        </EmptyState>
      </div>
    );
  }
  return <LabCheckout items={items} book={book} />;
}

function LabCheckout({
  items,
  book,
}: {
  items: ReturnType<typeof useLabTestCart.getState>['items'];
  book: ReturnType<typeof useCreateLabBooking>;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const clearCart = useLabTestCart((s) => s.clear);
  const pay = usePayLabBooking();
  const today = indiaDate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: localizedZodResolver(LabCheckoutForm),
    mode: 'onTouched',
    defaultValues: labCheckoutDefaults(),
    // A refused submit focuses the summary of what to fix (below), which is read out at once.
    shouldFocusError: false,
  });
  const { control, handleSubmit, setError, setValue, formState } = form;
  const choices = useLabCheckoutChoices(form, items);
  const online = useOnlinePaymentOffered().data === true;
  const chosenMethod = useWatch({ control, name: 'paymentMethod' });
  const method: LabPaymentMethod = online ? chosenMethod : 'pay_at_collection';

  const onSubmit = handleSubmit(
    async (booking) => {
      setFormError(null);
      let created: Awaited<ReturnType<typeof book.mutateAsync>>;
      try {
        created = await book.mutateAsync({ ...booking, itemIds: choices.itemIds, paymentMethod: method });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // A slot taken meanwhile: show fresh slots and ask for another.
          setValue('slot', '');
          void choices.slots.refetch();
          setFormError(refusalText(error));
        } else {
          setFormError(applyApiErrors(error, setError, LAB_CHECKOUT_FIELDS));
        }
        return;
      }
      clearCart();
      if (created.paymentStatus !== 'awaiting_payment') {
        navigate(labBookingPath(created.id), { replace: true, state: { justBooked: true } });
        return;
      }
      // Booked and its slot held: pay now; whatever Checkout answers, the booking page shows where it stands.
      let problem: string | null;
      try {
        problem = payProblem(i18n, await pay.mutateAsync(created.id), 'booking');
      } catch (error) {
        problem = refusalText(error);
      }
      navigate(labBookingPath(created.id), {
        replace: true,
        state: { justBooked: true, paymentProblem: problem },
      });
    },
    () => document.getElementById(`${id}-errors`)?.focus(),
  );

  const errorCount = formState.isSubmitted ? countFieldErrors(formState.errors) : 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Book home collection</Trans>
      </h1>
      <FormProvider {...form}>
        <form
          onSubmit={onSubmit}
          noValidate
          className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
        >
          <div className="space-y-6">
            <div id={`${id}-errors`} tabIndex={-1} aria-live="assertive">
              {errorCount > 0 ? (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                  {t`${plural(errorCount, { one: 'Please check one field below.', other: 'Please check # fields below.' })}`}
                </p>
              ) : null}
            </div>
            <LabCheckoutPatient />
            <LabCheckoutAddress
              saved={choices.saved}
              pending={choices.addresses.isPending}
              error={choices.addresses.isError ? choices.addresses.error : null}
            />
            <LabCheckoutLab pinCode={choices.pinCode} offers={choices.offers} />
            <LabCheckoutSlot slots={choices.slots} day={choices.day} today={today} />
            <LabCheckoutPreparation day={choices.day} />
          </div>
          <LabCheckoutSummary
            items={items}
            offer={choices.offer}
            quote={choices.quote}
            online={online}
            method={method}
            busy={book.isPending ? 'booking' : pay.isPending ? 'paying' : null}
            formError={formError}
          />
        </form>
      </FormProvider>
    </div>
  );
}
