// The OpenOOH venue types (3 levels, numeric enumeration ids) as a TreeSelect.
import { TreeSelect, type TreeNode, type TreeSelectProps } from '@/components/ui/tree-select';
import type { DistributiveOmit } from './props';
import { VENUE_TYPES } from '@/data/venue-types';

// Built once at module load: every picker shares the same list, so its search index stays warm.
/** The OpenOOH venue tree as it is: a VenueType already has a TreeNode's shape. */
export const VENUE_TYPE_NODES: readonly TreeNode<number>[] = VENUE_TYPES;

export type VenueTypeSelectProps = DistributiveOmit<TreeSelectProps<number>, 'nodes' | 'label'> & {
  /** defaults to "Venue types" */
  label?: string;
};

export function VenueTypeSelect({ label = 'Venue types', ...props }: VenueTypeSelectProps) {
  return <TreeSelect<number> {...props} label={label} nodes={VENUE_TYPE_NODES} />;
}
