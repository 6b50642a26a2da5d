import {
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
  EMERGENCY_NUMBERS,
  MAX_RESCHEDULES,
  MIN_ACCOUNT_AGE_YEARS,
  PRESCRIPTION_VALIDITY_DAYS,
  SUPPORT,
} from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { PhoneLink, TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';
import { plural } from '../lib/policy-text.ts';

const sections: PolicySectionData[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and {SUPPORT.address.line1} (&ldquo;Arogya&rdquo;,
        &ldquo;we&rdquo;). By creating an account or using Arogya you accept them. How we handle your personal
        data is explained in our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Arogya',
    body: (
      <p>
        You must be at least {plural(MIN_ACCOUNT_AGE_YEARS, 'year')} old and able to enter a binding contract
        under Indian law. A parent or lawful guardian may use their account to arrange care for a child and is
        responsible for doing so.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <BulletList>
        <li>Give accurate details, including a mobile number and e-mail address that are yours.</li>
        <li>Keep your password secret. You are responsible for what is done through your account.</li>
        <li>Tell us straight away if you think someone else has used your account.</li>
        <li>You can close your account at any time from your Profile page.</li>
      </BulletList>
    ),
  },
  {
    id: 'teleconsultation',
    title: 'Consultations and teleconsultation',
    body: (
      <>
        <p>
          Doctors on Arogya are registered medical practitioners; each shows their medical council
          registration number on their profile and on every prescription they issue. Video and audio
          consultations follow India’s Telemedicine Practice Guidelines, 2020.
        </p>
        <BulletList>
          <li>
            The medical advice is the doctor’s own professional judgement. The doctor decides whether your
            problem can be handled remotely and may ask you to see a doctor in person.
          </li>
          <li>
            Give the doctor true and complete information about your health. A prescription issued after a
            teleconsultation is marked &lsquo;via teleconsultation&rsquo;.
          </li>
          <li>
            You need a browser that allows camera and microphone access for a video or audio consultation.
          </li>
        </BulletList>
        <p className="font-semibold text-slate-900">
          Arogya is not for emergencies. In an emergency call{' '}
          <PhoneLink href={EMERGENCY_NUMBERS.generalHref}>{EMERGENCY_NUMBERS.general}</PhoneLink>, or{' '}
          <PhoneLink href={EMERGENCY_NUMBERS.ambulanceHref}>{EMERGENCY_NUMBERS.ambulance}</PhoneLink> for an
          ambulance.
        </p>
      </>
    ),
  },
  {
    id: 'lab-tests',
    title: 'Lab tests',
    body: (
      <p>
        Lab tests are carried out by partner labs, which collect samples at the address you give and issue the
        reports. Please follow any preparation instructions for a test, such as fasting; otherwise the result
        may not be reliable.
      </p>
    ),
  },
  {
    id: 'pharmacy',
    title: 'Pharmacy',
    body: (
      <BulletList>
        <li>
          Schedule H and H1 medicines are dispensed only against a valid prescription issued within the last{' '}
          {plural(PRESCRIPTION_VALIDITY_DAYS, 'day')}, which a registered pharmacist checks before dispatch.
          The pharmacist may refuse a prescription that is unclear, expired or not valid for the order.
        </li>
        <li>Schedule X medicines and narcotic drugs are not sold online.</li>
        <li>Do not upload a prescription that was not issued to you or to a person in your care.</li>
        <li>
          Delivery, payment, returns and refunds follow our{' '}
          <TextLink to={paths.paymentShippingPolicy}>Payment &amp; Shipping Policy</TextLink> and{' '}
          <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'payments',
    title: 'Prices and payments',
    body: (
      <p>
        Prices are in Indian rupees. The total is worked out by Arogya when you place an order or booking, and
        the total you confirm is what you pay. Payment methods available to you are shown at checkout.
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancelling and rescheduling',
    body: (
      <BulletList>
        <li>
          You may cancel or reschedule an appointment up to {plural(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour')}{' '}
          before it starts.
        </li>
        <li>An appointment can be rescheduled at most {plural(MAX_RESCHEDULES, 'time')}.</li>
        <li>
          To cancel a medicine or lab test order, contact support. Refunds follow our{' '}
          <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Using Arogya fairly',
    body: (
      <p>
        Do not misuse Arogya: no false identities or prescriptions, no abuse of doctors or staff, no attempts
        to reach other people’s data or to disrupt the service. We may suspend an account that breaks these
        terms.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        We work to keep Arogya accurate and available, but we cannot promise it will always be uninterrupted.
        To the extent Indian law allows, Arogya is not liable for indirect or consequential loss arising from
        your use of the service. Nothing in these terms limits liability that cannot be limited by law, or
        your rights as a consumer under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. The courts at {SUPPORT.address.city} have jurisdiction
        over any dispute arising from them.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    body: (
      <>
        <p>
          When we change these terms we update the date at the top. If you keep using Arogya after a change,
          the new terms apply. Questions are welcome:
        </p>
        <SupportContact />
      </>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <PolicyLayout
      title="Terms of Service"
      lastUpdated={POLICY_LAST_UPDATED.terms}
      intro={
        <p>
          The rules for using Arogya to consult doctors, book lab tests and buy medicines. Please read them
          with our Privacy Policy and our pharmacy policies.
        </p>
      }
      sections={sections}
    />
  );
}
