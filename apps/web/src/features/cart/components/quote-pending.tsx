// The order summary's waiting and failed states, shared by the cart and checkout: the server's prices are
// what the user sees, so until they arrive there is a skeleton, and a failure offers Try Again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type QuoteQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** The pending or error state of a quote; nothing once the prices are there. */
export function QuotePending({ quote }: { quote: QuoteQuery }) {
  const { t } = useLingui();
  if (quote.isPending) {
    return (
      <div className="space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-6 w-full" />
      </div>
    );
  }
  if (quote.isError) {
    return (
      <div role="alert" className="text-sm text-red-700">
        <p>{errorMessage(quote.error, t`Prices could not be loaded.`)}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void quote.refetch()}>
          <Trans>Try Again</Trans>
        </Button>
      </div>
    );
  }
  return null;
}
