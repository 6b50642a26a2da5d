// POST /api/v1/user/profile/avatar (multipart, field 'avatar'): JPEG, PNG or WebP up to 2 MB.

import type { ApiSuccess } from '@arogya/contracts/errors';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type PublicUser } from '@arogya/contracts/users';
import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { displayI18n } from '../../../lib/i18n/display-locale.ts';

/** The browser-side check before upload; the API checks the bytes again. Null when the file is fine. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
    return displayI18n()._(msg`Choose a JPEG, PNG or WebP image`);
  }
  if (file.size > AVATAR_MAX_BYTES) return displayI18n()._(msg`The photo must be 2 MB or smaller`);
  if (file.size === 0) return displayI18n()._(msg`The file is empty`);
  return null;
}

export function uploadAvatar(file: File): Promise<ApiSuccess<PublicUser>> {
  const form = new FormData();
  form.append('avatar', file);
  return apiClient.post<ApiSuccess<PublicUser>>('/api/v1/user/profile/avatar', form);
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (answer) => useAuthStore.getState().updateProfile(answer.result),
  });
}
