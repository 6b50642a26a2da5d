import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { focusRing } from '../lib/styles.ts';
import type { PolicySectionData } from './policy-section.tsx';

function TocLinks({ sections }: { sections: Pick<PolicySectionData, 'id' | 'title'>[] }) {
  const { t } = useLingui();
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className={`block rounded-md px-2 py-1.5 text-slate-700 hover:bg-teal-50 hover:text-teal-800 ${focusRing}`}
          >
            {t(section.title)}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Table of contents: folded on small screens so the policy starts near the top, a sticky list on wide ones. */
export function PolicyToc({ sections }: { sections: Pick<PolicySectionData, 'id' | 'title'>[] }) {
  const { t } = useLingui();
  return (
    <nav
      aria-label={t`On this page`}
      className="mb-10 rounded-xl border border-slate-200 bg-white p-4 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
    >
      <details className="group lg:hidden">
        <summary
          className={`flex cursor-pointer list-none items-center justify-between rounded-md text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden ${focusRing}`}
        >
          <Trans>On this page</Trans>
          <ChevronDown
            className="size-5 text-teal-700 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <TocLinks sections={sections} />
      </details>
      <div className="hidden lg:block">
        <p className="text-sm font-semibold text-slate-900">
          <Trans>On this page</Trans>
        </p>
        <TocLinks sections={sections} />
      </div>
    </nav>
  );
}
