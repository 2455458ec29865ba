// The value-holding pickers (MultiSelect, TreeSelect, the state picker) bound to the enclosing
// <Form> by name through useController: they hold arrays, which register() cannot read from a
// DOM input. Generic in the form's values like src/components/form/fields.tsx:
// `<StateInput<Values> name="states" />` checks the name. The pickers with a taxonomy's data are
// files of their own (venue-type-inputs.tsx, iab-category-input.tsx), so a form that does not
// show them does not download the taxonomies.
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { StateSelect, type StateSelectProps } from '@/components/taxonomy/state-select';
import { MultiSelect, type MultiSelectProps } from '@/components/ui/multi-select';
import { TreeSelect, type TreeSelectProps } from '@/components/ui/tree-select';

export type Bound<T extends FieldValues> = {
  name: FieldPath<T>;
  /** Runs before the form's own blur handling (which marks the field touched). */
  onBlur?: () => void;
};

/** Props the form now provides. */
export type Managed = 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef';

type MultipleTree<V extends string | number> = Extract<TreeSelectProps<V>, { multiple?: true }>;

export type MultiSelectInputProps<
  T extends FieldValues = FieldValues,
  V extends string | number = string,
> = Bound<T> & Omit<MultiSelectProps<V>, Managed>;
export type TreeSelectInputProps<
  T extends FieldValues = FieldValues,
  V extends string | number = string,
> = Bound<T> & Omit<MultipleTree<V>, Managed | 'multiple'>;
export type StateInputProps<T extends FieldValues = FieldValues> = Bound<T> &
  Omit<StateSelectProps, Managed>;

/** A form error's first message: array fields may carry theirs on an item ([{ message }]). */
export function firstMessage(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message !== '') {
    return error.message;
  }
  // Not `ref`: that is the field's element, not part of the error.
  const nested = Array.isArray(error)
    ? error
    : Object.entries(error).flatMap(([key, item]) => (key === 'ref' ? [] : [item]));
  for (const item of nested) {
    const message = firstMessage(item, depth + 1);
    if (message) return message;
  }
  return undefined;
}

/** The field's value as a list of keys; anything else (undefined while loading) is empty. */
function toKeys(raw: unknown): (string | number)[] {
  if (!Array.isArray(raw)) return [];
  const items: unknown[] = raw;
  return items.filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number',
  );
}

/**
 * value, onChange, onBlur and the element for the field of that name; its error once the
 * field was left or a submit was tried (FORM-TOUCHED; the forms validate onTouched).
 */
export function useBoundList<T extends FieldValues>({ name, onBlur }: Bound<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState, formState } = useController<T>({ name, control });
  const shown = fieldState.isTouched || formState.isSubmitted;
  return {
    value: toKeys(field.value),
    onChange: (next: (string | number)[]) => field.onChange(next),
    onBlur: () => {
      onBlur?.();
      field.onBlur();
    },
    error: shown ? firstMessage(fieldState.error) : undefined,
    inputRef: field.ref,
  };
}

// The bound components hand the picker a list of `string | number`: the form holds whatever
// it holds, and V only types the options the screen passes in.

export function MultiSelectInput<
  T extends FieldValues = FieldValues,
  V extends string | number = string,
>({ name, onBlur, ...props }: MultiSelectInputProps<T, V>) {
  const bound = useBoundList<T>({ name, onBlur });
  return <MultiSelect<string | number> {...props} {...bound} />;
}

/** Multiple mode: a checked parent covers its descendants. */
export function TreeSelectInput<
  T extends FieldValues = FieldValues,
  V extends string | number = string,
>({ name, onBlur, ...props }: TreeSelectInputProps<T, V>) {
  const bound = useBoundList<T>({ name, onBlur });
  return <TreeSelect<string | number> {...props} {...bound} />;
}

export function StateInput<T extends FieldValues = FieldValues>({
  name,
  onBlur,
  ...props
}: StateInputProps<T>) {
  const { value, onChange, ...bound } = useBoundList<T>({ name, onBlur });
  return (
    <StateSelect
      {...props}
      {...bound}
      value={value.filter((item) => typeof item === 'string')}
      onChange={onChange}
    />
  );
}
