// The help center's answers. Figures come from the shared constants, so they match the policy pages.

import {
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  MAX_RESCHEDULES,
  PRESCRIPTION_VALIDITY_DAYS,
  REPLACEMENT_WINDOW_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
  SUPPORT,
  UPLOAD_MAX_MB,
} from '@arogya/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { countText } from '../../lib/policy-text.ts';
import type { Faq } from './components/faq-list.tsx';

const link = 'font-medium text-brand-700 underline underline-offset-4';
const hours = (n: number) => countText(n, 'hour');

/** Built at render, so the figures inside read in the page's language. */
export const FAQ_SECTIONS = (): { id: string; title: MessageDescriptor; faqs: Faq[] }[] => [
  {
    id: 'accounts',
    title: msg`Your account`,
    faqs: [
      {
        question: msg`How do I create an account?`,
        answer: (
          <p>
            <Trans>
              Choose{' '}
              <Link to={paths.register} className={link}>
                Register
              </Link>{' '}
              and enter your 10-digit Indian mobile number. We send it a 6-digit code by SMS (or WhatsApp);
              enter it, then your name, and accept the privacy notice. On the other tab you can register with
              an e-mail address and a password instead.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`How do I sign in with my mobile number?`,
        answer: (
          <p>
            <Trans>
              On the{' '}
              <Link to={paths.login} className={link}>
                login page
              </Link>{' '}
              enter your number and choose "Send code by SMS". The code works for 10 minutes and can be tried
              5 times; on Android, Chrome offers it from the SMS by itself. Didn’t get it? Ask for a new one
              after 30 seconds. Staff sign in with their e-mail and password, then the code sent to their
              phone.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`Why should I verify my mobile number and e-mail?`,
        answer: (
          <p>
            <Trans>
              Arogya sends reminders, reports and receipts only to a number and an address you have verified,
              so they never reach a stranger. Verify them on{' '}
              <Link to={paths.profile} className={link}>
                My Profile
              </Link>
              : a code for the number, a link for the e-mail. To change either, verify the new one; the old
              one is told.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`How do I change my name, mobile number, photo or password?`,
        answer: (
          <p>
            <Trans>
              Open{' '}
              <Link to={paths.profile} className={link}>
                My Profile
              </Link>
              . Changing your password signs out every other device where you are signed in.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`I forgot my password. What can I do?`,
        answer: (
          <p>
            <Trans>
              On the login page choose{' '}
              <Link to={paths.forgotPassword} className={link}>
                Forgot password?
              </Link>
              . Enter your verified mobile number: we send it a 6-digit code (10 minutes), and you choose a
              new password with it. Or enter your verified e-mail address: we e-mail it a link that sets a new
              password, which works once, for 30 minutes. Setting the new password signs out every device
              where your account is signed in, and signs you in on this one. Nothing after a few minutes? Look
              in your spam folder, or write to{' '}
              <a href={`mailto:${SUPPORT.email}`} className={link}>
                {SUPPORT.email}
              </a>
              .
            </Trans>
          </p>
        ),
      },
      {
        question: msg`How do I choose which messages Arogya sends me?`,
        answer: (
          <p>
            <Trans>
              Open{' '}
              <Link to={paths.notificationSettings} className={link}>
                Notification settings
              </Link>{' '}
              and tick, for each kind of message, the ways you want it: SMS, WhatsApp, e-mail, browser
              notifications or the in-app inbox. Offers and health tips come only if you agree to them.
              Between 9 PM and 8 AM we hold messages that can wait until morning; join links and codes are
              never held.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`How do I download my data or delete my account?`,
        answer: (
          <p>
            <Trans>
              Both are on{' '}
              <Link to={paths.profile} className={link}>
                My Profile
              </Link>
              : "Download a summary (PDF)" gives you everything Arogya holds about your account arranged to
              read, "Download my data" the same as a JSON file, and "Delete my account" removes it after you
              confirm your password (or, if you sign in with a code only, a code sent to your number).
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'appointments',
    title: msg`Appointments and consultations`,
    faqs: [
      {
        question: msg`How are appointment times shown?`,
        answer: (
          <p>
            <Trans>
              Every slot is in Indian Standard Time (IST). A slot is offered only when the doctor works at
              that hour and nobody else has booked it.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`Can I reschedule or cancel an appointment?`,
        answer: (
          <p>
            <Trans>
              Yes, up to {hours(APPOINTMENT_CHANGE_CUTOFF_HOURS)} before it starts. An appointment can be
              rescheduled at most {MAX_RESCHEDULES} times.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`What do I need for a video or audio consultation?`,
        answer: (
          <p>
            <Trans>
              A current browser such as Chrome, Edge, Firefox or Safari, and permission for it to use your
              microphone (and camera for a video call). The call runs directly between your browser and the
              doctor's.
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'orders',
    title: msg`Orders and delivery`,
    faqs: [
      {
        question: msg`What does delivery cost, and how long does it take?`,
        answer: (
          <>
            <p>
              <Trans>
                Delivery is free on pharmacy orders of {formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above.
                Below that it costs {formatInr(SHIPPING_FEE_PAISE.metro)} in metro cities,{' '}
                {formatInr(SHIPPING_FEE_PAISE.tier2)} in tier-2 cities and{' '}
                {formatInr(SHIPPING_FEE_PAISE.rural)} in rural areas.
              </Trans>
            </p>
            <p>
              <Trans>
                Delivery takes {DELIVERY_DAYS.metro.min}-{DELIVERY_DAYS.metro.max} days in metro cities,{' '}
                {DELIVERY_DAYS.tier2.min}-{DELIVERY_DAYS.tier2.max} days in tier-2 cities and{' '}
                {DELIVERY_DAYS.rural.min}-{DELIVERY_DAYS.rural.max} days in rural areas.
              </Trans>
            </p>
          </>
        ),
      },
      {
        question: msg`Can I pay cash on delivery?`,
        answer: (
          <p>
            <Trans>
              Yes, for orders up to {formatInr(COD_LIMIT_PAISE)} delivered to pin codes where cash on delivery
              is available. It costs {formatInr(COD_FEE_PAISE)} extra per order.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`How do I return or replace an item?`,
        answer: (
          <p>
            <Trans>
              Ask for a replacement within {hours(REPLACEMENT_WINDOW_HOURS)} of delivery, or a return within{' '}
              {RETURN_WINDOW_DAYS} days of delivery. The details are in the{' '}
              <Link to={paths.replacementPolicy} className={link}>
                Refund & Replacement Policy
              </Link>{' '}
              and the{' '}
              <Link to={paths.paymentShippingPolicy} className={link}>
                Payment & Shipping Policy
              </Link>
              .
            </Trans>
          </p>
        ),
      },
    ],
  },
  {
    id: 'prescriptions',
    title: msg`Prescriptions`,
    faqs: [
      {
        question: msg`Which medicines need a prescription?`,
        answer: (
          <p>
            <Trans>
              Schedule H and H1 medicines need a valid prescription issued within the last{' '}
              {PRESCRIPTION_VALIDITY_DAYS} days, uploaded by you or issued by an Arogya doctor. A pharmacist
              checks it before the order is dispatched; until then the order shows "Awaiting prescription
              verification". Schedule X medicines are not sold online.
            </Trans>
          </p>
        ),
      },
      {
        question: msg`What files can I upload?`,
        answer: (
          <p>
            <Trans>Photos (images) or PDF files of your prescription, up to {UPLOAD_MAX_MB} MB each.</Trans>
          </p>
        ),
      },
      {
        question: msg`Who can see my prescriptions and reports?`,
        answer: (
          <p>
            <Trans>
              You, the doctor of that consultation, and Arogya staff whose work needs them, such as the
              pharmacist checking your order. Every time someone other than you opens them, it is recorded.
            </Trans>
          </p>
        ),
      },
    ],
  },
];
