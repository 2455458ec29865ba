// The 50 US states (values are postal codes) as a MultiSelect: "New York (NY)".
import {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from '@/components/ui/multi-select';
import { US_STATES } from '@/data/us-states';

// Built once at module load: every picker shares the same list, so its search index stays warm.
export const STATE_OPTIONS: readonly MultiSelectOption<string>[] = US_STATES.map((state) => ({
  value: state.code,
  label: `${state.name} (${state.code})`,
}));

export type StateSelectProps = Omit<MultiSelectProps<string>, 'options' | 'label'> & {
  /** defaults to "States" */
  label?: string;
};

export function StateSelect({ label = 'States', ...props }: StateSelectProps) {
  return <MultiSelect<string> {...props} label={label} options={STATE_OPTIONS} />;
}
