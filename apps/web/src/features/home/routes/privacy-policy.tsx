import { SUPPORT } from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { MailLink, TextLink } from '../components/inline-links.tsx';
import { PolicyLayout } from '../components/policy-layout.tsx';
import type { PolicySectionData } from '../components/policy-section.tsx';
import { PostalAddress } from '../components/support-contact.tsx';
import { POLICY_LAST_UPDATED } from '../content/policy-dates.ts';

const profile = <TextLink to={paths.profile}>Profile</TextLink>;

const sections: PolicySectionData[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Arogya is run by {SUPPORT.address.line1} (&ldquo;Arogya&rdquo;, &ldquo;we&rdquo;). Under India’s
          Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;) we are the Data Fiduciary
          for the personal data you give us, and you are the Data Principal.
        </p>
        <PostalAddress />
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <BulletList>
        <li>
          <strong>Account:</strong> your name, e-mail address, mobile number and password. We store the
          password only as an argon2id hash, so nobody at Arogya can read it.
        </li>
        <li>
          <strong>Health data:</strong> prescriptions you upload and prescriptions doctors issue to you, lab
          test reports, vitals recorded at your appointments, and your consultations (doctor, date, type and
          the doctor’s notes).
        </li>
        <li>
          <strong>Orders and bookings:</strong> appointments, lab test bookings, medicine orders, delivery
          address and pin code, and how you chose to pay.
        </li>
        <li>
          <strong>Technical records:</strong> request logs (such as IP address and time) that we keep to
          secure the service and fix faults.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'calls',
    title: 'Video and audio consultations',
    body: (
      <p>
        Sound and video travel directly between your browser and your doctor’s browser. Arogya does not record
        consultations. What the doctor writes down — notes and any prescription — becomes part of your health
        data.
      </p>
    ),
  },
  {
    id: 'why-we-use-it',
    title: 'Why we use it',
    body: (
      <>
        <p>We use your personal data only to:</p>
        <BulletList>
          <li>run your account and keep you signed in;</li>
          <li>
            book and hold your consultations and lab tests, and let your doctor or lab see what they need;
          </li>
          <li>check prescriptions, and pack and deliver your medicine orders;</li>
          <li>answer you when you contact support, and handle returns, refunds and complaints;</li>
          <li>keep the service secure and meet our duties under Indian law.</li>
        </BulletList>
        <p>We do not sell your personal data and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'who-can-read-health-data',
    title: 'Who can read your health data',
    body: (
      <>
        <BulletList>
          <li>You.</li>
          <li>The doctor of the consultation it belongs to.</li>
          <li>
            Arogya and partner staff whose role needs it, for that purpose only — for example the pharmacist
            checking the prescription for your order, or the lab staff handling your sample and report.
          </li>
        </BulletList>
        <p>
          Every time someone other than you reads your health data, we write it to an audit log that cannot be
          edited afterwards, so access can always be checked.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else we share data with',
    body: (
      <BulletList>
        <li>
          Delivery partners receive your name, mobile number and delivery address to deliver your order.
        </li>
        <li>Partner labs receive what they need to collect your sample and issue your report.</li>
        <li>Authorities receive data only when Indian law requires us to provide it.</li>
      </BulletList>
    ),
  },
  {
    id: 'consent',
    title: 'Your consent and withdrawing it',
    body: (
      <>
        <p>
          When you register we show you a short privacy notice and ask for your consent. We process your data
          on the basis of that consent, and where the law allows us to without it.
        </p>
        <p>
          You can withdraw your consent at any time by deleting your account from your {profile} page or by
          writing to our Grievance Officer. Withdrawal does not affect what was done before it, and without
          your data we cannot provide consultations, lab tests or orders.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <BulletList>
          <li>see what we hold about you — download a copy of your data from your {profile} page;</li>
          <li>
            correct your details — edit them on your {profile} page, or ask support for anything you cannot
            edit;
          </li>
          <li>erase your data — delete your account from your {profile} page;</li>
          <li>have your complaints heard by our Grievance Officer (below);</li>
          <li>
            nominate someone to use these rights for you if you die or cannot act — write to the Grievance
            Officer.
          </li>
        </BulletList>
        <p>
          If you are not satisfied with our answer to a complaint, you may complain to the Data Protection
          Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep data',
    body: (
      <p>
        We keep your data while your account is open. When you delete your account we delete your personal
        data or make it anonymous, except records that Indian law requires us to keep — such as records of
        prescription medicine sales and tax invoices — which we keep only for as long as the law requires.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <BulletList>
        <li>Passwords are hashed with argon2id; they are never stored as written.</li>
        <li>Everything between your browser and Arogya is encrypted in transit.</li>
        <li>
          Staff accounts can reach only what their role needs, and reads of health data are audit-logged.
        </li>
        <li>
          If a personal data breach happens, we will inform the Data Protection Board of India and the people
          affected, as the DPDP Act requires.
        </li>
      </BulletList>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <p>
        We use no advertising trackers or third-party tracking cookies. Your browser’s storage holds only what
        sign-in and carts need: your sign-in details, where to return after signing in, and your lab test and
        medicine carts. Signing out clears your sign-in details; you can clear the rest in your browser
        settings.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Accounts are for adults. A parent or lawful guardian may book care for a child from their own account
        and gives consent on the child’s behalf.
      </p>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          For questions about this policy, to use your rights, or to complain about how we handle your data,
          write to our Grievance Officer:
        </p>
        <p>
          <MailLink email={SUPPORT.grievanceEmail} subject="Privacy request" />
        </p>
        <div>
          <p>Grievance Officer</p>
          <PostalAddress />
        </div>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change affects how we use your data, we
        will show you the new notice and, where the law requires, ask for your consent again. See also our{' '}
        <TextLink to={paths.termsOfService}>Terms of Service</TextLink>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      title="Privacy Policy"
      lastUpdated={POLICY_LAST_UPDATED.privacy}
      intro={
        <p>
          Your health information is sensitive. This policy explains what personal data Arogya collects, why,
          who can see it, and the rights India’s Digital Personal Data Protection Act, 2023 gives you.
        </p>
      }
      sections={sections}
    />
  );
}
