// The bell's icon with its unread badge (the number is in the control's name; the badge is for the eye).
import BellIcon from 'lucide-react/icons/bell';
import { badgeText } from '../inbox-cache.ts';

export function BellGlyph({ unread }: { unread: number }) {
  return (
    <>
      <BellIcon aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] leading-none font-bold text-white"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </>
  );
}
