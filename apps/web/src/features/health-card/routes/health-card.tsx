// /healthcard: the Smart Health Card (docs/screens.md#smart-health-card). The signed-in holder's card first;
// then the plans side by side with what each is worth for a typical family, bought through Razorpay
// Checkout (active only once paid); then the terms and questions.

import {
  formatInr,
  HEALTH_CARD_REFUND_DAYS,
  HEALTH_CARD_RENEWAL_REMINDER_DAYS,
  MAX_FAMILY_MEMBERS,
} from '@arogya/contracts/constants';
import type { HealthCard, MembershipPlan } from '@arogya/contracts/health-card';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useOnlinePaymentOffered } from '../../../lib/api/online-payment.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { loginReturnState } from '../../../lib/login-return.ts';
import toast from '../../../lib/toast.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useBuyCard } from '../api/buy-card.ts';
import { useHealthCard } from '../api/get-card.ts';
import { usePlans } from '../api/list-plans.ts';
import { CardView } from '../components/card-view.tsx';
import { PlanCards, ValueAssumptions } from '../components/plan-cards.tsx';
import { type Bought, PurchaseConfirmation } from '../components/purchase-confirmation.tsx';
import { planText } from '../plan-text.ts';

/** Read at render, so a Hindi page reads them in Hindi (a module's constant would be English). */
const FAQS: { q: MessageDescriptor; a: MessageDescriptor }[] = [
  {
    q: msg`When does my card start?`,
    a: msg`As soon as the payment goes through. It is valid for 12 months, until 11:59 PM (India time) on its last day. A renewal bought early starts the day after your current card ends.`,
  },
  {
    q: msg`How do I use the free consultations?`,
    a: msg`Book a video consultation for yourself or a covered family member: the fee line shows "Health card: free video consultation" and you pay nothing for it. If you cancel that appointment, the free consultation comes back to your card.`,
  },
  {
    q: msg`How do the medicine and lab discounts work?`,
    a: msg`At checkout choose whom the order is for. If that person is covered, the discount and free delivery appear as their own lines, worked out by Arogya, before you pay.`,
  },
  {
    q: msg`Who is covered by the family plan?`,
    a: msg`You and the family members on your account, up to the plan's limit, in the order you added them (an account can hold ${MAX_FAMILY_MEMBERS} family members). Members added later are covered at once while there is room.`,
  },
  {
    q: msg`What does a clinic see when it scans my QR code?`,
    a: msg`Only the card number, the plan, the names on the card and whether it is valid today. Never your age, prescriptions, reports or anything else about your health. If the code is shared too widely, replace it and the old one stops working.`,
  },
  {
    q: msg`Can I cancel?`,
    a: msg`Yes. Within ${HEALTH_CARD_REFUND_DAYS} days of buying, and if no benefit has been used, cancelling refunds the full price to the way you paid.`,
  },
];

