import { yupResolver } from '@hookform/resolvers/yup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { MultiSelectInput, StateInput, TreeSelectInput } from '@/components/form/controlled-fields';
import { IabCategoryInput } from '@/components/form/iab-category-input';
import { VenueTypeInput } from '@/components/form/venue-type-inputs';
import { Form } from '@/components/form/form';

const schema = yup.object({
  states: yup.array(yup.string().required()).required().min(1, 'Pick a state'),
  categories: yup.array(yup.string().required()).required().max(1, 'One category at most'),
  venueTypes: yup.array(yup.number().required()).required().min(1, 'Pick a venue type'),
  colors: yup.array(yup.string().required()).required().min(1, 'Pick a color'),
  shapes: yup.array(yup.number().required()).required().min(1, 'Pick a shape'),
});
type Values = yup.InferType<typeof schema>;

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { states: [], categories: ['IAB1'], venueTypes: [], colors: [], shapes: [] },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Targeting">
      <StateInput<Values> name="states" hint="Where it runs." />
      <IabCategoryInput<Values> name="categories" />
      <VenueTypeInput<Values> name="venueTypes" />
      <MultiSelectInput<Values, string>
        name="colors"
        label="Colors"
        options={[
          { value: 'red', label: 'Red' },
          { value: 'blue', label: 'Blue' },
        ]}
      />
      <TreeSelectInput<Values, number>
        name="shapes"
        label="Shapes"
        nodes={[{ value: 1, label: 'Round', children: [{ value: 11, label: 'Circle' }] }]}
      />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('controlled fields', () => {
  it('shows an error only once the field was left', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    const states = screen.getByRole('combobox', { name: 'States' });

    await user.click(states);
    expect(screen.queryByText('Pick a state')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Pick a state')).toBeVisible();
    expect(states).toHaveAttribute('aria-invalid', 'true');
    expect(states).toHaveAccessibleDescription('Where it runs. Pick a state');
    // Focus is in the IAB field now, which was not left yet.
    expect(screen.queryByText('Pick a venue type')).not.toBeInTheDocument();

    await user.click(states);
    await user.type(states, 'ohio');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Pick a state')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove Ohio (OH)' })).toBeInTheDocument();
  });

  it('marks a tree field touched when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('searchbox', { name: 'Venue types' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Transit' })).toHaveFocus();
    expect(screen.queryByText('Pick a venue type')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Colors' }));
    expect(await screen.findByText('Pick a venue type')).toBeVisible();
  });

  it('shows every error after a submit attempt, then submits the chosen values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick a state')).toBeVisible();
    expect(screen.getByText('Pick a venue type')).toBeVisible();
    expect(screen.getByText('Pick a color')).toBeVisible();
    expect(screen.getByText('Pick a shape')).toBeVisible();
    expect(screen.queryByText('One category at most')).not.toBeInTheDocument();
    // The form focuses its first invalid field through the bound ref.
    expect(screen.getByRole('combobox', { name: 'States' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('combobox', { name: 'States' }), 'maine');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('treeitem', { name: 'Retail' }));
    await user.click(screen.getByRole('combobox', { name: 'Colors' }));
    await user.click(screen.getByRole('option', { name: 'Blue' }));
    await user.click(screen.getByRole('treeitem', { name: 'Round' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      states: ['ME'],
      categories: ['IAB1'],
      venueTypes: [2],
      colors: ['blue'],
      shapes: [1],
    });
  });
});
