// Sets the document title for a page, so each page is named in the tab and for screen readers. Pages pass
// their title translated (`usePageTitle(t\`Find Doctors\`)`).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';

export const SITE_TITLE = msg`Arogya — doctors, medicines and lab tests`;

export function usePageTitle(title?: string): void {
  const { i18n } = useLingui();
  const site = i18n._(SITE_TITLE);
  useEffect(() => {
    document.title = title ? `${title} | Arogya` : site;
  }, [title, site]);
}
