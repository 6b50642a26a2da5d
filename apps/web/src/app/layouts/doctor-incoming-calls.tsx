// For doctors only: listens for incoming calls on every page of the main and staff layouts.
import { can } from '@arogya/contracts/roles';
import { lazy, Suspense } from 'react';
import { useAuthStore } from '../../lib/auth/auth-store.ts';

// Loaded only for doctors, so it adds nothing to what other visitors download.
const IncomingCallListener = lazy(() => import('../../features/calls/components/incoming-call-listener.tsx'));

export function DoctorIncomingCalls() {
  const isDoctor = useAuthStore((s) => s.isAuthenticated && can(s.user, 'consultations:conduct'));
  if (!isDoctor) return null;
  return (
    <Suspense fallback={null}>
      <IncomingCallListener />
    </Suspense>
  );
}
