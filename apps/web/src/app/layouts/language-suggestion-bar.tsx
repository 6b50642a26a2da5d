// The bar of language-suggestion.tsx: Hindi text (lang="hi") on an English page, a link to the same page in
// Hindi and a button that closes it for good on this browser.
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import XIcon from 'lucide-react/icons/x';
import { writeItem } from '../../lib/storage.ts';
import { switchLanguage, useOtherLanguageHref } from './language-switch.tsx';

export default function LanguageSuggestionBar({ onClose }: { onClose: () => void }) {
  const href = useOtherLanguageHref('hi');
  const dismiss = () => {
    writeItem(STORAGE_KEYS.languageSuggestionDismissed, new Date().toISOString());
    onClose();
  };
  return (
    <section
      lang="hi"
      aria-label="भाषा"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-brand-200 bg-brand-50 px-4 py-3 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex-1 text-sm leading-relaxed text-slate-800">यह पेज हिन्दी में भी उपलब्ध है।</p>
        <a
          href={href}
          hrefLang="hi"
          onClick={(event) => {
            event.preventDefault();
            void switchLanguage('hi', href);
          }}
          className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          हिन्दी में पढ़ें
        </a>
        <button type="button" onClick={dismiss} className="rounded-lg p-2 text-slate-700 hover:bg-slate-100">
          <XIcon aria-hidden="true" className="size-5" />
          <span className="sr-only">बंद करें (Close)</span>
        </button>
      </div>
    </section>
  );
}
