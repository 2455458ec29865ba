// A labelled group of radio buttons bound to a <Form> field by name (a fieldset with a legend,
// so the choice is announced with its question). Options may carry a description.
import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupInputProps<T extends FieldValues> {
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly RadioOption[];
  /** Side by side from `sm` (short labels), else stacked. */
  inline?: boolean;
  disabled?: boolean;
}

export function RadioGroupInput<T extends FieldValues = FieldValues>({
  name,
  legend,
  options,
  inline = false,
  disabled,
}: RadioGroupInputProps<T>) {
  const { register } = useFormContext<T>();
  const id = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className={`mt-2 flex flex-col gap-2 ${inline ? 'sm:flex-row sm:gap-6' : ''}`}>
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <input
                id={optionId}
                type="radio"
                value={option.value}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                className="text-brand-600 focus:ring-brand-600 mt-0.5 size-4 border-gray-300"
                {...register(name)}
              />
              <div className="text-sm">
                <label htmlFor={optionId} className="font-medium text-gray-900">
                  {option.label}
                </label>
                {option.description ? (
                  <p id={`${optionId}-description`} className="text-gray-600">
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
