// The IAB content categories (values like IAB8 and IAB8-6) as a MultiSelect grouped by tier 1.
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';
import { IAB_CATEGORY_OPTIONS } from './options';

export type IabCategorySelectProps = Omit<MultiSelectProps<string>, 'options' | 'label'> & {
  /** defaults to "IAB categories" */
  label?: string;
};

export function IabCategorySelect({ label = 'IAB categories', ...props }: IabCategorySelectProps) {
  return <MultiSelect<string> {...props} label={label} options={IAB_CATEGORY_OPTIONS} />;
}
