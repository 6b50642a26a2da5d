// Listens for the calls that ring the signed-in account on every page of the main and staff layouts: a
// doctor's incoming calls, and a patient's when their doctor starts a booked consultation from the desk; and,
// for a doctor, the consult-now requests offered to them (features/doctor-desk/components/consult-offer-ring.tsx).
import { can } from '@arogya/contracts/roles';
import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store.ts';
import { withCatalogs } from '../../lib/i18n/catalogs.ts';

// Loaded only for signed-in doctors and patients, so it adds nothing to what visitors download; in Hindi with
// the calls catalog, whatever page it rings on.
const IncomingCallListener = lazy(() =>
  withCatalogs(() => import('../../features/calls/components/incoming-call-listener.tsx'), 'calls'),
);
// The consult-now ring is the doctor's desk's: in Hindi it loads with the desk's catalog.
const ConsultOfferRing = lazy(() =>
  withCatalogs(() => import('../../features/doctor-desk/components/consult-offer-ring.tsx'), 'doctor-desk'),
);

export function DoctorIncomingCalls() {
  const listens = useAuthStore(
    (s) => s.isAuthenticated && (can(s.user, 'consultations:conduct') || can(s.user, 'consultations:start')),
  );
  const doctor = useAuthStore((s) => s.isAuthenticated && can(s.user, 'consultations:conduct'));
  if (!listens) return null;
  return (
    <Suspense fallback={null}>
      <IncomingCallListener />
      {doctor ? <ConsultOfferRing /> : null}
    </Suspense>
  );
}
