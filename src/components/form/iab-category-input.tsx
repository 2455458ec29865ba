// The IAB content category picker bound to the enclosing <Form> by name (see
// controlled-fields.tsx): a file of its own, so only the forms that show it download the IAB
// taxonomy.
import type { FieldValues } from 'react-hook-form';
import { useBoundList, type Bound, type Managed } from '@/components/form/controlled-fields';
import {
  IabCategorySelect,
  type IabCategorySelectProps,
} from '@/components/taxonomy/iab-category-select';

export type IabCategoryInputProps<T extends FieldValues = FieldValues> = Bound<T> &
  Omit<IabCategorySelectProps, Managed>;

export function IabCategoryInput<T extends FieldValues = FieldValues>({
  name,
  onBlur,
  ...props
}: IabCategoryInputProps<T>) {
  const { value, onChange, ...bound } = useBoundList<T>({ name, onBlur });
  return (
    <IabCategorySelect
      {...props}
      {...bound}
      value={value.filter((item) => typeof item === 'string')}
      onChange={onChange}
    />
  );
}
