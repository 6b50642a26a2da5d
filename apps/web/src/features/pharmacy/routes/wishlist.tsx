// /wishlist: the products the signed-in user saved, newest first, each with 'Add to Cart' and 'Remove'.

import type { WishlistItem } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import HeartOffIcon from 'lucide-react/icons/heart-off';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import toast from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useWishlist } from '../api/list-wishlist.ts';
import { useSetWishlisted } from '../api/set-wishlisted.ts';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { ProductCard, ProductCardSkeleton } from '../components/product-card.tsx';

function SavedProduct({ item }: { item: WishlistItem }) {
  const { t } = useLingui();
  const remove = useSetWishlisted();
  const name = item.product.name || item.product.title;
  const onRemove = () =>
    remove.mutate(
      { productId: item.product.id, wishlisted: false },
      {
        onSuccess: () => toast.success(t`Removed from your wishlist`),
        onError: (error) =>
          toast.error(errorMessage(error, t`Your wishlist could not be updated. Please try again.`)),
      },
    );
  return (
    <li className="space-y-2">
      <ProductCard product={item.product} layout="list" />
      <div className="flex flex-wrap items-center justify-between gap-2 px-1 text-sm text-slate-600">
        <Trans>
          <span>Saved on {formatDate(item.addedAt)}</span>
        </Trans>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          pending={remove.isPending}
          pendingLabel={t`Removing...`}
        >
          <HeartOffIcon aria-hidden="true" className="size-4" />
          <Trans>
            Remove<span className="sr-only"> {name} from your wishlist</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}

export default function WishlistPage() {
  const { t } = useLingui();
  usePageTitle(t`My wishlist`);
  const wishlist = useWishlist();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          <Trans>My wishlist</Trans>
        </h1>
        <CartShortcut />
      </div>
      <p className="mt-1 text-slate-700">
        <Trans>Products you saved, newest first. Prices and stock are as of now.</Trans>
      </p>
      <div className="mt-6">
        {wishlist.isPending ? (
          <div className="space-y-3">
            <LoadingNote label={t`Loading your wishlist...`} />
            <ProductCardSkeleton layout="list" />
            <ProductCardSkeleton layout="list" />
          </div>
        ) : wishlist.isError ? (
          <ErrorState
            title={t`Your wishlist could not be loaded`}
            message={errorMessage(wishlist.error)}
            onRetry={() => void wishlist.refetch()}
          />
        ) : wishlist.data.length === 0 ? (
          <EmptyState
            title={t`Your wishlist is empty`}
            action={
              <Link to={paths.medifarma} className={buttonClass('primary')}>
                <Trans>Browse the pharmacy</Trans>
              </Link>
            }
          >
            <Trans>Tap ‘Add to wishlist’ on a product to keep it here for later.</Trans>
          </EmptyState>
        ) : (
          <ul className="space-y-5" aria-label={t`Saved products`}>
            {wishlist.data.map((item) => (
              <SavedProduct key={item.product.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
