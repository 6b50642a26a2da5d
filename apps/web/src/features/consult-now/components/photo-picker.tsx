// Photos of the problem (optional): at most CONSULT_MAX_PHOTOS, the upload limits of prescriptions, each
// uploaded as it is chosen; the request names the uploaded ones.
import { CONSULT_MAX_PHOTOS } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import ImagePlusIcon from 'lucide-react/icons/image-plus';
import XIcon from 'lucide-react/icons/x';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { PHOTO_ACCEPT, photoProblem, uploadConsultPhoto } from '../api/upload-consult-photo.ts';

export type PickedPhoto = { key: string; name: string; id: string | null; problem: string | null };

let sequence = 0;

export function PhotoPicker({
  photos,
  onChange,
}: {
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [busy, setBusy] = useState(0);
  const room = CONSULT_MAX_PHOTOS - photos.filter((p) => !p.problem).length;

  const add = async (files: File[]) => {
    for (const file of files.slice(0, Math.max(0, room))) {
      sequence += 1;
      const key = `photo-${sequence}`;
      const problem = photoProblem(file);
      onChange((list) => [...list, { key, name: file.name, id: null, problem }]);
      if (problem) continue;
      setBusy((n) => n + 1);
      try {
        const uploaded = await uploadConsultPhoto(file);
        onChange((list) => list.map((p) => (p.key === key ? { ...p, id: uploaded.id } : p)));
      } catch (error) {
        const message = errorMessage(error, t`The photo could not be uploaded.`);
        onChange((list) => list.map((p) => (p.key === key ? { ...p, problem: message } : p)));
      } finally {
        setBusy((n) => n - 1);
      }
    }
  };

  return (
    <div>
      <p className="text-sm font-medium text-slate-900">
        <Trans>Photos (optional)</Trans>
      </p>
      <p className="text-xs text-slate-600">
        <Trans>
          Up to {CONSULT_MAX_PHOTOS}: a rash, a wound, an old prescription or report. JPEG, PNG, WebP or PDF,
          10 MB each.
        </Trans>
      </p>
      {photos.length > 0 ? (
        <ul className="mt-2 space-y-1.5">
          {photos.map((p) => (
            <li key={p.key} className="flex items-center gap-2 text-sm">
              <span className={`min-w-0 flex-1 truncate ${p.problem ? 'text-red-800' : 'text-slate-800'}`}>
                {p.problem ?? (p.id ? p.name : t`${p.name} (uploading...)`)}
              </span>
              <button
                type="button"
                onClick={() => onChange((list) => list.filter((x) => x.key !== p.key))}
                className="rounded p-1 text-slate-600 hover:bg-slate-100"
                aria-label={t`Remove ${p.name}`}
              >
                <XIcon aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <label
          htmlFor={inputId}
          className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          <ImagePlusIcon aria-hidden="true" className="size-4" />
          {busy > 0 ? t`Uploading...` : t`Add photos`}
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            className="sr-only"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void add(files);
            }}
          />
        </label>
      ) : null}
    </div>
  );
}
