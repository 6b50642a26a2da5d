import {
  APPOINTMENT_CHANGE_CUTOFF_HOURS,
  EMERGENCY_NUMBERS,
  MAX_RESCHEDULES,
  MIN_ACCOUNT_AGE_YEARS,
  PRESCRIPTION_VALIDITY_DAYS,
  SUPPORT,
} from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GrievanceOfficer } from '../../../components/grievance-officer.tsx';
import { paths } from '../../../config/paths.ts';
import { countText } from '../../../lib/policy-text.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { PhoneLink, TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { SupportContact } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';

/** Built at render, so the counts and dates inside read in the page's language. */
const sections = (): PolicySectionData[] => [
  {
    id: 'about-these-terms',
    title: msg`About these terms`,
    body: (
      <p>
        <Trans>
          These terms are an agreement between you and {SUPPORT.address.line1} (&ldquo;Arogya&rdquo;,
          &ldquo;we&rdquo;). By creating an account or using Arogya you accept them. How we handle your
          personal data is explained in our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
        </Trans>
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: msg`Who can use Arogya`,
    body: (
      <p>
        <Trans>
          You must be at least {countText(MIN_ACCOUNT_AGE_YEARS, 'year')} old and able to enter a binding
          contract under Indian law. A parent or lawful guardian may use their account to arrange care for a
          child and is responsible for doing so.
        </Trans>
      </p>
    ),
  },
  {
    id: 'accounts',
    title: msg`Your account`,
    body: (
      <BulletList>
        <li>
          <Trans>Give accurate details, including a mobile number and e-mail address that are yours.</Trans>
        </li>
        <li>
          <Trans>Keep your password secret. You are responsible for what is done through your account.</Trans>
        </li>
        <li>
          <Trans>Tell us straight away if you think someone else has used your account.</Trans>
        </li>
        <li>
          <Trans>You can close your account at any time from your Profile page.</Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'teleconsultation',
    title: msg`Consultations and teleconsultation`,
    body: (
      <>
        <p>
          <Trans>
            Doctors on Arogya are registered medical practitioners; each shows their medical council
            registration number on their profile and on every prescription they issue. Video and audio
            consultations follow India’s Telemedicine Practice Guidelines, 2020.
          </Trans>
        </p>
        <BulletList>
          <li>
            <Trans>
              The medical advice is the doctor’s own professional judgement. The doctor decides whether your
              problem can be handled remotely and may ask you to see a doctor in person.
            </Trans>
          </li>
          <li>
            <Trans>
              Give the doctor true and complete information about your health. A prescription issued after a
              teleconsultation is marked &lsquo;via teleconsultation&rsquo;.
            </Trans>
          </li>
          <li>
            <Trans>
              You need a browser that allows camera and microphone access for a video or audio consultation.
            </Trans>
          </li>
        </BulletList>
        <p className="font-semibold text-slate-900">
          <Trans>
            Arogya is not for emergencies. In an emergency call{' '}
            <PhoneLink href={EMERGENCY_NUMBERS.generalHref}>{EMERGENCY_NUMBERS.general}</PhoneLink>, or{' '}
            <PhoneLink href={EMERGENCY_NUMBERS.ambulanceHref}>{EMERGENCY_NUMBERS.ambulance}</PhoneLink> for an
            ambulance.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'lab-tests',
    title: msg`Lab tests`,
    body: (
      <p>
        <Trans>
          Lab tests are carried out by partner labs, which collect samples at the address you give and issue
          the reports. Please follow any preparation instructions for a test, such as fasting; otherwise the
          result may not be reliable.
        </Trans>
      </p>
    ),
  },
  {
    id: 'pharmacy',
    title: msg`Pharmacy`,
    body: (
      <BulletList>
        <li>
          <Trans>
            Schedule H and H1 medicines are dispensed only against a valid prescription issued within the last{' '}
            {countText(PRESCRIPTION_VALIDITY_DAYS, 'day')}, which a registered pharmacist checks before
            dispatch. The pharmacist may refuse a prescription that is unclear, expired or not valid for the
            order.
          </Trans>
        </li>
        <li>
          <Trans>Schedule X medicines and narcotic drugs are not sold online.</Trans>
        </li>
        <li>
          <Trans>Do not upload a prescription that was not issued to you or to a person in your care.</Trans>
        </li>
        <li>
          <Trans>
            Delivery, payment, returns and refunds follow our{' '}
            <TextLink to={paths.paymentShippingPolicy}>Payment &amp; Shipping Policy</TextLink> and{' '}
            <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'payments',
    title: msg`Prices and payments`,
    body: (
      <p>
        <Trans>
          Prices are in Indian rupees. The total is worked out by Arogya when you place an order or booking,
          and the total you confirm is what you pay. Payment methods available to you are shown at checkout.
        </Trans>
      </p>
    ),
  },
  {
    id: 'cancellations',
    title: msg`Cancelling and rescheduling`,
    body: (
      <BulletList>
        <li>
          <Trans>
            You may cancel or reschedule an appointment up to{' '}
            {countText(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour')} before it starts.
          </Trans>
        </li>
        <li>
          <Trans>An appointment can be rescheduled at most {countText(MAX_RESCHEDULES, 'time')}.</Trans>
        </li>
        <li>
          <Trans>
            To cancel a medicine or lab test order, contact support. Refunds follow our{' '}
            <TextLink to={paths.replacementPolicy}>Refund &amp; Replacement Policy</TextLink>.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'acceptable-use',
    title: msg`Using Arogya fairly`,
    body: (
      <p>
        <Trans>
          Do not misuse Arogya: no false identities or prescriptions, no abuse of doctors or staff, no
          attempts to reach other people’s data or to disrupt the service. We may suspend an account that
          breaks these terms.
        </Trans>
      </p>
    ),
  },
  {
    id: 'liability',
    title: msg`Limitation of liability`,
    body: (
      <p>
        <Trans>
          We work to keep Arogya accurate and available, but we cannot promise it will always be
          uninterrupted. To the extent Indian law allows, Arogya is not liable for indirect or consequential
          loss arising from your use of the service. Nothing in these terms limits liability that cannot be
          limited by law, or your rights as a consumer under the Consumer Protection Act, 2019.
        </Trans>
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: msg`Governing law`,
    body: (
      <p>
        <Trans>
          These terms are governed by the laws of India. The courts at {SUPPORT.address.city} have
          jurisdiction over any dispute arising from them.
        </Trans>
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: msg`Grievance Officer`,
    body: (
      <>
        <p>
          <Trans>
            If you have a complaint about Arogya, about content on it or about how we handled your data, write
            to our Grievance Officer, by e-mail or by post:
          </Trans>
        </p>
        <GrievanceOfficer subject="Complaint" />
      </>
    ),
  },
  {
    id: 'changes-and-contact',
    title: msg`Changes and contact`,
    body: (
      <>
        <p>
          <Trans>
            When we change these terms we update the date at the top. If you keep using Arogya after a change,
            the new terms apply. Questions are welcome:
          </Trans>
        </p>
        <SupportContact />
      </>
    ),
  },
];

export default function TermsOfServicePage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Terms of Service`}
      lastUpdated={POLICY_LAST_UPDATED.terms}
      intro={
        <p>
          <Trans>
            The rules for using Arogya to consult doctors, book lab tests and buy medicines. Please read them
            with our Privacy Policy and our pharmacy policies.
          </Trans>
        </p>
      }
      sections={sections()}
    />
  );
}

/** The Grievance Officer named on the page is in the server's HTML. */
export { grievanceOfficerLoader as loader } from '../../../lib/api/get-grievance-officer.ts';
