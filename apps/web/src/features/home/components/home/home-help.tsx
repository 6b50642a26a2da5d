import { SUPPORT } from '@arogya/contracts/constants';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { secondaryButtonClass, textLinkClass } from '../../lib/styles.ts';
import { EmergencyNote } from '../emergency-note.tsx';
import { HomeSection } from './home-section.tsx';

export function HomeHelp() {
  return (
    <HomeSection id="help" title="Need help?" intro={`Our support team is available ${SUPPORT.hours}.`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <p className="flex items-center gap-3 text-lg">
            <Phone className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              <span className="sr-only">Phone: </span>
              <a href={SUPPORT.phoneHref} className={textLinkClass}>
                {SUPPORT.phone}
              </a>
            </span>
          </p>
          <p className="flex items-center gap-3 text-lg">
            <Mail className="size-5 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              <span className="sr-only">E-mail: </span>
              <a href={`mailto:${SUPPORT.email}`} className={`${textLinkClass} break-words`}>
                {SUPPORT.email}
              </a>
            </span>
          </p>
          <Link to={paths.contact} className={secondaryButtonClass}>
            All ways to contact us
          </Link>
        </div>
        <EmergencyNote />
      </div>
    </HomeSection>
  );
}
