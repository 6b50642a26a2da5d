// A modal dialog on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside),
// Escape closes it, and focus returns to what opened it; a field marked data-autofocus takes the focus on
// opening. Mount it to open it; unmount it to close it.
import { Trans } from '@lingui/react/macro';
import XIcon from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef } from 'react';

type DialogProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  description?: ReactNode;
  /** 'sheet' slides in from the left edge, full height (the filter drawer on phones). */
  variant?: 'center' | 'sheet';
  /** While true (a request is pending), Escape and the backdrop do not close it. */
  busy?: boolean;
};

const VARIANTS = {
  center:
    'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl shadow-xl backdrop:bg-slate-950/50',
  sheet:
    'mr-auto ml-0 my-0 h-dvh max-h-dvh w-[min(24rem,calc(100%-2.5rem))] max-w-none rounded-r-2xl shadow-xl backdrop:bg-slate-950/50',
} as const;

export function Dialog({
  title,
  onClose,
  children,
  description,
  variant = 'center',
  busy = false,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // showModal() focuses the first focusable element (the close button); a field marked
      // data-autofocus (React's autoFocus ran while the dialog was still closed) is what the user wants.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click closes on the backdrop only; Escape is the keyboard way (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) closeRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget && !busy) closeRef.current();
      }}
      className={`bg-white p-0 text-slate-900 ${VARIANTS[variant]}`}
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => closeRef.current()}
            disabled={busy}
            className="-m-1 rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <XIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">
              <Trans>Close</Trans>
            </span>
          </button>
        </div>
        <div className="overflow-y-auto px-5 py-4">{children}</div>
      </div>
    </dialog>
  );
}
