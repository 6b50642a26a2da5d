// PATCH /api/v1/users/language: the language the signed-in person chose to read Arogya in (the switch,
// /settings/language, or a switch made before sign-in); the answer replaces the signed-in user, so every tab
// and device that loads the profile follows it (app/layouts/account-language.tsx), and a choice the browser
// kept until now is the account's.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Language } from '@arogya/contracts/languages';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import type { PublicUser } from '@arogya/contracts/users';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { removeItem } from '../../../lib/storage.ts';

export async function updateLanguage(language: Language): Promise<PublicUser> {
  const answer = await apiClient.patch<ApiSuccess<PublicUser>>('/api/v1/users/language', { language });
  useAuthStore.getState().updateProfile(answer.result);
  removeItem(STORAGE_KEYS.languageChoice);
  return answer.result;
}
