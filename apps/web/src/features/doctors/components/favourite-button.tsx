// The favourite toggle, stored per signed-in user; a visitor is sent to /login and brought back.
import { Trans, useLingui } from '@lingui/react/macro';
import HeartIcon from 'lucide-react/icons/heart';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { answerText } from '../../../lib/answer-text.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import toast from '../../../lib/toast.ts';
import { useFavouriteDoctors } from '../api/list-favourite-doctors.ts';
import { useSetFavouriteDoctor } from '../api/set-favourite-doctor.ts';

export function FavouriteButton({
  doctorId,
  doctorName,
  signedIn,
}: {
  doctorId: string;
  doctorName: string;
  signedIn: boolean;
}) {
  const { t } = useLingui();
  const favourites = useFavouriteDoctors(signedIn);
  const mutation = useSetFavouriteDoctor();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = favourites.data?.some((d) => d.id === doctorId) ?? false;
  const pressed = mutation.isPending ? mutation.variables.favourite : saved;

  const onClick = () => {
    if (!signedIn) {
      navigate(paths.login, { state: { from: location } });
      return;
    }
    mutation.mutate(
      { doctorId, favourite: !pressed },
      {
        onSuccess: (answer) =>
          toast.success(
            answerText(answer.message, pressed ? t`Removed from favourites` : t`Added to favourites`),
          ),
        onError: (error) =>
          toast.error(errorMessage(error, t`Could not update your favourites. Please try again.`)),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={signedIn ? pressed : undefined}
      disabled={signedIn && favourites.isPending}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <HeartIcon
        aria-hidden="true"
        className={`size-4 ${pressed ? 'fill-red-600 text-red-600' : 'text-slate-600'}`}
      />
      {pressed ? t`Favourite` : t`Add to favourites`}
      <Trans>
        <span className="sr-only">: Dr. {doctorName}</span>
      </Trans>
    </button>
  );
}
