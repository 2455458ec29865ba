// CNT-CLIPS
// Content (docs/api.md, "Content"): the clip library of /content and the Marquee+ step.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/http/api-client';
import { contentKeys } from '@/api/keys';
import { listFrom } from '@/api/list';
import type { ListItem } from '@/api/operations';

export { contentKeys };

export async function getClips(): Promise<ListItem<'getClips'>[]> {
  return listFrom<ListItem<'getClips'>>(await api.get<unknown>('/content/clips'), 'clips');
}

export const clipsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.clips(), queryFn: getClips });

export const useClips = () => useQuery(clipsQueryOptions());
