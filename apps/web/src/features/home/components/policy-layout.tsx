import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { LastUpdated } from './last-updated.tsx';
import { PolicySection, type PolicySectionData } from './policy-section.tsx';
import { PolicyToc } from './policy-toc.tsx';

type PolicyLayoutProps = {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: PolicySectionData[];
};

/** A legal page: title, date, short introduction, a table of contents and the sections it lists. */
export function PolicyLayout({ title, lastUpdated, intro, sections }: PolicyLayoutProps) {
  usePageTitle(title);
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <LastUpdated date={lastUpdated} />
        <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-700">{intro}</div>
      </div>
      <div className="mt-8 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <PolicyToc sections={sections} />
        <div className="max-w-3xl space-y-10">
          {sections.map((section) => (
            <PolicySection key={section.id} {...section} />
          ))}
        </div>
      </div>
    </article>
  );
}
