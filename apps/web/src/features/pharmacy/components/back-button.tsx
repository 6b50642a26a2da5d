// Back to the previous page, or to a fallback when the page was opened directly (no history to go back to).
import { useLingui } from '@lingui/react/macro';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import { useLocation, useNavigate } from 'react-router';

export function BackButton({ fallback, label: labelProp }: { fallback: string; label?: string }) {
  const { t } = useLingui();
  const label = labelProp ?? t`Back`;
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasHistory ? navigate(-1) : navigate(fallback))}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
