import { FREE_SHIPPING_THRESHOLD_PAISE, formatInr } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Lock from 'lucide-react/icons/lock';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Truck from 'lucide-react/icons/truck';
import { HomeSection } from './home-section.tsx';

// Only statements the product makes true (docs/product-rules.md#nothing-shown-is-invented). No counts,
// ratings or testimonials.
const PROMISES = [
  {
    title: msg`Doctors you can verify`,
    text: msg`Every doctor shows their medical council registration number on their profile and on each prescription.`,
    Icon: BadgeCheck,
  },
  {
    title: msg`Prescriptions checked by a pharmacist`,
    text: msg`Prescription medicines are dispensed only against a valid prescription that a pharmacist has checked.`,
    Icon: ShieldCheck,
  },
  {
    title: msg`Your health data stays yours`,
    text: msg`Only you, your doctor and staff whose role needs it can read your records, and every read by someone else is logged.`,
    Icon: Lock,
  },
  {
    title: msg`Free delivery from ${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)}`,
    text: msg`Medicine orders of ${formatInr(FREE_SHIPPING_THRESHOLD_PAISE)} and above are delivered free anywhere we deliver in India.`,
    Icon: Truck,
  },
] as const;

export function HomeTrust() {
  const { t } = useLingui();
  return (
    <HomeSection id="trust" title={t`Care you can check`} tone="tinted">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(({ title, text, Icon }) => (
          <li key={title.id} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <Icon className="size-8 text-teal-700" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(title)}</h3>
            <p className="mt-1 text-slate-700">{t(text)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
