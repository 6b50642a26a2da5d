// /verify-email?token=...: the link from the e-mail that verifies an address (docs/screens.md#verified-contacts).
// The address is verified when the person presses the button, not when the page opens: a mail scanner that
// fetches the link verifies nothing.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { refusalText } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getProfile } from '../api/get-profile.ts';
import { verifyEmail } from '../api/verify-email.ts';

export const INCOMPLETE_EMAIL_LINK = 'This link is incomplete. Open the whole link from the e-mail.';

/** The server's answers (apps/api/src/modules/users/verify-email.ts), shown in the page's language. */
const VERIFIED = {
  'Your e-mail address is verified.': msg`Your e-mail address is verified.`,
  'Your e-mail address is changed and verified. You sign in with it from now on.': msg`Your e-mail address is changed and verified. You sign in with it from now on.`,
} as const;

export default function VerifyEmailPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Verify your e-mail`);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(
    token.length >= 20 ? null : t`This link is incomplete. Open the whole link from the e-mail.`,
  );

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const answer = (await verifyEmail({ token })).message;
      const known = VERIFIED[answer as keyof typeof VERIFIED];
      setDone(known ? i18n._(known) : answer);
      // The signed-in profile shows the address verified at once.
      if (signedIn) useAuthStore.getState().profileLoaded(await getProfile());
    } catch (err) {
      setError(refusalText(err));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Verify your e-mail</Trans>
      </h1>
      <div className="mt-6 space-y-4">
        <FormAlert message={error} />
        <FormAlert tone="success" message={done} />
        {done ? (
          <Link
            to={signedIn ? paths.profile : paths.login}
            className="inline-block font-semibold text-brand-700 hover:underline"
          >
            {signedIn ? t`Back to my profile` : t`Go to login`}
          </Link>
        ) : token.length >= 20 ? (
          <>
            <p className="text-sm text-slate-700">
              <Trans>
                Confirm that this address is yours. Arogya then sends your reminders, reports and receipts to
                it.
              </Trans>
            </p>
            <Button
              className="w-full"
              pending={pending}
              pendingLabel={t`Verifying...`}
              onClick={() => void confirm()}
            >
              <Trans>Verify my e-mail address</Trans>
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}
