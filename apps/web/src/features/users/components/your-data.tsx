// Download my data (docs/product-rules.md#accounts-and-privacy): everything Arogya holds about the account,
// as a JSON file, or as a PDF arranged to read.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { type ExportFormat, useExportMyData } from '../api/export-user-data.ts';

export function YourData() {
  const { t } = useLingui();
  const exportData = useExportMyData();
  const onDownload = async (format: ExportFormat) => {
    try {
      await exportData.mutateAsync(format);
      toast.success(t`Your data file is downloading`);
    } catch (error) {
      toast.error(errorMessage(error, t`Your data could not be downloaded. Please try again.`));
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        <Trans>
          Download a copy of the information Arogya holds about your account: as a PDF to read, or as a JSON
          file to take to another service.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => onDownload('pdf')}
          pending={exportData.isPending && exportData.variables === 'pdf'}
          disabled={exportData.isPending}
          pendingLabel={t`Preparing file...`}
        >
          <Trans>Download a summary (PDF)</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => onDownload('json')}
          pending={exportData.isPending && exportData.variables === 'json'}
          disabled={exportData.isPending}
          pendingLabel={t`Preparing file...`}
        >
          <Trans>Download my data</Trans>
        </Button>
      </div>
    </div>
  );
}
