import type { ReactNode } from 'react';
import { Suspense } from 'react';

/** One band of the home page: an h2 and its content, on the same grid as the rest. */
export function HomeSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={tone === 'tinted' ? 'bg-slate-100 py-12 sm:py-16' : 'bg-white py-12 sm:py-16'}
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2>
        {intro && <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>}
        {/* A Suspense boundary, hydrated on its own (docs/ARCHITECTURE.md#hydration). */}
        <div className="mt-8">
          <Suspense>{children}</Suspense>
        </div>
      </div>
    </section>
  );
}
