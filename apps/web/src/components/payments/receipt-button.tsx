// 'Download receipt' for anything paid online (an order, a lab booking, a consultation): the PDF comes from
// the feature's own download (a mutation), and a failure is said above the button.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { FormAlert } from '../ui/form-alert.tsx';

type Props = { pending: boolean; error: unknown; onDownload: () => void };

export function ReceiptButton({ pending, error, onDownload }: Props) {
  const { t } = useLingui();
  return (
    <>
      <FormAlert message={error ? errorMessage(error) : null} />
      <Button
        variant="secondary"
        size="sm"
        pending={pending}
        pendingLabel={t`Preparing receipt...`}
        onClick={onDownload}
      >
        <Trans>Download receipt</Trans>
      </Button>
    </>
  );
}
