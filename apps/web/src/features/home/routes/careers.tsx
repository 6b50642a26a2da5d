import { CAREERS_EMAIL, SUPPORT } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths.ts';
import { BulletList } from '../components/bullet-list.tsx';
import { ContentPage, ContentSection } from '../components/content-page.tsx';
import { MailLink, TextLink } from '../components/inline-links.tsx';

export default function CareersPage() {
  const { t } = useLingui();
  return (
    <ContentPage
      tabTitle={t`Careers`}
      title={t`Careers at Arogya`}
      intro={
        <p>
          <Trans>
            Arogya helps patients in India see a doctor, get tested and receive their medicines, with their
            health data kept private. We are a team in {SUPPORT.address.city} building that carefully, and we
            hire people who care about getting healthcare right.
          </Trans>
        </p>
      }
    >
      <ContentSection title={t`The kind of people we hire`}>
        <p>
          <Trans>We hire from time to time in these areas:</Trans>
        </p>
        <BulletList>
          <li>
            <Trans>Software engineering — web, back end, security and reliability;</Trans>
          </li>
          <li>
            <Trans>
              Pharmacy operations — registered pharmacists who verify prescriptions and dispatch orders;
            </Trans>
          </li>
          <li>
            <Trans>Clinical and partner operations — working with doctors and partner labs;</Trans>
          </li>
          <li>
            <Trans>Customer support — helping patients by phone and e-mail;</Trans>
          </li>
          <li>
            <Trans>Product and design — making care simple to reach for everyone.</Trans>
          </li>
        </BulletList>
      </ContentSection>

      <ContentSection title={t`How to apply`}>
        <p>
          <Trans>
            We do not list openings on this page. Write to{' '}
            <MailLink email={CAREERS_EMAIL} subject="Application" /> with your CV and a few lines on the work
            you would like to do. If there is a role that fits, we will get in touch.
          </Trans>
        </p>
        <p>
          <Trans>
            Arogya never asks candidates for money at any stage of hiring. If someone asks you for a fee in
            our name, do not pay, and please tell us through our{' '}
            <TextLink to={paths.contact}>contact page</TextLink>.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
