// Toasts appear top-center for 3 seconds (docs/screens.md#route-table).
import { TOAST_DURATION_MS } from '@arogya/contracts/constants';
import { Toaster } from 'react-hot-toast';

export default function AppToasterView() {
  return <Toaster position="top-center" toastOptions={{ duration: TOAST_DURATION_MS }} />;
}