function BuyButton({
  plan,
  card,
  onBought,
}: {
  plan: MembershipPlan;
  card: HealthCard | null | undefined;
  onBought: (bought: Bought) => void;
}) {
  const { t } = useLingui();
  const user = useAuthStore((s) => s.user);
  const buy = useBuyCard();
  const online = useOnlinePaymentOffered();
  if (online.data === false) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          Online payment is not available right now, so the card cannot be bought. Please try again later.
        </Trans>
      </p>
    );
  }
  if (!user) {
    return (
      <Link
        to={paths.login}
        state={loginReturnState(paths.healthCard)}
        className={buttonClass('primary', 'md', 'w-full')}
      >
        <Trans>Sign In to Buy</Trans>
      </Link>
    );
  }
  const running = card && card.status === 'active';
  if (running && card.renewal) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>Your card is renewed for another year.</Trans>
      </p>
    );
  }
  if (running && !card.renewalDue) {
    return (
      <p className="text-sm text-slate-700">
        <Trans>
          Your card is active. You can renew it from {HEALTH_CARD_RENEWAL_REMINDER_DAYS} days before it ends.
        </Trans>
      </p>
    );
  }
  const onBuy = async () => {
    try {
      const outcome = await buy.mutateAsync(plan.slug);
      if (outcome.kind === 'paid' || outcome.kind === 'pending') {
        onBought({
          cardId: outcome.cardId,
          paymentId: outcome.paymentId,
          pricePaise: plan.pricePaise,
          planName: plan.name,
        });
        if (outcome.kind === 'pending')
          toast.success(t`Payment authorised. Your card will be active in a moment.`);
        window.scrollTo({ top: 0 });
      } else if (outcome.kind === 'failed')
        toast.error(t`The payment did not go through: ${outcome.message}`);
    } catch (error) {
      toast.error(errorMessage(error, t`The payment could not be started.`));
    }
  };
  return (
    <Button className="w-full" onClick={onBuy} pending={buy.isPending} pendingLabel={t`Opening payment...`}>
      {running
        ? t`Renew with ${planText(plan.name)} for ${formatInr(plan.pricePaise)}`
        : t`Buy ${planText(plan.name)} for ${formatInr(plan.pricePaise)}`}
    </Button>
  );
}

export default function HealthCardPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Smart Health Card`);
  useMetaDescription(
    t`Arogya Smart Health Card: free video consultations, discounts on lab tests and medicines, free delivery and a free full-body checkup for you and your family.`,
  );
  const user = useAuthStore((s) => s.user);
  const plans = usePlans();
  const card = useHealthCard(Boolean(user));
  const shownCard = card.data;
  const [bought, setBought] = useState<Bought | null>(null);

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>Smart Health Card</Trans>
        </h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          <Trans>
            One yearly membership for you or your whole family: free video consultations, savings on lab tests
            and medicines, free delivery and a free full-body checkup.
          </Trans>
        </p>
      </header>

      {user && card.isPending ? <LoadingNote label={t`Loading your card...`} /> : null}
      {user && card.isError ? (
        <ErrorState title={t`Your card could not be loaded`} onRetry={() => void card.refetch()} />
      ) : null}
      {bought && shownCard && (shownCard.status === 'active' || shownCard.id !== bought.cardId) ? (
        <PurchaseConfirmation bought={bought} card={shownCard} />
      ) : null}
      {shownCard ? <CardView card={shownCard} /> : null}

      <section aria-labelledby="plans">
        <h2 id="plans" className="mb-4 text-xl font-bold text-slate-900">
          {shownCard?.status === 'active' ? t`Plans` : t`Choose a plan`}
        </h2>
        {plans.isPending ? (
          <>
            <LoadingNote label={t`Loading plans...`} />
            {/* The plans' own place, so the questions below do not move when they arrive. */}
            <div className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-[38rem] rounded-2xl" />
              <Skeleton className="h-[38rem] rounded-2xl" />
            </div>
          </>
        ) : plans.isError ? (
          <ErrorState title={t`Plans could not be loaded`} onRetry={() => void plans.refetch()} />
        ) : (
          <>
            <PlanCards
              plans={plans.data}
              action={(plan) => <BuyButton plan={plan} card={card.data} onBought={setBought} />}
            />
            <ValueAssumptions />
          </>
        )}
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Paid securely online through Razorpay (UPI, cards, net banking, wallets). The card becomes active
            only once the payment is received.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="faqs">
        <h2 id="faqs" className="mb-3 text-xl font-bold text-slate-900">
          <Trans>Terms and questions</Trans>
        </h2>
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQS.map((f) => (
            <details key={f.q.id} className="group px-4 py-3">
              <summary className="cursor-pointer font-semibold text-slate-900">{i18n._(f.q)}</summary>
              <p className="mt-2 text-sm text-slate-700">{i18n._(f.a)}</p>
            </details>
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            Benefits apply to bookings and orders on Arogya only, for the people on the card, while it is
            valid. See also our{' '}
            <Link to={paths.termsOfService} className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>
            .
          </Trans>
        </p>
      </section>
    </div>
  );
}
