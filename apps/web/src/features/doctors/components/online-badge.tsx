// 'Online now': the doctor is available for instant consultations and free this moment (live, refreshed while
// the page is open; docs/product-rules.md#consult-now).
import { Trans } from '@lingui/react/macro';

export function OnlineBadge() {
  return (
    <span
      data-testid="online-now"
      className="inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ring-inset"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
      <Trans>Online now</Trans>
    </span>
  );
}
