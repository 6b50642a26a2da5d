import { Trans, useLingui } from '@lingui/react/macro';
import { GrievanceOfficer } from '../../../components/grievance-officer.tsx';
import { paths } from '../../../config/paths.ts';
import { ContactMailForm } from '../components/contact-mail-form.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { EmergencyNote } from '../components/emergency-note.tsx';
import { TextLink } from '../components/inline-links.tsx';
import { SupportContact } from '../components/support-contact.tsx';

export default function ContactPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      title={t`Contact us`}
      intro={
        <p>
          <Trans>
            Questions about an order, an appointment, a lab test or your account? Our support team can help.
          </Trans>
        </p>
      }
    >
      <EmergencyNote />

      <ContentSection title={t`Customer support`}>
        <SupportContact />
        <p>
          <Trans>
            For an order or booking, please keep its number to hand; you will find it under{' '}
            <TextLink to={paths.orders}>My Orders</TextLink> or{' '}
            <TextLink to={paths.myAppointments}>My Appointments</TextLink>.
          </Trans>
        </p>
      </ContentSection>

      <ContentSection title={t`Write to us`}>
        <ContactMailForm />
      </ContentSection>

      <ContentSection title={t`Grievance Officer`}>
        <p>
          <Trans>
            To use your rights over your personal data, or if you are not satisfied with how we handled a
            complaint, write to our Grievance Officer, by e-mail or by post:
          </Trans>
        </p>
        <GrievanceOfficer />
        <p>
          <Trans>
            How we handle your data is explained in our{' '}
            <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

/** The Grievance Officer named on the page is in the server's HTML. */
export { grievanceOfficerLoader as loader } from '../../../lib/api/get-grievance-officer.ts';
