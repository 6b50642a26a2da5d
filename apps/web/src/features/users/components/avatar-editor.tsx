// Profile photo: pick a JPEG, PNG or WebP up to 2 MB, preview it, upload it; or remove the current one.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { AuthUser } from '../../../lib/auth/auth-slice.ts';
import toast from '../../../lib/toast.ts';
import { useDeleteAvatar } from '../api/remove-avatar.ts';
import { avatarFileProblem, useUploadAvatar } from '../api/set-avatar.ts';

export function AvatarEditor({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const current = user.avatar ?? user.profilePicture;

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (!picked) return;
    const issue = avatarFileProblem(picked);
    setProblem(issue);
    setFile(issue ? null : picked);
    if (issue && inputRef.current) inputRef.current.value = '';
  };

  const clearPick = () => {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onUpload = async () => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      // The page's language, not the server's English confirmation.
      toast.success(t`Photo updated`);
      clearPick();
    } catch (error) {
      setProblem(errorMessage(error, t`The photo could not be uploaded. Please try again.`));
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t`Photo removed`);
    } catch (error) {
      toast.error(errorMessage(error, t`The photo could not be removed. Please try again.`));
    }
  };

  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {preview ? (
        <img
          src={preview}
          alt={t`Your new profile picture, not saved yet`}
          className="size-20 rounded-full object-cover"
        />
      ) : (
        <UserAvatar name={user.name} src={current} size="lg" />
      )}
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="cursor-pointer">
            <span className="sr-only">
              <Trans>Choose a profile photo</Trans>
            </span>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={onPick}
              disabled={busy}
              aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ''}`}
              className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
            />
          </label>
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          <Trans>JPEG, PNG or WebP, up to 2 MB.</Trans>
          {user.roles.includes('doctor')
            ? ` ${t`Patients see it on your doctor page, cut square; without one they see a drawn portrait.`}`
            : ''}
        </p>
        {problem ? (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button size="sm" onClick={onUpload} pending={upload.isPending} pendingLabel={t`Uploading...`}>
                <Trans>Upload photo</Trans>
              </Button>
              <Button size="sm" variant="ghost" onClick={clearPick} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : null}
          {!file && current ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onRemove}
              pending={remove.isPending}
              pendingLabel={t`Removing...`}
            >
              <Trans>Remove photo</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
