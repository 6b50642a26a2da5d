// PATCH /api/v1/users/language: the language the signed-in person reads Arogya in; the answer replaces the
// signed-in user, so every tab and device that loads the profile follows it (app/layouts/account-language.tsx).

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { Language } from '@arogya/contracts/languages';
import type { PublicUser } from '@arogya/contracts/users';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';

export async function updateLanguage(language: Language): Promise<PublicUser> {
  const answer = await apiClient.patch<ApiSuccess<PublicUser>>('/api/v1/users/language', { language });
  useAuthStore.getState().updateProfile(answer.result);
  return answer.result;
}
