// Sets the document title for a page, so each page is named in the tab and for screen readers.
import { useEffect } from 'react';

export const SITE_TITLE = 'Arogya — doctors, medicines and lab tests';

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Arogya` : SITE_TITLE;
  }, [title]);
}
