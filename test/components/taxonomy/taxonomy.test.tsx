import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IAB_CATEGORY_OPTIONS, IabCategorySelect } from '@/components/taxonomy/iab-category-select';
import { STATE_OPTIONS, StateSelect } from '@/components/taxonomy/state-select';
import { VENUE_TYPE_NODES, VenueTypeSelect } from '@/components/taxonomy/venue-type-select';
import { IAB_CATEGORY_LIST } from '@/data/iab-categories';
import { VENUE_TYPES } from '@/data/venue-types';

function Iab({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <IabCategorySelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('taxonomy pickers', () => {
  it('builds their lists once, at module level', () => {
    expect(IAB_CATEGORY_OPTIONS).toHaveLength(IAB_CATEGORY_LIST.length);
    expect(IAB_CATEGORY_OPTIONS.find((option) => option.value === 'IAB8')).toMatchObject({
      label: 'Food & Drink',
      group: 'Food & Drink',
    });
    expect(STATE_OPTIONS).toHaveLength(50);
    expect(VENUE_TYPE_NODES).toBe(VENUE_TYPES);
  });

  it('IAB categories: virtualized, grouped by tier 1, searchable by name and code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Iab onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'IAB categories' });
    await user.click(input);

    // Every category is in the list (aria-setsize) but only a window of rows is rendered.
    const rendered = screen.getAllByRole('option');
    expect(rendered[0]).toHaveAttribute('aria-setsize', String(IAB_CATEGORY_LIST.length));
    expect(IAB_CATEGORY_LIST.length).toBeGreaterThan(350);
    expect(rendered.length).toBeLessThan(30);
    expect(
      within(screen.getByRole('group', { name: 'Arts & Entertainment' })).getByRole('option', {
        name: /^Arts & Entertainment/,
      }),
    ).toBeInTheDocument();

    // Far down the list from the keyboard: the active option is always rendered.
    await user.keyboard('{PageDown}'.repeat(12));
    const activeId = input.getAttribute('aria-activedescendant');
    const active = screen.getAllByRole('option').find((option) => option.id === activeId);
    expect(active).toHaveAttribute('aria-posinset', '97');
    expect(screen.getAllByRole('option').length).toBeLessThan(40);

    await user.type(input, 'coffee');
    const coffee = within(screen.getByRole('group', { name: 'Food & Drink' })).getByRole('option', {
      name: /^Coffee\/Tea/,
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(coffee);
    expect(onChange).toHaveBeenLastCalledWith(['IAB8-6']);

    await user.clear(input);
    await user.type(input, 'iab8');
    // The tier-1 entry and its 18 children (IAB8-1 … IAB8-18).
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '19');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['IAB8-6', 'IAB8']);
    expect(screen.getByRole('button', { name: 'Remove Food & Drink' })).toBeInTheDocument();
  });

  it('States: 50 states labelled with their codes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<StateSelect value={['NY']} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Remove New York (NY)' })).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'States' });
    await user.click(input);
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '50');
    await user.type(input, 'tx');
    await user.click(screen.getByRole('option', { name: 'Texas (TX)' }));
    expect(onChange).toHaveBeenLastCalledWith(['NY', 'TX']);
  });

  it('Venue types: the three-level OpenOOH tree with path chips', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<VenueTypeSelect value={[]} onChange={onChange} />);
    const tree = screen.getByRole('tree', { name: 'Venue types' });
    expect(within(tree).getAllByRole('treeitem')).toHaveLength(VENUE_TYPES.length);

    await user.type(screen.getByRole('searchbox', { name: 'Venue types' }), 'gates');
    const gates = screen.getByRole('treeitem', { name: 'Gates' });
    expect(gates).toHaveAttribute('aria-level', '3');
    await user.click(gates);
    expect(onChange).toHaveBeenLastCalledWith([10105]);
    expect(screen.getByRole('treeitem', { name: 'Transit' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('Venue types: a single pick shows its path', () => {
    render(<VenueTypeSelect multiple={false} label="Venue type" value={101} onChange={() => {}} />);
    expect(screen.getByRole('list', { name: 'Selected Venue type' })).toHaveTextContent(
      'Transit › Airports',
    );
  });
});
