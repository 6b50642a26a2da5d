// The tests and medicines an article mentions: tests open the lab tests search by name, medicines their
// product page (a prescription medicine's page says it needs one).

import type { ArticleMedicineRef, ArticleTestRef } from '@arogya/contracts/articles';
import { Trans } from '@lingui/react/macro';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import PillIcon from 'lucide-react/icons/pill';
import { Link } from 'react-router';
import { labTestSearchPath } from '../../../config/paths.ts';
import { productPath } from '../../../config/pharmacy-paths.ts';

const linkClass =
  'inline-flex min-h-9 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50';

export function RelatedLinks({
  tests,
  medicines,
}: {
  tests: ArticleTestRef[];
  medicines: ArticleMedicineRef[];
}) {
  if (tests.length === 0 && medicines.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="related-heading" className="text-lg font-semibold text-slate-900">
        <Trans>Related tests and medicines</Trans>
      </h2>
      {tests.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm font-semibold text-slate-700">
            <Trans>Lab tests</Trans>
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {tests.map((t) => (
              <li key={t.code}>
                <Link to={labTestSearchPath(t.name)} className={linkClass}>
                  <FlaskConicalIcon aria-hidden="true" className="size-4" />
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {medicines.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">
            <Trans>Medicines</Trans>
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {medicines.map((m) => (
              <li key={m.productId}>
                <Link to={productPath(m.productId)} className={linkClass}>
                  <PillIcon aria-hidden="true" className="size-4" />
                  {m.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">
            <Trans>
              Take medicines only as a doctor advises; prescription medicines are sold only against a valid
              prescription.
            </Trans>
          </p>
        </>
      ) : null}
    </section>
  );
}
