import { UPLOAD_MAX_MB } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import FileUp from 'lucide-react/icons/file-up';
import FlaskConical from 'lucide-react/icons/flask-conical';
import IdCard from 'lucide-react/icons/id-card';
import Pill from 'lucide-react/icons/pill';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Video from 'lucide-react/icons/video';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { focusRing } from '../../lib/styles.ts';
import { HomeSection } from './home-section.tsx';

// Tile titles in sentence case, as headings are (docs/screens.md#one-writing-style); 'Smart Health Card' is the
// product's name.
export const SERVICES = [
  {
    to: paths.doctors,
    title: msg`Find a doctor`,
    text: msg`Search by specialty and book an appointment in an open slot.`,
    Icon: Stethoscope,
  },
  {
    to: `${paths.doctors}?type=video`,
    title: msg`Video consultation`,
    text: msg`See a doctor from home over a video or audio call.`,
    Icon: Video,
  },
  {
    to: paths.labs,
    title: msg`Lab tests`,
    text: msg`Book tests and health packages with home sample collection.`,
    Icon: FlaskConical,
  },
  {
    to: paths.medifarma,
    title: msg`Medicines`,
    text: msg`Order medicines and health products for delivery.`,
    Icon: Pill,
  },
  {
    to: paths.healthCard,
    title: msg`Smart Health Card`,
    text: msg`Get and view your Arogya health membership card.`,
    Icon: IdCard,
  },
  {
    to: paths.prescriptionUpload,
    title: msg`Upload prescription`,
    text: msg`Add a prescription (up to ${UPLOAD_MAX_MB} MB per file) for your medicine order.`,
    Icon: FileUp,
  },
] as const;

export function HomeServices() {
  const { t } = useLingui();
  return (
    <HomeSection id="services" title={t`What do you need today?`}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={`group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-teal-700 hover:shadow-md ${focusRing}`}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-slate-900 group-hover:text-teal-800">
                  {t(title)}
                </span>
                <span className="mt-1 block text-slate-700">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
