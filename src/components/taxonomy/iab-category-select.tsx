// The IAB content categories (values like IAB8 and IAB8-6) as a MultiSelect grouped by tier 1.
import {
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from '@/components/ui/multi-select';
import { IAB_CATEGORIES } from '@/data/iab-categories';

// Built once at module load: every picker shares the same list, so its search index stays warm.
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

export type IabCategorySelectProps = Omit<MultiSelectProps<string>, 'options' | 'label'> & {
  /** defaults to "IAB categories" */
  label?: string;
};

export function IabCategorySelect({ label = 'IAB categories', ...props }: IabCategorySelectProps) {
  return <MultiSelect<string> {...props} label={label} options={IAB_CATEGORY_OPTIONS} />;
}
