import { EMERGENCY_NUMBERS } from '@arogya/contracts/constants';
import { Trans } from '@lingui/react/macro';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { PhoneLink } from './inline-links.tsx';

/** Arogya is not an emergency service; every page that offers care says so. */
export function EmergencyNote() {
  return (
    <div className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <Trans>
          <strong className="font-semibold">Not for emergencies.</strong> If you or someone near you needs
          urgent medical help, call{' '}
          <PhoneLink href={EMERGENCY_NUMBERS.generalHref}>{EMERGENCY_NUMBERS.general}</PhoneLink> (emergency)
          or <PhoneLink href={EMERGENCY_NUMBERS.ambulanceHref}>{EMERGENCY_NUMBERS.ambulance}</PhoneLink>{' '}
          (ambulance) now, or go to the nearest hospital.
        </Trans>
      </p>
    </div>
  );
}
