import { CAREERS_EMAIL, SUPPORT } from '@arogya/contracts/constants';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { MailLink, TextLink } from '../components/inline-links.tsx';

export default function CareersPage() {
  return (
    <ContentPage
      tabTitle="Careers"
      title="Careers at Arogya"
      intro={
        <p>
          Arogya helps patients in India see a doctor, get tested and receive their medicines, with their
          health data kept private. We are a team in {SUPPORT.address.city} building that carefully, and we
          hire people who care about getting healthcare right.
        </p>
      }
    >
      <ContentSection title="The kind of people we hire">
        <p>We hire from time to time in these areas:</p>
        <BulletList>
          <li>Software engineering — web, back end, security and reliability;</li>
          <li>Pharmacy operations — registered pharmacists who verify prescriptions and dispatch orders;</li>
          <li>Clinical and partner operations — working with doctors and partner labs;</li>
          <li>Customer support — helping patients by phone and e-mail;</li>
          <li>Product and design — making care simple to reach for everyone.</li>
        </BulletList>
      </ContentSection>

      <ContentSection title="How to apply">
        <p>
          We do not list openings on this page. Write to{' '}
          <MailLink email={CAREERS_EMAIL} subject="Application" /> with your CV and a few lines on the work
          you would like to do. If there is a role that fits, we will get in touch.
        </p>
        <p>
          Arogya never asks candidates for money at any stage of hiring. If someone asks you for a fee in our
          name, do not pay, and please tell us through our{' '}
          <TextLink to={paths.contact}>contact page</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
