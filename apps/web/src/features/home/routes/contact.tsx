import { SUPPORT } from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { ContactMailForm } from '../components/contact-mail-form.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { EmergencyNote } from '../components/emergency-note.tsx';
import { MailLink, TextLink } from '../components/inline-links.tsx';
import { PostalAddress, SupportContact } from '../components/support-contact.tsx';

export default function ContactPage() {
  return (
    <ContentPage
      title="Contact us"
      intro={
        <p>
          Questions about an order, an appointment, a lab test or your account? Our support team can help.
        </p>
      }
    >
      <EmergencyNote />

      <ContentSection title="Customer support">
        <SupportContact />
        <p>
          For an order or booking, please keep its number to hand; you will find it under{' '}
          <TextLink to={paths.orders}>My Orders</TextLink> or{' '}
          <TextLink to={paths.myAppointments}>My Appointments</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Write to us">
        <ContactMailForm />
      </ContentSection>

      <ContentSection title="Grievance Officer">
        <p>
          To use your rights over your personal data, or if you are not satisfied with how we handled a
          complaint, write to our Grievance Officer at <MailLink email={SUPPORT.grievanceEmail} /> or by post:
        </p>
        <div>
          <p>Grievance Officer</p>
          <PostalAddress />
        </div>
        <p>
          How we handle your data is explained in our{' '}
          <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
