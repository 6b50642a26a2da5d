// The lab tests a doctor advised on an e-prescription, as today's catalogue shows them, and 'Book these
// tests', which puts those a partner lab offers into the lab-test cart (an item already there is not added
// twice) and opens the cart (docs/product-rules.md#carts).

import type { LabItemSummary } from '@arogya/contracts/labs';
import type { I18n } from '@lingui/core';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import FlaskConicalIcon from 'lucide-react/icons/flask-conical';
import { Link, useNavigate } from 'react-router';
import { packagePath, paths, testPath } from '../../config/paths.ts';
import { useLabTestCart } from '../../lib/cart/cart-store.ts';
import { fastingText, toLabCartItem, unbookableReason } from '../../lib/lab-cart-item.ts';
import { Button } from '../ui/button.tsx';

/** The advised items a booking can take now, leaving out those already in the cart. */
export function testsToAdd(
  i18n: I18n,
  advised: readonly LabItemSummary[],
  inCart: ReadonlySet<string>,
): LabItemSummary[] {
  return advised.filter((item) => unbookableReason(i18n, item) === null && !inCart.has(item.id));
}

export function AdvisedTests({ tests }: { tests: LabItemSummary[] }) {
  const navigate = useNavigate();
  const { i18n } = useLinguiContext();
  const bookable = tests.filter((t) => unbookableReason(i18n, t) === null);
  if (tests.length === 0) return null;
  const book = () => {
    const cart = useLabTestCart.getState();
    for (const item of testsToAdd(i18n, tests, new Set(cart.items.map((l) => l.id))))
      cart.add(toLabCartItem(i18n, item));
    navigate(paths.cart, { state: { cartType: 'labtest' } });
  };
  return (
    <section aria-labelledby="rx-tests">
      <h2 id="rx-tests" className="text-base font-semibold text-slate-900">
        <Trans>Tests advised</Trans>
      </h2>
      <ul className="mt-1 space-y-1 text-sm">
        {tests.map((t) => (
          <li key={t.id}>
            <Link
              to={t.type === 'package' ? packagePath(t.slug) : testPath(t.slug)}
              className="font-medium text-brand-700 underline"
            >
              {t.name}
            </Link>{' '}
            <span className="text-slate-700">
              · {fastingText(i18n, t.fastingHours)}
              {unbookableReason(i18n, t) ? ` · ${unbookableReason(i18n, t)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {bookable.length > 0 ? (
        <Button className="mt-3" variant="secondary" onClick={book}>
          <FlaskConicalIcon aria-hidden="true" className="size-4" />
          <Trans>Book these tests</Trans>
        </Button>
      ) : null}
    </section>
  );
}
