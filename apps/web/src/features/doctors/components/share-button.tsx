// Share the doctor's page: the device's share sheet where there is one, else the link is copied.

import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Share2Icon from 'lucide-react/icons/share-2';
import toast from '../../../lib/toast.ts';

export const LINK_COPIED_MESSAGE = msg`Link copied to clipboard!`;

export async function shareLink(data: { title: string; text: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The person closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    toast.success(i18n._(LINK_COPIED_MESSAGE));
  } catch {
    toast.error(i18n._(msg`The link could not be copied. Please copy it from the address bar.`));
  }
}

export function ShareButton({ title, text }: { title: string; text: string }) {
  return (
    <button
      type="button"
      onClick={() => void shareLink({ title, text, url: window.location.href })}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <Share2Icon aria-hidden="true" className="size-4 text-slate-600" />
      <Trans>Share</Trans>
    </button>
  );
}
