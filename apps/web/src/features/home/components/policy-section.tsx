import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type PolicySectionData = {
  /** Fragment id for the table of contents, e.g. 'cash-on-delivery'. */
  id: string;
  title: MessageDescriptor;
  body: ReactNode;
};

export function PolicySection({ id, title, body }: PolicySectionData) {
  const { t } = useLingui();
  return (
    <section id={id} className="scroll-mt-24">
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t(title)}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{body}</div>
    </section>
  );
}
