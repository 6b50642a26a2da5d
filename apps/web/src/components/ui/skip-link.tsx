import { Trans } from '@lingui/react/macro';
// Lets keyboard users jump past the navigation; visible only when focused.
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
