// Share the doctor's page: the device's share sheet where there is one, else the link is copied.
import Share2Icon from 'lucide-react/icons/share-2';
import toast from '../../../lib/toast.ts';

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';

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
    toast.success(LINK_COPIED_MESSAGE);
  } catch {
    toast.error('The link could not be copied. Please copy it from the address bar.');
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
      Share
    </button>
  );
}
