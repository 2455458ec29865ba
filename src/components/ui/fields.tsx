// Labelled form fields. Each takes react-hook-form's register() props (its `ref` included, a
// plain prop in React 19) and shows its error (already filtered to touched fields by the
// form's `mode: 'onTouched'`: FORM-TOUCHED). src/components/form binds them to a form by name.
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

const controlClass =
  'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset placeholder:text-gray-400 focus:ring-2 focus:ring-brand-600 focus:ring-inset disabled:bg-gray-50 disabled:text-gray-500 aria-invalid:ring-red-500';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  children,
  className = '',
}: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1.5">{children}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

type Common = { label: ReactNode; error?: string; hint?: ReactNode; containerClassName?: string };
type ControlProps = { id?: string; required?: boolean; className?: string };

/**
 * The shell and the control attributes every labelled field shares: an id (given or generated),
 * the label, hint and error wiring, and the invalid/required states.
 */
function useField<P extends ControlProps>({
  label,
  error,
  hint,
  containerClassName,
  ...control
}: Common & P) {
  const autoId = useId();
  const id = control.id ?? autoId;
  const shell = {
    id,
    label,
    error,
    hint,
    required: control.required,
    className: containerClassName,
  };
  const attributes = {
    ...control,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
    'aria-required': control.required || undefined,
    className: `${controlClass} ${control.className ?? ''}`,
  };
  return { shell, attributes };
}

export type TextFieldProps = Common & ComponentPropsWithRef<'input'>;
export type TextAreaFieldProps = Common & ComponentPropsWithRef<'textarea'>;
export type SelectFieldProps = Common & ComponentPropsWithRef<'select'>;
export type CheckboxFieldProps = Common & Omit<ComponentPropsWithRef<'input'>, 'type'>;

export function TextField(props: TextFieldProps) {
  const { shell, attributes } = useField(props);
  return (
    <FieldShell {...shell}>
      <input {...attributes} />
    </FieldShell>
  );
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, attributes } = useField(props);
  return (
    <FieldShell {...shell}>
      <textarea {...attributes} />
    </FieldShell>
  );
}

export function SelectField({ children, ...props }: SelectFieldProps) {
  const { shell, attributes } = useField(props);
  return (
    <FieldShell {...shell}>
      <select {...attributes} className={`${attributes.className} pr-8`}>
        {children}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  containerClassName = '',
  id,
  className = '',
  ...props
}: CheckboxFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={containerClassName}>
      <div className="flex items-center gap-2">
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={`text-brand-600 focus-visible:outline-brand-600 size-4 rounded border-gray-300 focus-visible:outline-2 ${className}`}
          {...props}
        />
        <label htmlFor={fieldId} className="text-sm text-gray-900">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 ml-6 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 ml-6 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
