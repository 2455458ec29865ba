// Creatives (docs/api.md, "Creatives"): the buyer's ad creatives. An upload changes the grid
// and the publishers' review queues (every new creative is reviewed).
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CreativeListResponse } from '@/types/api';
import { fileForm } from '@/api/files';
import { creativeKeys, reviewKeys } from '@/api/keys';

export { creativeKeys };

export async function getCreatives(): Promise<CreativeListResponse> {
  const reply = await api.get<Partial<CreativeListResponse> | undefined>('/creatives');
  const creatives = reply?.creatives ?? [];
  return { count: reply?.count ?? creatives.length, creatives };
}

/** POST /creatives, multipart. The reply is not read: the grid is loaded again. */
export function uploadCreative(file: File): Promise<unknown> {
  return api.postForm<unknown>('/creatives', fileForm(file));
}

export const creativesQueryOptions = () =>
  queryOptions({ queryKey: creativeKeys.list(), queryFn: getCreatives });

export const useCreatives = () => useQuery(creativesQueryOptions());

export const uploadCreativeMutation = mutationOptions({
  mutationFn: uploadCreative,
  meta: { invalidates: [creativeKeys.all, reviewKeys.all] },
});

export const useUploadCreative = () => useMutation(uploadCreativeMutation);
