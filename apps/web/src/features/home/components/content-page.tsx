import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type ContentPageProps = {
  title: string;
  /** Browser tab title when it should differ from the h1 (the tab title already ends in 'Arogya'). */
  tabTitle?: string;
  intro: ReactNode;
  children: ReactNode;
};

/** A plain content page (About, Contact, Careers): one h1, an introduction, then h2 sections. */
export function ContentPage({ title, tabTitle, intro, children }: ContentPageProps) {
  usePageTitle(tabTitle ?? title);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-3 text-lg leading-relaxed text-slate-700">{intro}</div>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
