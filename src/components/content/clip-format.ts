// Content-library clips: the selected count and the grouping by category.
import type { Clip } from '@/types/api';

/** `1 clip selected`, `2 clips selected`. */
export function selectedClipsText(count: number): string {
  return `${count} clip${count === 1 ? '' : 's'} selected`;
}

/** The clips of each category, categories in order of first appearance. */
export function clipsByCategory(clips: readonly Clip[]): [string, Clip[]][] {
  const groups = new Map<string, Clip[]>();
  for (const clip of clips) {
    const group = groups.get(clip.category);
    if (group) group.push(clip);
    else groups.set(clip.category, [clip]);
  }
  return [...groups];
}
