// Download my data (docs/product-rules.md#accounts-and-privacy): everything Arogya holds about the account,
// as a JSON file.
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useExportMyData } from '../api/export-user-data.ts';

export function YourData() {
  const exportData = useExportMyData();
  const onDownload = async () => {
    try {
      await exportData.mutateAsync();
      toast.success('Your data file is downloading');
    } catch (error) {
      toast.error(errorMessage(error, 'Your data could not be downloaded. Please try again.'));
    }
  };
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Download a copy of the information Arogya holds about your account, as a JSON file.
      </p>
      <Button
        variant="secondary"
        onClick={onDownload}
        pending={exportData.isPending}
        pendingLabel="Preparing file..."
      >
        Download my data
      </Button>
    </div>
  );
}
