// While the next page's code loads, a thin bar at the top says so ('Loading...' for screen readers).
import { Trans } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-700 motion-reduce:animate-none" />
      <span className="sr-only">
        <Trans>Loading...</Trans>
      </span>
    </div>
  );
}
