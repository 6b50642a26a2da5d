// The lab-test cart (docs/product-rules.md#carts: the same rules as the medicine cart). Its own checkout
// arrives with the lab tests section; until then the page says so plainly and offers no button that does
// nothing.
import { formatInr } from '@arogya/contracts/constants';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Button } from '../../../components/ui/button.tsx';
import { useLabTestCart } from '../../../lib/cart/cart-store.ts';

export function LabCartSection() {
  const { items, totalAmount, totalItems, remove, clear } = useLabTestCart();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="lab-cart-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="lab-cart-heading" className="text-xl font-bold text-slate-900">
          Lab tests ({totalItems})
        </h2>
        <Button variant="ghost" size="sm" onClick={clear}>
          Clear lab tests
        </Button>
      </div>
      <ul className="mt-2 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.name ?? 'Lab test'}</p>
              <p className="text-sm text-slate-600">
                {item.quantity} × {formatInr(item.price)}
              </p>
            </div>
            <button
              type="button"
              onClick={() => remove(item.id)}
              className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2Icon aria-hidden="true" className="size-5" />
              <span className="sr-only">Remove {item.name ?? 'this test'}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
        <span>Tests total (as added)</span>
        <span>{formatInr(totalAmount)}</span>
      </p>
      <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
        Booking lab tests with home sample collection is coming soon. Your tests stay saved in this cart until
        then; they are not part of the medicine order.
      </p>
    </section>
  );
}
