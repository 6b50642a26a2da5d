// The API refusals' messages by code (api-error-messages.ts), for api-client.ts `errorMessage`, set where a page
// is in another language than English: the browser's start-up loads them with the Hindi catalogs
// (i18n/start-i18n.ts), the server renderer at once (entry-server.tsx). An English page never downloads them,
// nor api-client.ts at start ('/''s JavaScript budget, e2e/bundle-budget.spec.ts).
import type { apiErrorText } from './api-error-messages.ts';

let refusalText: typeof apiErrorText | null = null;

export function setRefusalMessages(text: typeof apiErrorText): void {
  refusalText = text;
}

export function refusalMessages(): typeof apiErrorText | null {
  return refusalText;
}
