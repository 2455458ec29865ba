// A small form built only from the form kit, as a screen would build it, for the kit's tests.
import { yupResolver } from '@hookform/resolvers/yup';
import type { FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as yup from 'yup';
import { CheckboxInput, SelectInput, TextAreaInput, TextInput } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormActions } from '@/components/form/form-actions';
import { useSaveAndGo } from '@/components/form/use-save-and-go';

export const demoSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  url: yup.string().trim().required('URL is required').url('Enter a full URL'),
  kind: yup.string().required('Kind is required'),
  notes: yup.string().default('').max(10, 'Notes must be at most 10 characters'),
  terms: yup.boolean().default(false).oneOf([true], 'Accept the terms'),
});
export type DemoValues = yup.InferType<typeof demoSchema>;

export const DEMO_DEFAULTS: DemoValues = { name: '', url: '', kind: '', notes: '', terms: false };

export interface DemoFormProps {
  save: (values: DemoValues) => Promise<{ id: string }>;
  saving?: boolean;
  submitLabel?: string;
  onUrlElement?: (element: HTMLInputElement | null) => void;
  onUrlBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export function DemoForm({ save, saving, submitLabel, onUrlElement, onUrlBlur }: DemoFormProps) {
  const form = useForm<DemoValues>({
    resolver: yupResolver(demoSchema),
    mode: 'onTouched',
    defaultValues: DEMO_DEFAULTS,
  });
  const onSubmit = useSaveAndGo({
    save,
    success: (_result, values) => `Saved ${values.name}`,
    to: (result) => `/items/${result.id}`,
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="New item" className="space-y-4">
      <TextInput<DemoValues> name="name" label="Name" required autoComplete="off" />
      <TextInput<DemoValues>
        name="url"
        label="URL"
        type="url"
        required
        hint="Where the item lives."
        inputRef={onUrlElement}
        onBlur={onUrlBlur}
      />
      <SelectInput<DemoValues> name="kind" label="Kind" required>
        <option value="">Choose a kind…</option>
        <option value="screen">Screen</option>
        <option value="venue">Venue</option>
      </SelectInput>
      <TextAreaInput<DemoValues> name="notes" label="Notes" rows={2} />
      <CheckboxInput<DemoValues> name="terms" label="I accept the terms" />
      <FormActions cancelTo="/items" saving={saving} submitLabel={submitLabel} />
    </Form>
  );
}

/** The demo form at /items/new, with a list to cancel to and a page to land on. */
export function renderDemoForm(props: DemoFormProps) {
  const router = createMemoryRouter(
    [
      {
        path: '/items/new',
        element: (
          <>
            <DemoForm {...props} />
            <Toaster />
          </>
        ),
      },
      { path: '/items', element: <h1>All items</h1> },
      {
        path: '/items/:id',
        element: (
          <>
            <h1>Item page</h1>
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/items/new'] },
  );
  return { router, element: <RouterProvider router={router} /> };
}
