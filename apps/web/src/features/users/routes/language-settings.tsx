// /settings/language: the language the signed-in person reads Arogya in (docs/product-rules.md#languages),
// saved on their account: pages on every device they sign in on, and their notifications and documents.
// Saving opens this page in the chosen language.
import { LANGUAGES, type Language } from '@arogya/contracts/languages';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { HTML_LANG, LOCALE_NAMES, localizedPath } from '../../../lib/i18n/locales.ts';
import { useLocale } from '../../../lib/i18n/use-locale.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { updateLanguage } from '../api/update-language.ts';

export default function LanguageSettingsPage() {
  const { t } = useLingui();
  usePageTitle(t`Language`);
  const current = useLocale();
  const saved = useAuthStore((s) => s.user?.language ?? null);
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<Language>(saved ?? current);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await updateLanguage(choice);
      // The page in the chosen language (the account's language is followed from now on).
      window.location.assign(localizedPath(choice, pathname));
    } catch {
      setError(t`Your language could not be saved. Please try again.`);
      setPending(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Language</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          Arogya shows its pages, and writes your messages, receipts and prescriptions, in the language you
          choose. It follows you on every device you sign in on.
        </Trans>
      </p>
      <form onSubmit={onSubmit} className="mt-6 space-y-4">
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Choose your language</Trans>
          </legend>
          {LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={choice === language}
                onChange={() => setChoice(language)}
                className="size-4 accent-brand-700"
              />
              <span lang={HTML_LANG[language]} className="font-medium text-slate-900">
                {LOCALE_NAMES[language]}
              </span>
            </label>
          ))}
        </fieldset>
        <FormAlert message={error} />
        <Button type="submit" pending={pending} pendingLabel={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </div>
  );
}
