// The taxonomy pickers' option and node lists, built once at module load: every picker on
// every screen shares the same arrays, so their memoized search indexes stay warm.
import type { MultiSelectOption } from '@/components/ui/multi-select';
import type { TreeNode } from '@/components/ui/tree-select';
import { IAB_CATEGORIES } from '@/data/iab-categories';
import { US_STATES } from '@/data/us-states';
import { VENUE_TYPES } from '@/data/venue-types';

/** The OpenOOH venue tree as it is: a VenueType already has a TreeNode's shape. */
export const VENUE_TYPE_NODES: readonly TreeNode<number>[] = VENUE_TYPES;

/**
 * Grouped by tier-1 name. The tier-1 code itself comes first in its group: OpenRTB reads it
 * as the whole category.
 */
export const IAB_CATEGORY_OPTIONS: readonly MultiSelectOption<string>[] = IAB_CATEGORIES.flatMap(
  (top) => [
    {
      value: top.code,
      label: top.label,
      group: top.label,
      description: `${top.code} · whole category`,
    },
    ...top.children.map((child) => ({
      value: child.code,
      label: child.label,
      group: top.label,
      description: child.code,
    })),
  ],
);

export const STATE_OPTIONS: readonly MultiSelectOption<string>[] = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));
