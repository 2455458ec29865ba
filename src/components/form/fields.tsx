// The labelled fields of src/components/ui/fields.tsx, bound to the enclosing <Form> by name:
// each registers itself and shows its own error, so no screen pairs register() with
// formState.errors by hand. Generic in the form's values, so `<TextInput<Values> name="…" />`
// checks the name; without the type argument any name is accepted.
import type { ChangeEvent, FocusEvent } from 'react';
import {
  get,
  useFormContext,
  useFormState,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@/components/ui/fields';

type Bound<T extends FieldValues, E extends HTMLElement> = {
  name: FieldPath<T>;
  /** register()'s options: validation rules, valueAsNumber, setValueAs, deps, … */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
  /** Also receives the element (the form keeps its own ref to it as well). */
  inputRef?: (element: E | null) => void;
  /** Runs before the form's own blur handling (which marks the field touched and validates). */
  onBlur?: (event: FocusEvent<E>) => void;
  /** Runs after the form has taken the new value. */
  onChange?: (event: ChangeEvent<E>) => void;
};

/** Props of the ui field the form now provides, or that would fight its uncontrolled input. */
type Managed = 'name' | 'error' | 'ref' | 'onBlur' | 'onChange' | 'value' | 'defaultValue';

export type TextInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLInputElement> &
  Omit<TextFieldProps, Managed>;
export type TextAreaInputProps<T extends FieldValues = FieldValues> = Bound<
  T,
  HTMLTextAreaElement
> &
  Omit<TextAreaFieldProps, Managed>;
export type SelectInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLSelectElement> &
  Omit<SelectFieldProps, Managed>;
export type CheckboxInputProps<T extends FieldValues = FieldValues> = Bound<T, HTMLInputElement> &
  Omit<CheckboxFieldProps, Managed | 'checked' | 'defaultChecked'>;

/** A form error's message, if the value at that path is one. */
function messageAt(errors: unknown, name: string): string | undefined {
  const error: unknown = get(errors, name);
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message !== ''
    ? error.message
    : undefined;
}

/**
 * register() for one field, with the caller's ref, blur and change handlers composed in, and
 * its error message. Subscribes to this field's form state only, so typing elsewhere in a long
 * form does not re-render it.
 */
function useBoundField<T extends FieldValues, E extends HTMLElement>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
}: Bound<T, E>) {
  const { register, control } = useFormContext<T>();
  const { errors } = useFormState({ control, name });
  const registration = register(name, registerOptions);
  return {
    error: messageAt(errors, name),
    field: {
      ...registration,
      ref: (element: E | null) => {
        registration.ref(element);
        inputRef?.(element);
      },
      onBlur: (event: FocusEvent<E>) => {
        onBlur?.(event);
        void registration.onBlur(event);
      },
      onChange: (event: ChangeEvent<E>) => {
        void registration.onChange(event);
        onChange?.(event);
      },
    },
  };
}

export function TextInput<T extends FieldValues = FieldValues>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
  ...props
}: TextInputProps<T>) {
  const { error, field } = useBoundField<T, HTMLInputElement>({
    name,
    registerOptions,
    inputRef,
    onBlur,
    onChange,
  });
  return <TextField {...props} {...field} error={error} />;
}

export function TextAreaInput<T extends FieldValues = FieldValues>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
  ...props
}: TextAreaInputProps<T>) {
  const { error, field } = useBoundField<T, HTMLTextAreaElement>({
    name,
    registerOptions,
    inputRef,
    onBlur,
    onChange,
  });
  return <TextAreaField {...props} {...field} error={error} />;
}

/** The options are its children. */
export function SelectInput<T extends FieldValues = FieldValues>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
  ...props
}: SelectInputProps<T>) {
  const { error, field } = useBoundField<T, HTMLSelectElement>({
    name,
    registerOptions,
    inputRef,
    onBlur,
    onChange,
  });
  return <SelectField {...props} {...field} error={error} />;
}

export function CheckboxInput<T extends FieldValues = FieldValues>({
  name,
  registerOptions,
  inputRef,
  onBlur,
  onChange,
  ...props
}: CheckboxInputProps<T>) {
  const { error, field } = useBoundField<T, HTMLInputElement>({
    name,
    registerOptions,
    inputRef,
    onBlur,
    onChange,
  });
  return <CheckboxField {...props} {...field} error={error} />;
}
