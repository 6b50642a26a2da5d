// Saves the language the signed-in person chose to read Arogya in (docs/product-rules.md#languages): the one
// request that changes users.language (the web app sends it for the language switch, /settings/language and a
// switch made before sign-in, never for merely opening a page). Notifications and documents are written in
// it, and the English addresses they open follow it.
// Refuses: a language other than 'en' or 'hi' (400, by the route's schema); an account gone meanwhile (404).
import type { UpdateLanguageRequest } from '@arogya/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { mapUser } from './user-mapper.ts';

export async function updateLanguage(ctx: AppContext, userId: string, input: UpdateLanguageRequest) {
  const row = await ctx.users.update(userId, { language: input.language });
  if (!row) throw AppError.notFound('User not found');
  return mapUser(row);
}
