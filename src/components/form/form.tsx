// A react-hook-form form: the fields below it find the form through context (by name), and
// submitting runs validation first, then onSubmit with the valid values.
import type { FormHTMLAttributes, ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export type FormProps<T extends FieldValues, TContext, TTransformed> = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate'
> & {
  /** The useForm() result. */
  form: UseFormReturn<T, TContext, TTransformed>;
  /** Runs with the validated values; the submit button is busy until its promise settles. */
  onSubmit: SubmitHandler<TTransformed>;
  children: ReactNode;
};

export function Form<T extends FieldValues, TContext = unknown, TTransformed = T>({
  form,
  onSubmit,
  children,
  ...formProps
}: FormProps<T, TContext, TTransformed>) {
  return (
    <FormProvider {...form}>
      {/* noValidate: the schema validates and shows its own messages, not the browser. */}
      <form noValidate {...formProps} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {children}
      </form>
    </FormProvider>
  );
}
