// Toasts appear top-center for 3 seconds (docs/screens.md#route-table), just below the 64 px top bar so a toast
// never covers the logo or the menu on a phone.
import { TOAST_DURATION_MS } from '@arogya/contracts/constants';
import { Toaster } from 'react-hot-toast';

export default function AppToasterView() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
