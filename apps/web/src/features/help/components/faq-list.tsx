// Questions and answers as native disclosure widgets: keyboard and screen-reader friendly without script.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type Faq = { question: MessageDescriptor; answer: ReactNode };

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  const { t } = useLingui();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question.id} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
            {t(faq.question)}
            <span aria-hidden="true" className="text-xl leading-none text-brand-700 group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-2 space-y-2 text-sm leading-6 text-slate-700">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
