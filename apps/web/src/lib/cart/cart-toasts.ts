// The toasts that confirm an item added to a cart. The toaster sits outside the router and outlives the page
// that fired it, so its words are in the 'app' catalog (lingui.config.ts: lib/), which every Hindi page loads
// at start (lib/i18n/start-i18n.ts): a toast reads in Hindi wherever an 'Add to Cart' is pressed, whether or
// not the page loaded the pharmacy's or the labs' catalog. The page's cart link shows the count.
import { msg } from '@lingui/core/macro';
import { displayI18n } from '../i18n/display-locale.ts';
import toast from '../toast.ts';

/** A medicine or product added to the medicine cart. */
export function announceAddedToCart(name: string): void {
  toast.success(displayI18n()._(msg`${name} added to your cart`), { id: 'cart-add' });
}

/** A lab test or package added to the lab test cart. */
export function announceAddedToLabCart(name: string): void {
  toast.success(displayI18n()._(msg`${name} added to your lab test cart`), { id: 'lab-cart-add' });
}
