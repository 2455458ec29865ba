// The 50 US states (values are postal codes) as a MultiSelect: "New York (NY)".
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';
import { STATE_OPTIONS } from './options';

export type StateSelectProps = Omit<MultiSelectProps<string>, 'options' | 'label'> & {
  /** defaults to "States" */
  label?: string;
};

export function StateSelect({ label = 'States', ...props }: StateSelectProps) {
  return <MultiSelect<string> {...props} label={label} options={STATE_OPTIONS} />;
}
