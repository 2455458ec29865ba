// The OpenOOH venue types (3 levels, numeric enumeration ids) as a TreeSelect.
import { TreeSelect, type TreeSelectProps } from '@/components/ui/tree-select';
import { VENUE_TYPE_NODES } from './options';
import type { DistributiveOmit } from './props';

export type VenueTypeSelectProps = DistributiveOmit<TreeSelectProps<number>, 'nodes' | 'label'> & {
  /** defaults to "Venue types" */
  label?: string;
};

export function VenueTypeSelect({ label = 'Venue types', ...props }: VenueTypeSelectProps) {
  return <TreeSelect<number> {...props} label={label} nodes={VENUE_TYPE_NODES} />;
}
