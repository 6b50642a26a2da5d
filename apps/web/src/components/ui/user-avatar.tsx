// The user's photo, or the initials of the first two parts of their name.
import { initials } from '../../lib/format.ts';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

export function UserAvatar({
  name,
  src,
  size = 'sm',
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
}) {
  if (src) {
    return <img src={src} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initials(name)}
    </span>
  );
}
