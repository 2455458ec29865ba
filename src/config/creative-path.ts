// The address of one creative: the creatives screen with its side panel open on it. Shared by
// the screen and by whatever links to a creative (the command palette).
import { routePath } from '@/config/routes';

/** `/creatives?creative=<id>`: the open creative's side panel. */
export const OPEN_CREATIVE_PARAM = 'creative';

export function creativePath(id: string): string {
  return `${routePath('creatives')}?${new URLSearchParams({ [OPEN_CREATIVE_PARAM]: id })}`;
}
