// A test's or package's own page (docs/screens.md#lab-tests): what it measures and why, the parameters,
// preparation and fasting, sample type, turnaround, price, the labs near the chosen pin code, FAQs.

import type { LabItemDetail } from '@arogya/contracts/labs';
import { LAB_CATEGORY_LABELS, SAMPLE_TYPE_LABELS } from '@arogya/contracts/labs-values';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import {
  fastingText,
  parameterCountText,
  testCountText,
  turnaroundText,
} from '../../../lib/lab-cart-item.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { categoryPath } from '../lab-paths.ts';
import { AddLabToCartButton } from './add-lab-to-cart-button.tsx';
import { LabItemCard, labItemPath } from './lab-item-card.tsx';
import { LabOffersNearYou } from './lab-offers-near-you.tsx';
import { ParameterTable } from './parameter-table.tsx';

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const h2Class = 'text-lg font-semibold text-slate-900';

export function LabItemDetails({ item }: { item: LabItemDetail }) {
  usePageTitle(item.name);
  const isPackage = item.type === 'package';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to={paths.labs} className="underline">
          Lab tests
        </Link>{' '}
        /{' '}
        <Link to={categoryPath(item.category)} className="underline">
          {LAB_CATEGORY_LABELS[item.category.slug] ?? item.category.label}
        </Link>{' '}
        / <span aria-current="page">{item.name}</span>
      </nav>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <header className={sectionClass}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={isPackage ? 'brand' : 'slate'}>{isPackage ? 'Health package' : 'Lab test'}</Badge>
              <span className="text-sm text-slate-600">Code {item.code}</span>
            </div>
            <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{item.name}</h1>
            {item.aliases.length > 0 ? (
              <p className="mt-1 text-sm text-slate-600">Also known as {item.aliases.join(', ')}</p>
            ) : null}
            <p className="mt-3 text-slate-800">{item.summary}</p>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-900">Measures</dt>
                <dd className="text-slate-700">
                  {isPackage
                    ? `${testCountText(item.testCount)}, ${parameterCountText(item.parameterCount)}`
                    : parameterCountText(item.parameterCount)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Sample</dt>
                <dd className="text-slate-700">
                  {item.sampleTypes.map((s) => SAMPLE_TYPE_LABELS[s]).join(', ')}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Fasting</dt>
                <dd className="text-slate-700">{fastingText(item.fastingHours)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Turnaround</dt>
                <dd className="text-slate-700">{turnaroundText(item.turnaroundHours)} after collection</dd>
              </div>
            </dl>
          </header>

          <section aria-labelledby="about-heading" className={sectionClass}>
            <h2 id="about-heading" className={h2Class}>
              What it measures and why
            </h2>
            <p className="mt-2 text-slate-800">{item.description}</p>
            {item.whyTaken ? (
              <>
                <h3 className="mt-4 font-semibold text-slate-900">Why doctors ask for it</h3>
                <p className="mt-1 text-slate-800">{item.whyTaken}</p>
              </>
            ) : null}
          </section>

          <section aria-labelledby="prep-heading" className={sectionClass}>
            <h2 id="prep-heading" className={h2Class}>
              Preparation
            </h2>
            <p className="mt-2 text-slate-800">{item.preparation || 'No special preparation is needed.'}</p>
            {item.fastingRequired ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                This {isPackage ? 'package' : 'test'} needs {item.fastingHours} hours of fasting (water is
                allowed), so home collection is offered in morning slots only.
              </p>
            ) : null}
          </section>

          {/* Below the header, sections are Suspense boundaries, hydrated on their own (docs/ARCHITECTURE.md#hydration). */}
          <div>
            <Suspense>
              <section aria-labelledby="params-heading" className={sectionClass}>
                <h2 id="params-heading" className={h2Class}>
                  {isPackage ? 'Tests included' : 'Parameters'}
                </h2>
                {isPackage ? (
                  <ul className="mt-2 space-y-2">
                    {item.tests.map((test) => (
                      <li key={test.id}>
                        <details className="rounded-lg border border-slate-200 px-3 py-2">
                          <summary className="cursor-pointer font-medium text-slate-900">
                            {test.name}{' '}
                            <span className="text-sm font-normal text-slate-600">
                              ({parameterCountText(test.parameters.length)})
                            </span>
                          </summary>
                          <div className="mt-2">
                            <ParameterTable parameters={test.parameters} />
                            <Link
                              to={labItemPath({ type: 'test', slug: test.slug })}
                              className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                            >
                              About {test.name}
                            </Link>
                          </div>
                        </details>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <div className="mt-2">
                    <ParameterTable parameters={item.parameters} />
                  </div>
                )}
              </section>
            </Suspense>
          </div>

          <div>
            <Suspense>
              {item.faqs.length > 0 ? (
                <section aria-labelledby="faq-heading" className={sectionClass}>
                  <h2 id="faq-heading" className={h2Class}>
                    Frequently asked questions
                  </h2>
                  <dl className="mt-2 space-y-3">
                    {item.faqs.map((faq) => (
                      <div key={faq.question}>
                        <dt className="font-medium text-slate-900">{faq.question}</dt>
                        <dd className="mt-0.5 text-slate-700">{faq.answer}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ) : null}
            </Suspense>
          </div>
        </div>

        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start" aria-label="Price and labs">
          <div className={sectionClass}>
            <p className="text-sm text-slate-600">{item.labCount > 0 ? 'From' : 'Price'}</p>
            <PriceTag
              size="lg"
              pricePaise={item.discountPricePaise}
              mrpPaise={item.originalPricePaise}
              discount={item.discount}
            />
            <p className="mt-1 text-sm text-slate-600">
              Pay at collection, in cash or by UPI. The chosen lab's price applies.
            </p>
            <AddLabToCartButton item={item} size="md" className="mt-4 w-full" />
          </div>
          <div>
            <Suspense>
              <LabOffersNearYou itemId={item.id} />
            </Suspense>
          </div>
        </aside>
      </div>

      <div>
        <Suspense>
          {item.includedIn.length > 0 ? (
            <section aria-labelledby="included-heading" className="mt-10">
              <h2 id="included-heading" className="text-xl font-bold text-slate-900">
                Packages that include it
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {item.includedIn.slice(0, 4).map((pkg) => (
                  <li key={pkg.id}>
                    <LabItemCard item={pkg} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Suspense>
      </div>
    </div>
  );
}
