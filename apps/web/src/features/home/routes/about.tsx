import { SUPPORT } from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { TextLink } from '../components/inline-links.tsx';

export default function AboutPage() {
  return (
    <ContentPage
      tabTitle="About us"
      title="About Arogya"
      intro={
        <p>
          Arogya is an online healthcare marketplace for patients in India. In one place you can find a doctor
          and consult them, book lab tests, order medicines and keep your prescriptions together. Arogya is
          run by {SUPPORT.address.line1}, based in {SUPPORT.address.city}.
        </p>
      }
    >
      <ContentSection title="What you can do on Arogya">
        <BulletList>
          <li>
            <TextLink to={paths.doctors}>Find a doctor</TextLink> by specialty and book an appointment in one
            of their open slots.
          </li>
          <li>
            <TextLink to={`${paths.doctors}?type=video`}>Consult by video or audio</TextLink> from home, in
            your browser.
          </li>
          <li>
            <TextLink to={paths.labs}>Book lab tests and health packages</TextLink> with sample collection at
            home.
          </li>
          <li>
            <TextLink to={paths.medifarma}>Order medicines and health products</TextLink> from our online
            pharmacy.
          </li>
          <li>
            Hold a <TextLink to={paths.healthCard}>Smart Health Card</TextLink>, your Arogya health membership
            card.
          </li>
          <li>
            <TextLink to={paths.prescriptionUpload}>Upload your prescriptions</TextLink> and see the ones your
            doctors issue, together in your account.
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title="Doctors and pharmacists you can check">
        <p>
          Every doctor on Arogya shows their medical council registration number on their profile and on every
          prescription they issue. Teleconsultations follow India’s Telemedicine Practice Guidelines, 2020,
          and a prescription issued after one is marked &lsquo;via teleconsultation&rsquo;.
        </p>
        <p>
          Prescription medicines are dispensed only against a valid prescription, which a registered
          pharmacist checks before the order leaves us. Schedule X medicines and narcotic drugs are not sold
          online.
        </p>
        <p>
          Prices are worked out from our catalogue when you order. A struck-through price is always the
          product’s MRP, shown only when there is a real discount.
        </p>
      </ContentSection>

      <ContentSection title="How we keep your health data safe">
        <BulletList>
          <li>
            Your prescriptions, reports, vitals and consultations can be read only by you, the doctor of that
            consultation, and staff whose role needs it — and every read by someone other than you is written
            to an audit log.
          </li>
          <li>Passwords are stored only as argon2id hashes, and all traffic is encrypted in transit.</li>
          <li>Video and audio calls go directly between you and your doctor; we do not record them.</li>
          <li>We use no advertising trackers, and we do not sell your data.</li>
          <li>You can download your data or delete your account from your Profile page at any time.</li>
        </BulletList>
        <p>
          The details are in our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Get in touch">
        <p>
          Questions, feedback or a problem with an order? <TextLink to={paths.contact}>Contact us</TextLink>.
          Want to work with us? See <TextLink to={paths.careers}>Careers</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
