// The wishlist toggle, stored per signed-in user; a visitor goes to /login and comes back here.
import { useLingui } from '@lingui/react/macro';
import HeartIcon from 'lucide-react/icons/heart';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useSetWishlisted } from '../api/set-wishlisted.ts';

export function WishlistButton({
  productId,
  wishlisted,
  signedIn,
}: {
  productId: string;
  wishlisted: boolean;
  signedIn: boolean;
}) {
  const { t } = useLingui();
  const mutation = useSetWishlisted();
  const navigate = useNavigate();
  const location = useLocation();
  const pressed = mutation.isPending ? mutation.variables.wishlisted : wishlisted;

  const onClick = () => {
    if (!signedIn) {
      navigate(paths.login, { state: { from: location } });
      return;
    }
    mutation.mutate(
      { productId, wishlisted: !pressed },
      {
        onSuccess: (answer) =>
          toast.success(answer.result.wishlisted ? t`Saved to your wishlist` : t`Removed from your wishlist`),
        onError: (error) =>
          toast.error(errorMessage(error, t`Your wishlist could not be updated. Please try again.`)),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={signedIn ? pressed : undefined}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <HeartIcon
        aria-hidden="true"
        className={`size-4 ${pressed ? 'fill-red-600 text-red-600' : 'text-slate-600'}`}
      />
      {signedIn ? (pressed ? t`In wishlist` : t`Add to wishlist`) : t`Sign in to save to wishlist`}
    </button>
  );
}
