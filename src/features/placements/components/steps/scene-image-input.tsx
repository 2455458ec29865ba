// The screen image (PLC-SCENE-IMAGE, PLC-SCENE-UPLOAD: exampleSceneUrl): upload a PNG or JPEG
// (POST /files answers with the stored file's URL, set as the field's value) or paste a URL; a
// preview shows what buyers will see. A file of another type is refused before anything is sent
// (FORM-IMAGE-FORMATS); an upload failure is toasted by the mutation (ERR-TOAST-ERROR) and the
// field keeps its value. The preview loads only an address PLC-SCENE-URL-SAFE accepts (https, the
// console's own origin, an inline PNG or JPEG), a saved placement's not yet validated included
// (SEC-SRC-HTTPS).
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { useUploadFile } from '@/api/files';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Spinner } from '@/components/ui/spinner';
import { fileExtension } from '@/rules/creative-files';
import {
  ACCEPTED_IMAGE_FILES,
  ACCEPTED_IMAGE_MESSAGE,
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPES_BY_EXTENSION,
  isSceneUrl,
  MAX_IMAGE_BYTES,
} from '@/rules/image-files';
import { sniffFile } from '@/lib/csv/file-signature';
import type { PlacementFormValues } from '@/features/placements/placement-form';

/** Why this file cannot be the screen image, or null when it can. */
export function sceneImageProblem(file: File): string | null {
  const typeOk = file.type === '' || IMAGE_MIME_TYPES.has(file.type);
  if (!(fileExtension(file.name) in IMAGE_TYPES_BY_EXTENSION) || !typeOk) {
    return ACCEPTED_IMAGE_MESSAGE;
  }
  return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null;
}

export function SceneImageInput({ hint }: { hint?: string }) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const upload = useUploadFile();
  // The error shows once it exists: the form (onTouched) sets it on blur, Next or submit.
  const { field, fieldState } = useController<PlacementFormValues, 'exampleSceneUrl'>({
    name: 'exampleSceneUrl',
  });
  const { name, value, onChange, onBlur, ref } = field;
  const url = value.trim();

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a failure
    if (!file) return;
    const refused = sceneImageProblem(file);
    setProblem(refused);
    if (refused) return;
    void sendIfImage(file);
  };

  // By its bytes too: a GIF renamed .png (and typed image/png by the browser) is no PNG.
  const sendIfImage = async (file: File) => {
    const sniffed = await sniffFile(file);
    if (sniffed === null || !IMAGE_MIME_TYPES.has(sniffed)) {
      setProblem(ACCEPTED_IMAGE_MESSAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url: stored }) => {
        onChange(stored);
        onBlur();
      },
    });
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">Screen image</legend>
      <p className="text-sm text-gray-600">
        {hint ?? 'A photo of the screen where it stands. Buyers see it when they pick inventory.'}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_IMAGE_FILES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
        <Button
          type="button"
          variant="secondary"
          disabled={upload.isPending}
          aria-describedby={`${id}-formats`}
          onClick={() => fileInput.current?.click()}
        >
          {upload.isPending ? <Spinner label="Uploading" /> : null}
          {upload.isPending ? 'Uploading…' : url ? 'Replace image' : 'Upload screen image'}
        </Button>
        <span id={`${id}-formats`} className="text-xs text-gray-600">
          PNG, JPG or JPEG, up to 5 MB.
        </span>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <TextField
        label="Image URL"
        name={name}
        ref={ref}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        required
        autoComplete="off"
        inputMode="url"
        error={fieldState.error?.message}
        hint="Filled in by the upload, or paste the address of an image."
      />
      {url && !fieldState.invalid && isSceneUrl(url) ? (
        <figure className="max-w-sm">
          {broken === url ? (
            <p className="text-sm text-gray-700">The image at this URL could not be shown.</p>
          ) : (
            <img
              src={url}
              alt="Preview of the screen"
              className="max-h-56 rounded-md border border-gray-200 object-contain"
              onError={() => setBroken(url)}
            />
          )}
        </figure>
      ) : null}
    </fieldset>
  );
}
