// The venue type pickers bound to the enclosing <Form> by name (see controlled-fields.tsx): a
// file of their own, so only the forms that show them download the venue taxonomy.
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import {
  firstMessage,
  useBoundList,
  type Bound,
  type Managed,
} from '@/components/form/controlled-fields';
import {
  VenueTypeSelect,
  type VenueTypeSelectProps,
} from '@/components/taxonomy/venue-type-select';

export type VenueTypeInputProps<T extends FieldValues = FieldValues> = Bound<T> &
  Omit<Extract<VenueTypeSelectProps, { multiple?: true }>, Managed | 'multiple'>;
export type VenueTypeSingleInputProps<T extends FieldValues = FieldValues> = Bound<T> &
  Omit<Extract<VenueTypeSelectProps, { multiple: false }>, Managed | 'multiple'>;

export function VenueTypeInput<T extends FieldValues = FieldValues>({
  name,
  onBlur,
  ...props
}: VenueTypeInputProps<T>) {
  const { value, onChange, ...bound } = useBoundList<T>({ name, onBlur });
  return (
    <VenueTypeSelect
      {...props}
      {...bound}
      value={value.filter((item) => typeof item === 'number')}
      onChange={onChange}
    />
  );
}

/** One venue type (a placement's kind): the field holds its id, or null. */
export function VenueTypeSingleInput<T extends FieldValues = FieldValues>({
  name,
  onBlur,
  ...props
}: VenueTypeSingleInputProps<T>) {
  const { control } = useFormContext<T>();
  // The error shows once it exists: onTouched forms set it on blur, Next or submit.
  const { field, fieldState } = useController<T>({ name, control });
  const raw: unknown = field.value;
  return (
    <VenueTypeSelect
      {...props}
      multiple={false}
      value={typeof raw === 'number' ? raw : null}
      onChange={(next) => field.onChange(next)}
      onBlur={() => {
        onBlur?.();
        field.onBlur();
      }}
      error={firstMessage(fieldState.error)}
      inputRef={field.ref}
    />
  );
}
