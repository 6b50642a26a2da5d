// An i18n instance that writes English, for text built outside a page (the desks not yet translated) and
// for tests of the text helpers.
import { setupI18n } from '@lingui/core';

export const english = setupI18n({ locale: 'en', messages: { en: {} } });
