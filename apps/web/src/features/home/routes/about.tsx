import { SUPPORT } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { TextLink } from '../components/inline-links.tsx';

export default function AboutPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      tabTitle={t`About us`}
      title={t`About Arogya`}
      intro={
        <p>
          <Trans>
            Arogya is an online healthcare marketplace for patients in India. In one place you can find a
            doctor and consult them, book lab tests, order medicines and keep your prescriptions together.
            Arogya is run by {SUPPORT.address.line1}, based in {SUPPORT.address.city}.
          </Trans>
        </p>
      }
    >
      <ContentSection title={t`What you can do on Arogya`}>
        <BulletList>
          <li>
            <Trans>
              <TextLink to={paths.doctors}>Find a doctor</TextLink> by specialty and book an appointment in
              one of their open slots.
            </Trans>
          </li>
          <li>
            <Trans>
              <TextLink to={`${paths.doctors}?type=video`}>Consult by video or audio</TextLink> from home, in
              your browser.
            </Trans>
          </li>
          <li>
            <Trans>
              <TextLink to={paths.labs}>Book lab tests and health packages</TextLink> with sample collection
              at home.
            </Trans>
          </li>
          <li>
            <Trans>
              <TextLink to={paths.medifarma}>Order medicines and health products</TextLink> from our online
              pharmacy.
            </Trans>
          </li>
          <li>
            <Trans>
              Hold a <TextLink to={paths.healthCard}>Smart Health Card</TextLink>, your Arogya health
              membership card.
            </Trans>
          </li>
          <li>
            <Trans>
              <TextLink to={paths.prescriptionUpload}>Upload your prescriptions</TextLink> and see the ones
              your doctors issue, together in your account.
            </Trans>
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title={t`Doctors and pharmacists you can check`}>
        <p>
          <Trans>
            Every doctor on Arogya shows their medical council registration number on their profile and on
            every prescription they issue. Teleconsultations follow India’s Telemedicine Practice Guidelines,
            2020, and a prescription issued after one is marked &lsquo;via teleconsultation&rsquo;.
          </Trans>
        </p>
        <p>
          <Trans>
            Prescription medicines are dispensed only against a valid prescription, which a registered
            pharmacist checks before the order leaves us. Schedule X medicines and narcotic drugs are not sold
            online.
          </Trans>
        </p>
        <p>
          <Trans>
            Prices are worked out from our catalogue when you order. A struck-through price is always the
            product’s MRP, shown only when there is a real discount.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`How we keep your health data safe`}>
        <BulletList>
          <li>
            <Trans>
              Your prescriptions, reports, vitals and consultations can be read only by you, the doctor of
              that consultation, and staff whose role needs it — and every read by someone other than you is
              written to an audit log.
            </Trans>
          </li>
          <li>
            <Trans>
              Passwords are stored only as argon2id hashes, and all traffic is encrypted in transit.
            </Trans>
          </li>
          <li>
            <Trans>
              Video and audio calls go directly between you and your doctor; we do not record them.
            </Trans>
          </li>
          <li>
            <Trans>We use no advertising trackers, and we do not sell your data.</Trans>
          </li>
          <li>
            <Trans>
              You can download your data or delete your account from your Profile page at any time.
            </Trans>
          </li>
        </BulletList>
        <p>
          <Trans>
            The details are in our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Get in touch`}>
        <p>
          <Trans>
            Questions, feedback or a problem with an order? <TextLink to={paths.contact}>Contact us</TextLink>
            . Want to work with us? See <TextLink to={paths.careers}>Careers</TextLink>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
