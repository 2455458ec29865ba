// Files (docs/api.md, "Placements"): an image upload answered with the stored file's URL.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The multipart body of POST /files and POST /creatives: `name` and `body` (the file). */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('name', file.name);
  form.append('body', file);
  return form;
}

export function uploadFile(file: File): Promise<{ url: string }> {
  return api.postForm<{ url: string }>('/files', fileForm(file));
}

/** The URL becomes a form field's value; nothing cached changes. */
export const uploadFileMutation = mutationOptions({ mutationFn: uploadFile });

export const useUploadFile = () => useMutation(uploadFileMutation);
