import { SUPPORT } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { SUPPORT_HOURS } from '../../../../config/support-hours.ts';
import { secondaryButtonClass, textLinkClass } from '../../lib/styles.ts';
import { EmergencyNote } from '../emergency-note.tsx';
import { HomeSection } from './home-section.tsx';

export function HomeHelp() {
  const { t } = useLingui();
  return (
    <HomeSection
      id="help"
      title={t`Need help?`}
      intro={t`Our support team is available ${t(SUPPORT_HOURS)}.`}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <p className="flex items-center gap-3 text-lg">
            <Phone className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <Trans>
              <span>
                <span className="sr-only">Phone: </span>
                <a href={SUPPORT.phoneHref} className={textLinkClass}>
                  {SUPPORT.phone}
                </a>
              </span>
            </Trans>
          </p>
          <p className="flex items-center gap-3 text-lg">
            <Mail className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <Trans>
              <span>
                <span className="sr-only">E-mail: </span>
                <a href={`mailto:${SUPPORT.email}`} className={`${textLinkClass} break-words`}>
                  {SUPPORT.email}
                </a>
              </span>
            </Trans>
          </p>
          <Trans>
            <Link to={paths.contact} className={secondaryButtonClass}>
              All ways to contact us
            </Link>
          </Trans>
        </div>
        <EmergencyNote />
      </div>
    </HomeSection>
  );
}
