// Content (docs/api.md, "Content"): the clip library of /content and the Marquee+ step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Clip } from '@/types/api';
import { contentKeys } from '@/api/keys';
import { listFrom } from '@/api/list';

export { contentKeys };

export async function getClips(): Promise<Clip[]> {
  return listFrom<Clip>(await api.get<unknown>('/content/clips'), 'clips');
}

export const clipsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.clips(), queryFn: getClips });

export const useClips = () => useQuery(clipsQueryOptions());
