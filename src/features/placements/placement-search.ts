// The list's text filter: name, placement key, external ID and city. Built for 50,000 rows:
// each placement's search text is lower-cased once and kept by its position in the list (no
// per-keystroke lower-casing, no lookup by object), so a keystroke is one pass of `includes`.
// The texts are made on first use, or ahead of it while the page is idle (warm), so the first
// paint of a long list never waits for them.
import type { Placement } from '@/types/api';

// Not typeable into the search box, so a needle never matches across two fields.
const FIELD_BREAK = '\u0000';

export function searchTextOf(placement: Placement): string {
  return [
    placement.name,
    placement.placementKey,
    placement.externalId,
    placement.location?.address?.city,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(FIELD_BREAK)
    .toLocaleLowerCase();
}

/** The search box's text as the filter reads it: trimmed and lower-cased; '' = no filter. */
export function needleOf(search: string): string {
  return search.trim().toLocaleLowerCase();
}

/** A list's search texts by position, made lazily (a cache: reading fills it). */
export class PlacementSearchIndex {
  private readonly texts: (string | undefined)[];
  private warmed = 0;

  constructor(readonly placements: readonly Placement[]) {
    this.texts = new Array<string | undefined>(placements.length);
  }

  text(position: number): string {
    let text = this.texts[position];
    if (text === undefined) {
      const placement = this.placements[position];
      text = placement ? searchTextOf(placement) : '';
      this.texts[position] = text;
    }
    return text;
  }

  /** Makes texts until `hasTime()` says stop; true once every text is made. */
  warm(hasTime: () => boolean): boolean {
    while (this.warmed < this.placements.length && hasTime()) {
      for (const end = Math.min(this.warmed + 500, this.placements.length); this.warmed < end;) {
        this.text(this.warmed++);
      }
    }
    return this.warmed >= this.placements.length;
  }

  /** The placements at `order`'s positions whose text holds `needle` ('' = all), in that order. */
  filter(order: readonly number[], needle: string): Placement[] {
    const out: Placement[] = [];
    for (const position of order) {
      if (needle && !this.text(position).includes(needle)) continue;
      const placement = this.placements[position];
      if (placement) out.push(placement);
    }
    return out;
  }
}
