import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelect, type MultiSelectOption } from '@/components/ui/multi-select';

const OPTIONS: MultiSelectOption<string>[] = [
  { value: 'any', label: 'Anything' },
  { value: 'lem', label: 'Lemon', group: 'Citrus' },
  { value: 'lim', label: 'Lime', group: 'Citrus' },
  { value: 'ora', label: 'Orange', group: 'Citrus', description: 'Sweet' },
  { value: 'str', label: 'Strawberry', group: 'Berries' },
  { value: 'blu', label: 'Blueberry', group: 'Berries' },
];

function Harness({
  initial = [],
  onChange = () => {},
  onBlur,
  error,
  hint,
}: {
  initial?: string[];
  onChange?: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect<string>
        label="Fruit"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onBlur={onBlur}
        error={error}
        hint={hint}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('MultiSelect', () => {
  it('filters by label, value and group, case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });

    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(6);

    await user.type(input, 'LIM');
    expect(optionNames()).toEqual(['Lime']);

    await user.clear(input);
    await user.type(input, 'blu');
    expect(optionNames()).toEqual(['Blueberry']);

    await user.clear(input);
    await user.type(input, 'citrus');
    expect(optionNames()).toEqual(['Lemon', 'Lime', 'OrangeSweet']);

    await user.clear(input);
    await user.type(input, 'kiwi');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No Fruit match “kiwi”.')).toBeVisible();
  });

  it('shows options under named group headings', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));

    const citrus = screen.getByRole('group', { name: 'Citrus' });
    expect(
      within(citrus)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lemon', 'Lime', 'OrangeSweet']);
    expect(
      within(screen.getByRole('group', { name: 'Berries' })).getAllByRole('option'),
    ).toHaveLength(2);
    // Ungrouped options sit outside every group.
    expect(screen.getByRole('option', { name: 'Anything' })).toBeInTheDocument();
    for (const group of screen.getAllByRole('group')) {
      expect(within(group).queryByRole('option', { name: 'Anything' })).not.toBeInTheDocument();
    }
  });

  it('toggles options by click, keeps the list open, and shows chips with a count', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));

    await user.click(screen.getByRole('option', { name: 'Lime' }));
    await user.click(screen.getByRole('option', { name: 'Strawberry' }));
    expect(onChange).toHaveBeenLastCalledWith(['lim', 'str']);
    expect(screen.getByRole('option', { name: 'Lime' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruit' })).toHaveAttribute(
      'aria-multiselectable',
      'true',
    );
    expect(screen.getByText('2 selected')).toBeVisible();
    const chips = screen.getByRole('list', { name: 'Selected Fruit' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Lime', 'Strawberry']);

    await user.click(screen.getByRole('option', { name: 'Lime' }));
    expect(onChange).toHaveBeenLastCalledWith(['str']);
  });

  it('is usable from the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const active = () => {
      const id = input.getAttribute('aria-activedescendant');
      return screen.getAllByRole('option').find((option) => option.id === id);
    };
    expect(active()).toHaveTextContent('Anything');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['lim']);
    expect(active()).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['lim', 'lem']);

    await user.type(input, 'straw');
    expect(active()).toHaveTextContent('Strawberry');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['lim', 'lem', 'str']);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('removes a chip with its button, all with Clear, and the last with Backspace', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['lem', 'str', 'blu']} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Remove Strawberry' }));
    expect(onChange).toHaveBeenLastCalledWith(['lem', 'blu']);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveFocus();

    // Backspace edits the search text first, then removes the last chip once it is empty.
    await user.type(input, 'x');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['lem']);
    expect(screen.queryByRole('button', { name: 'Remove Blueberry' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Selected Fruit' })).not.toBeInTheDocument();
  });

  it('wires hint and error like the other fields, and reports leaving the widget', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness initial={['lem']} onBlur={onBlur} hint="Pick some." error="Too sour" />);
    const input = screen.getByRole('combobox', { name: 'Fruit' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pick some. Too sour');

    await user.click(input);
    // Moving to a chip stays inside the widget.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Remove Lemon' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
