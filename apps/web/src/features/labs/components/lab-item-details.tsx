// A test's or package's own page (docs/screens.md#lab-tests): what it measures and why, the parameters,
// preparation and fasting, sample type, turnaround, price, the labs near the chosen pin code, FAQs.

import type { LabItemDetail } from '@arogya/contracts/labs';
import type { SampleType } from '@arogya/contracts/labs-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { paths } from '../../../config/paths.ts';
import { localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import {
  fastingText,
  parameterCountText,
  priceLabel,
  testCountText,
  turnaroundText,
} from '../../../lib/lab-cart-item.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { categoryPath } from '../lab-paths.ts';
import { localList } from '../local-list.ts';
import { AddLabToCartButton } from './add-lab-to-cart-button.tsx';
import { LabItemCard, labItemPath } from './lab-item-card.tsx';
import { LabOffersNearYou } from './lab-offers-near-you.tsx';
import { ParameterTable } from './parameter-table.tsx';

/** The kinds of sample (SAMPLE_TYPE_LABELS in packages/contracts/src/labs-values.ts). */
const SAMPLE_TYPE_MESSAGES: Record<SampleType, MessageDescriptor> = {
  blood: msg`Blood`,
  urine: msg`Urine`,
  stool: msg`Stool`,
  swab: msg`Swab`,
  semen: msg`Semen`,
  sputum: msg`Sputum`,
};

const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6';
const h2Class = 'text-lg font-semibold text-slate-900';

export function LabItemDetails({ item }: { item: LabItemDetail }) {
  const { t, i18n } = useLingui();
  usePageTitle(localName(item));
  const isPackage = item.type === 'package';
  // The Hindi FAQs (lab_items.faqs_hi, migration 0072) on a Hindi page, when the item has them.
  const faqs = i18n.locale === 'hi' && item.faqsHi?.length ? item.faqsHi : item.faqs;
  // The other names as a Hindi page shows them (lab_items.aliases_hi, migration 0073), else the English.
  const aliases = localList(item.aliases, item.aliasesHi).join(', ');
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <Trans>
          <Link to={paths.labs} className="underline">
            Lab tests
          </Link>{' '}
          /{' '}
          <Link to={categoryPath(item.category)} className="underline">
            {localizedCategoryLabel(item.category.slug)}
          </Link>{' '}
          / <span aria-current="page">{localName(item)}</span>
        </Trans>
      </nav>

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <header className={sectionClass}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={isPackage ? 'brand' : 'slate'}>
                {isPackage ? t`Health package` : t`Lab test`}
              </Badge>
              <Trans>
                <span className="text-sm text-slate-600">Code {item.code}</span>
              </Trans>
            </div>
            <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{localName(item)}</h1>
            {localName(item) !== item.name ? (
              <p lang="en" className="text-sm text-slate-600">
                {item.name}
              </p>
            ) : null}
            {aliases ? (
              <p className="mt-1 text-sm text-slate-600">
                <Trans>Also known as {aliases}</Trans>
              </p>
            ) : null}
            <p className="mt-3 text-slate-800">{localText(item.summary, item.summaryHi)}</p>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-slate-900">
                  <Trans>Measures</Trans>
                </dt>
                <dd className="text-slate-700">
                  {isPackage
                    ? `${testCountText(i18n, item.testCount)}, ${parameterCountText(i18n, item.parameterCount)}`
                    : parameterCountText(i18n, item.parameterCount)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">
                  <Trans>Sample</Trans>
                </dt>
                <dd className="text-slate-700">
                  {item.sampleTypes.map((s) => t(SAMPLE_TYPE_MESSAGES[s])).join(', ')}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">
                  <Trans>Fasting</Trans>
                </dt>
                <dd className="text-slate-700">{fastingText(i18n, item.fastingHours)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">
                  <Trans>Turnaround</Trans>
                </dt>
                <dd className="text-slate-700">
                  <Trans>{turnaroundText(i18n, item.turnaroundHours)} after collection</Trans>
                </dd>
              </div>
            </dl>
          </header>

          <section aria-labelledby="about-heading" className={sectionClass}>
            <h2 id="about-heading" className={h2Class}>
              <Trans>What it measures and why</Trans>
            </h2>
            <p className="mt-2 text-slate-800">{localText(item.description, item.descriptionHi)}</p>
            {item.whyTaken ? (
              <>
                <h3 className="mt-4 font-semibold text-slate-900">
                  <Trans>Why doctors ask for it</Trans>
                </h3>
                <p className="mt-1 text-slate-800">{localText(item.whyTaken, item.whyTakenHi)}</p>
              </>
            ) : null}
          </section>

          <section aria-labelledby="prep-heading" className={sectionClass}>
            <h2 id="prep-heading" className={h2Class}>
              <Trans>Preparation</Trans>
            </h2>
            <p className="mt-2 text-slate-800">
              {localText(item.preparation, item.preparationHi) || t`No special preparation is needed.`}
            </p>
            {item.fastingRequired ? (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
                {isPackage
                  ? t`This package needs ${plural(item.fastingHours, { one: '# hour', other: '# hours' })} of fasting (water is allowed), so home collection is offered in morning slots only.`
                  : t`This test needs ${plural(item.fastingHours, { one: '# hour', other: '# hours' })} of fasting (water is allowed), so home collection is offered in morning slots only.`}
              </p>
            ) : null}
          </section>

          {/* Below the header, sections are Suspense boundaries, hydrated on their own (docs/ARCHITECTURE.md#hydration). */}
          <div>
            <Suspense>
              <section aria-labelledby="params-heading" className={sectionClass}>
                <h2 id="params-heading" className={h2Class}>
                  {isPackage ? t`Tests included` : t`Parameters`}
                </h2>
                {isPackage ? (
                  <ul className="mt-2 space-y-2">
                    {item.tests.map((test) => (
                      <li key={test.id}>
                        <details className="rounded-lg border border-slate-200 px-3 py-2">
                          <summary className="cursor-pointer font-medium text-slate-900">
                            {localName(test)}{' '}
                            <span className="text-sm font-normal text-slate-600">
                              ({parameterCountText(i18n, test.parameters.length)})
                            </span>
                          </summary>
                          <div className="mt-2">
                            <ParameterTable parameters={test.parameters} />
                            <Trans>
                              <Link
                                to={labItemPath({ type: 'test', slug: test.slug })}
                                className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
                              >
                                About {localName(test)}
                              </Link>
                            </Trans>
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
              {faqs.length > 0 ? (
                <section aria-labelledby="faq-heading" className={sectionClass}>
                  <h2 id="faq-heading" className={h2Class}>
                    <Trans>Frequently asked questions</Trans>
                  </h2>
                  <dl className="mt-2 space-y-3">
                    {faqs.map((faq) => (
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

        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start" aria-label={t`Price and labs`}>
          <div className={sectionClass}>
            <p className="text-sm text-slate-600">{priceLabel(i18n, item)}</p>
            <PriceTag
              size="lg"
              pricePaise={item.discountPricePaise}
              mrpPaise={item.originalPricePaise}
              discount={item.discount}
            />
            <p className="mt-1 text-sm text-slate-600">
              <Trans>Pay at collection, in cash or by UPI. The chosen lab's price applies.</Trans>
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
                <Trans>Packages that include it</Trans>
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
