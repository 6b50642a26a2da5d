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
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import type { Faq } from './components/faq-list.tsx';

const link = 'font-medium text-brand-700 underline underline-offset-4';
const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

export const FAQ_SECTIONS: { id: string; title: string; faqs: Faq[] }[] = [
  {
    id: 'accounts',
    title: 'Your account',
    faqs: [
      {
        question: 'How do I create an account?',
        answer: (
          <p>
            Choose{' '}
            <Link to={paths.register} className={link}>
              Register
            </Link>
            , enter your name, e-mail, a 10-digit Indian mobile number and a password of at least 8
            characters, and accept the privacy notice.
          </p>
        ),
      },
      {
        question: 'How do I change my name, mobile number, photo or password?',
        answer: (
          <p>
            Open{' '}
            <Link to={paths.profile} className={link}>
              My Profile
            </Link>
            . Changing your password signs out every other device where you are signed in.
          </p>
        ),
      },
      {
        question: 'I forgot my password. What can I do?',
        answer: (
          <p>
            Resetting a password by e-mail is not available yet. Write to{' '}
            <a href={`mailto:${SUPPORT.email}`} className={link}>
              {SUPPORT.email}
            </a>{' '}
            from the e-mail address of your account and we will help you sign in again.
          </p>
        ),
      },
      {
        question: 'How do I download my data or delete my account?',
        answer: (
          <p>
            Both are on{' '}
            <Link to={paths.profile} className={link}>
              My Profile
            </Link>
            : "Download my data" saves a file with everything Arogya holds about your account, and "Delete my
            account" removes it after you confirm your password.
          </p>
        ),
      },
    ],
  },
  {
    id: 'appointments',
    title: 'Appointments and consultations',
    faqs: [
      {
        question: 'How are appointment times shown?',
        answer: (
          <p>
            Every slot is in Indian Standard Time (IST). A slot is offered only when the doctor works at that
            hour and nobody else has booked it.
          </p>
        ),
      },
      {
        question: 'Can I reschedule or cancel an appointment?',
        answer: (
          <p>
            Yes, up to {hours(APPOINTMENT_CHANGE_CUTOFF_HOURS)} before it starts. An appointment can be
            rescheduled at most {MAX_RESCHEDULES} times.
          </p>
        ),
      },
      {
        question: 'What do I need for a video or audio consultation?',
        answer: (
          <p>
            A current browser such as Chrome, Edge, Firefox or Safari, and permission for it to use your
            microphone (and camera for a video call). The call runs directly between your browser and the
            doctor's.
          </p>
        ),
      },
    ],
  },
  {
    id: 'orders',
    title: 'Orders and delivery',
    faqs: [
      {
        question: 'What does delivery cost, and how long does it take?',
        answer: (
          <>
            <p>
              Delivery is free on pharmacy orders of {formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above.
              Below that it costs {formatInr(SHIPPING_FEE_PAISE.metro)} in metro cities,{' '}
              {formatInr(SHIPPING_FEE_PAISE.tier2)} in tier-2 cities and {formatInr(SHIPPING_FEE_PAISE.rural)}{' '}
              in rural areas.
            </p>
            <p>
              Delivery takes {DELIVERY_DAYS.metro.min}-{DELIVERY_DAYS.metro.max} days in metro cities,{' '}
              {DELIVERY_DAYS.tier2.min}-{DELIVERY_DAYS.tier2.max} days in tier-2 cities and{' '}
              {DELIVERY_DAYS.rural.min}-{DELIVERY_DAYS.rural.max} days in rural areas.
            </p>
          </>
        ),
      },
      {
        question: 'Can I pay cash on delivery?',
        answer: (
          <p>
            Yes, for orders up to {formatInr(COD_LIMIT_PAISE)} delivered to pin codes where cash on delivery
            is available. It costs {formatInr(COD_FEE_PAISE)} extra per order.
          </p>
        ),
      },
      {
        question: 'How do I return or replace an item?',
        answer: (
          <p>
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
          </p>
        ),
      },
    ],
  },
  {
    id: 'prescriptions',
    title: 'Prescriptions',
    faqs: [
      {
        question: 'Which medicines need a prescription?',
        answer: (
          <p>
            Schedule H and H1 medicines need a valid prescription issued within the last{' '}
            {PRESCRIPTION_VALIDITY_DAYS} days, uploaded by you or issued by an Arogya doctor. A pharmacist
            checks it before the order is dispatched; until then the order shows "Awaiting prescription
            verification". Schedule X medicines are not sold online.
          </p>
        ),
      },
      {
        question: 'What files can I upload?',
        answer: <p>Photos (images) or PDF files of your prescription, up to {UPLOAD_MAX_MB} MB each.</p>,
      },
      {
        question: 'Who can see my prescriptions and reports?',
        answer: (
          <p>
            You, the doctor of that consultation, and Arogya staff whose work needs them, such as the
            pharmacist checking your order. Every time someone other than you opens them, it is recorded.
          </p>
        ),
      },
    ],
  },
];
