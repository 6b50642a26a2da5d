// My Orders' switch between medicine orders (/orders) and lab bookings (/orders/lab-tests)
// (docs/screens.md#my-orders).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

const KINDS = [
  { id: 'medicine', label: msg`Medicines`, to: paths.orders },
  { id: 'labtest', label: msg`Lab tests`, to: paths.labOrders },
] as const;

export function OrdersKindSwitch({ kind }: { kind: 'medicine' | 'labtest' }) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Order type`} className="mt-4">
      <ul className="inline-flex rounded-xl bg-slate-100 p-1">
        {KINDS.map((k) => (
          <li key={k.id}>
            <Link
              to={k.to}
              aria-current={k.id === kind ? 'page' : undefined}
              className={`block rounded-lg px-4 py-2 text-sm font-semibold ${
                k.id === kind ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {t(k.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
