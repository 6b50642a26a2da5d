import { SUPPORT } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GrievanceOfficer } from '../../../components/grievance-officer.tsx';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { PostalAddress } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';

const profile = (
  <TextLink to={paths.profile}>
    <Trans>Profile</Trans>
  </TextLink>
);

/** Built at render, so the counts and dates inside read in the page's language. */
const sections = (): PolicySectionData[] => [
  {
    id: 'who-we-are',
    title: msg`Who we are`,
    body: (
      <>
        <p>
          <Trans>
            Arogya is run by {SUPPORT.address.line1} (&ldquo;Arogya&rdquo;, &ldquo;we&rdquo;). Under India’s
            Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;) we are the Data Fiduciary
            for the personal data you give us, and you are the Data Principal.
          </Trans>
        </p>
        <PostalAddress />
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: msg`What we collect`,
    body: (
      <BulletList>
        <li>
          <Trans>
            <strong>Account:</strong> your name, e-mail address, mobile number and password. We store the
            password only as an argon2id hash, so nobody at Arogya can read it.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Health data:</strong> prescriptions you upload and prescriptions doctors issue to you, lab
            test reports, vitals recorded at your appointments, and your consultations (doctor, date, type and
            the doctor’s notes).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Orders and bookings:</strong> appointments, lab test bookings, medicine orders, delivery
            address and pin code, and how you chose to pay.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Technical records:</strong> request logs (such as IP address and time) that we keep to
            secure the service and fix faults.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'calls',
    title: msg`Video and audio consultations`,
    body: (
      <p>
        <Trans>
          Sound and video travel directly between your browser and your doctor’s browser. Arogya does not
          record consultations. What the doctor writes down — notes and any prescription — becomes part of
          your health data.
        </Trans>
      </p>
    ),
  },
  {
    id: 'why-we-use-it',
    title: msg`Why we use it`,
    body: (
      <>
        <p>
          <Trans>We use your personal data only to:</Trans>
        </p>
        <BulletList>
          <li>
            <Trans>run your account and keep you signed in;</Trans>
          </li>
          <li>
            <Trans>
              book and hold your consultations and lab tests, and let your doctor or lab see what they need;
            </Trans>
          </li>
          <li>
            <Trans>check prescriptions, and pack and deliver your medicine orders;</Trans>
          </li>
          <li>
            <Trans>answer you when you contact support, and handle returns, refunds and complaints;</Trans>
          </li>
          <li>
            <Trans>keep the service secure and meet our duties under Indian law.</Trans>
          </li>
        </BulletList>
        <p>
          <Trans>We do not sell your personal data and we do not use it for advertising.</Trans>
        </p>
      </>
    ),
  },
  {
    id: 'who-can-read-health-data',
    title: msg`Who can read your health data`,
    body: (
      <>
        <BulletList>
          <li>
            <Trans>You.</Trans>
          </li>
          <li>
            <Trans>The doctor of the consultation it belongs to.</Trans>
          </li>
          <li>
            <Trans>
              Arogya and partner staff whose role needs it, for that purpose only — for example the pharmacist
              checking the prescription for your order, or the lab staff handling your sample and report.
            </Trans>
          </li>
        </BulletList>
        <p>
          <Trans>
            Every time someone other than you reads your health data, we write it to an audit log that cannot
            be edited afterwards, so access can always be checked.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: msg`Who else we share data with`,
    body: (
      <BulletList>
        <li>
          <Trans>
            Delivery partners receive your name, mobile number and delivery address to deliver your order.
          </Trans>
        </li>
        <li>
          <Trans>Partner labs receive what they need to collect your sample and issue your report.</Trans>
        </li>
        <li>
          <Trans>Authorities receive data only when Indian law requires us to provide it.</Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'consent',
    title: msg`Your consent and withdrawing it`,
    body: (
      <>
        <p>
          <Trans>
            When you register we show you a short privacy notice and ask for your consent. We process your
            data on the basis of that consent, and where the law allows us to without it.
          </Trans>
        </p>
        <p>
          <Trans>
            You can withdraw your consent at any time by deleting your account from your {profile} page or by
            writing to our Grievance Officer. Withdrawal does not affect what was done before it, and without
            your data we cannot provide consultations, lab tests or orders.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: msg`Your rights`,
    body: (
      <>
        <p>
          <Trans>Under the DPDP Act you have the right to:</Trans>
        </p>
        <BulletList>
          <li>
            <Trans>see what we hold about you — download a copy of your data from your {profile} page;</Trans>
          </li>
          <li>
            <Trans>
              correct your details — edit them on your {profile} page, or ask support for anything you cannot
              edit;
            </Trans>
          </li>
          <li>
            <Trans>erase your data — delete your account from your {profile} page;</Trans>
          </li>
          <li>
            <Trans>have your complaints heard by our Grievance Officer (below);</Trans>
          </li>
          <li>
            <Trans>
              nominate someone to use these rights for you if you die or cannot act — write to the Grievance
              Officer.
            </Trans>
          </li>
        </BulletList>
        <p>
          <Trans>
            If you are not satisfied with our answer to a complaint, you may complain to the Data Protection
            Board of India.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: msg`How long we keep data`,
    body: (
      <p>
        <Trans>
          We keep your data while your account is open. When you delete your account we delete your personal
          data or make it anonymous, except records that Indian law requires us to keep — such as records of
          prescription medicine sales and tax invoices — which we keep only for as long as the law requires.
        </Trans>
      </p>
    ),
  },
  {
    id: 'security',
    title: msg`How we protect it`,
    body: (
      <BulletList>
        <li>
          <Trans>Passwords are hashed with argon2id; they are never stored as written.</Trans>
        </li>
        <li>
          <Trans>Everything between your browser and Arogya is encrypted in transit.</Trans>
        </li>
        <li>
          <Trans>
            Staff accounts can reach only what their role needs, and reads of health data are audit-logged.
          </Trans>
        </li>
        <li>
          <Trans>
            If a personal data breach happens, we will inform the Data Protection Board of India and the
            people affected, as the DPDP Act requires.
          </Trans>
        </li>
      </BulletList>
    ),
  },
  {
    id: 'cookies',
    title: msg`Cookies and browser storage`,
    body: (
      <p>
        <Trans>
          We use no advertising trackers or third-party tracking cookies. Your browser’s storage holds only
          what sign-in and carts need: your sign-in details, where to return after signing in, and your lab
          test and medicine carts. Signing out clears your sign-in details; you can clear the rest in your
          browser settings.
        </Trans>
      </p>
    ),
  },
  {
    id: 'children',
    title: msg`Children`,
    body: (
      <p>
        <Trans>
          Accounts are for adults. A parent or lawful guardian may book care for a child from their own
          account and gives consent on the child’s behalf.
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
            For questions about this policy, to use your rights, or to complain about how we handle your data,
            write to our Grievance Officer, by e-mail or by post:
          </Trans>
        </p>
        <GrievanceOfficer subject="Privacy request" />
      </>
    ),
  },
  {
    id: 'changes',
    title: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          When we change this policy we update the date at the top. If a change affects how we use your data,
          we will show you the new notice and, where the law requires, ask for your consent again. See also
          our <TextLink to={paths.termsOfService}>Terms of Service</TextLink>.
        </Trans>
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  return (
    <PolicyLayout
      title={t`Privacy Policy`}
      lastUpdated={POLICY_LAST_UPDATED.privacy}
      intro={
        <p>
          <Trans>
            Your health information is sensitive. This policy explains what personal data Arogya collects,
            why, who can see it, and the rights India’s Digital Personal Data Protection Act, 2023 gives you.
          </Trans>
        </p>
      }
      sections={sections()}
    />
  );
}

/** The Grievance Officer named on the page is in the server's HTML. */
export { grievanceOfficerLoader as loader } from '../../../lib/api/get-grievance-officer.ts';
