// The header's search on wide screens: the one search box in a dialog, loaded when first opened
// (site-header.tsx), so the first screen's JavaScript stays small (docs/screens.md#one-search).
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SearchCombobox } from './search-combobox.tsx';

export default function SearchDialog({
  onClose,
  initialText = '',
}: {
  onClose: () => void;
  initialText?: string;
}) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Search Arogya`} onClose={onClose}>
      <div className="min-h-[26rem] px-5 py-4">
        <SearchCombobox autoFocus initialText={initialText} onNavigate={onClose} />
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Doctors, specialties, symptoms, medicines, salts, brands, lab tests and packages.</Trans>
        </p>
      </div>
    </Dialog>
  );
}
