// `Create Campaign` hands screens to the campaign wizard as AllowPlacements through the URL
// (`/campaigns/create?placements=id1,id2`, read by the wizard's handover; features never import
// each other). The ids are the selected screens among those shown, or, with none selected,
// every screen shown. The wizard keeps the parameter in its URL, so the list must fit a URL
// that survives a reload through a server: nginx, like most servers, refuses a request line
// over 8 KB (414). MAX_HANDOVER_SCREENS ids of the demo's longest kind (`pl_scale_000123,`,
// 16 characters) come to 6.4 KB, under that limit with room for the rest of the URL.
import { ROUTES } from '@/config/routes';

// INV-HANDOVER; INV-HANDOVER-MAX: MAX_HANDOVER_SCREENS.
export const PLACEMENTS_PARAM = 'placements';
export const MAX_HANDOVER_SCREENS = 400;

export interface Handover {
  ids: string[];
  /** whether the ids are the selected screens or every screen shown */
  source: 'selected' | 'all';
  /** over MAX_HANDOVER_SCREENS: the campaign cannot be opened with them */
  tooMany: boolean;
}

/** The screens Create Campaign would hand over, in the list's order. */
export function handoverOf(
  screens: readonly { id: string }[],
  selected: ReadonlySet<string>,
): Handover {
  const chosen = selected.size ? screens.filter((screen) => selected.has(screen.id)) : [];
  const source = chosen.length ? 'selected' : 'all';
  const ids = (source === 'selected' ? chosen : screens).map((screen) => screen.id);
  return { ids, source, tooMany: ids.length > MAX_HANDOVER_SCREENS };
}

/** `/campaigns/create?placements=a,b` (commas kept readable, each id encoded). */
export function campaignPath(ids: readonly string[]): string {
  return `${ROUTES.campaignCreate.path}?${PLACEMENTS_PARAM}=${ids.map(encodeURIComponent).join(',')}`;
}
