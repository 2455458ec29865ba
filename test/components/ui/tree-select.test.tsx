import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TreeSelect, type TreeNode } from '@/components/ui/tree-select';

const SHOPS: TreeNode<number>[] = [
  {
    value: 1,
    label: 'Retail',
    children: [
      { value: 11, label: 'Grocery', children: [{ value: 111, label: 'Organic grocery' }] },
      { value: 12, label: 'Pharmacy' },
    ],
  },
  { value: 2, label: 'Transit', children: [{ value: 21, label: 'Airports' }] },
  { value: 3, label: 'Outdoor' },
];

function Multi({
  initial = [],
  onChange = () => {},
}: {
  initial?: number[];
  onChange?: (value: number[]) => void;
}) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <TreeSelect<number>
      label="Places"
      nodes={SHOPS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function Single({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <TreeSelect<number>
      multiple={false}
      label="Place"
      nodes={SHOPS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name });
const itemNames = () => screen.getAllByRole('treeitem').map((row) => row.textContent);

describe('TreeSelect', () => {
  it('renders a labelled tree with levels, expansion state and one tab stop', () => {
    render(<Multi />);
    const tree = screen.getByRole('tree', { name: 'Places' });
    expect(tree).toHaveAttribute('aria-multiselectable', 'true');
    expect(itemNames()).toEqual(['Retail', 'Transit', 'Outdoor']);
    expect(item('Retail')).toHaveAttribute('aria-level', '1');
    expect(item('Retail')).toHaveAttribute('aria-expanded', 'false');
    expect(item('Outdoor')).not.toHaveAttribute('aria-expanded');
    expect(item('Retail')).toHaveAttribute('aria-checked', 'false');
    expect(
      within(tree)
        .getAllByRole('treeitem')
        .filter((row) => row.tabIndex === 0),
    ).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Places' })).toBeInTheDocument();
  });

  it('moves with the arrow keys, opens and closes branches, and jumps by first letter', async () => {
    const user = userEvent.setup();
    render(<Multi />);
    await user.click(screen.getByRole('searchbox', { name: 'Places' }));
    await user.keyboard('{ArrowDown}');
    expect(item('Retail')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(item('Retail')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Retail')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(item('Grocery')).toHaveFocus();
    expect(item('Grocery')).toHaveAttribute('aria-level', '2');
    await user.keyboard('{ArrowDown}');
    expect(item('Pharmacy')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Transit')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(item('Retail')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(item('Retail')).toHaveAttribute('aria-expanded', 'false');
    expect(itemNames()).toEqual(['Retail', 'Transit', 'Outdoor']);

    await user.keyboard('{End}');
    expect(item('Outdoor')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Retail')).toHaveFocus();
    await user.keyboard('t');
    expect(item('Transit')).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('searchbox', { name: 'Places' })).toHaveFocus();
  });

  it('checks with Space and Enter; a checked parent covers its descendants', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    await user.click(screen.getByRole('searchbox', { name: 'Places' }));
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{ArrowDown}{ }');
    expect(onChange).toHaveBeenLastCalledWith([12]);
    expect(item('Pharmacy')).toHaveAttribute('aria-checked', 'true');
    expect(item('Retail')).toHaveAttribute('aria-checked', 'mixed');

    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // The parent replaces the child it now covers.
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(item('Retail')).toHaveAttribute('aria-checked', 'true');
    expect(item('Pharmacy')).toHaveAttribute('aria-checked', 'true');
    expect(item('Pharmacy')).toHaveAttribute('aria-disabled', 'true');

    // A covered node cannot be unchecked on its own.
    await user.click(item('Pharmacy'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('does not fold children into their parent when all are checked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi initial={[21]} onChange={onChange} />);
    // The chosen node's branch starts open.
    expect(item('Transit')).toHaveAttribute('aria-checked', 'mixed');
    expect(item('Airports')).toHaveAttribute('aria-checked', 'true');
    await user.click(item('Outdoor'));
    expect(onChange).toHaveBeenLastCalledWith([21, 3]);
    expect(item('Transit')).toHaveAttribute('aria-checked', 'mixed');
  });

  it('shows chips with full paths, a count, and removes them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Multi initial={[111, 3]} onChange={onChange} />);
    const chips = screen.getByRole('list', { name: 'Selected Places' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Retail › Grocery › Organic grocery', 'Outdoor']);
    expect(screen.getByText('2 selected')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Remove Retail › Grocery › Organic grocery' }),
    );
    expect(onChange).toHaveBeenLastCalledWith([3]);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('searches: matches with their ancestors open, the match highlighted', async () => {
    const user = userEvent.setup();
    render(<Multi />);
    await user.type(screen.getByRole('searchbox', { name: 'Places' }), 'groc');
    expect(itemNames()).toEqual(['Retail', 'Grocery', 'Organic grocery']);
    expect(item('Retail')).toHaveAttribute('aria-expanded', 'true');
    expect(item('Grocery')).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(item('Organic grocery'))
        .getAllByText((_, element) => element?.tagName === 'MARK')
        .map((mark) => mark.textContent),
    ).toEqual(['groc']);

    await user.keyboard('{Enter}');
    expect(item('Retail')).toHaveFocus();
    await user.clear(screen.getByRole('searchbox', { name: 'Places' }));
    await user.type(screen.getByRole('searchbox', { name: 'Places' }), 'zzz');
    expect(screen.queryAllByRole('treeitem')).toHaveLength(0);
    expect(screen.getByText('No places match “zzz”.')).toBeVisible();
  });

  it('picks one node of any level in single mode and shows its path', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Single onChange={onChange} />);
    const tree = screen.getByRole('tree', { name: 'Place' });
    expect(tree).not.toHaveAttribute('aria-multiselectable');
    expect(item('Retail')).not.toHaveAttribute('aria-checked');

    await user.click(screen.getByRole('searchbox', { name: 'Place' }));
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(11);
    expect(item('Grocery')).toHaveAttribute('aria-selected', 'true');
    expect(item('Retail')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('list', { name: 'Selected Place' })).toHaveTextContent(
      'Retail › Grocery',
    );
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    await user.click(item('Retail'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(item('Grocery')).not.toHaveAttribute('aria-disabled');
    await user.click(item('Grocery'));
    expect(onChange).toHaveBeenLastCalledWith(11);
    await user.click(item('Retail'));
    await user.click(screen.getByRole('button', { name: 'Remove Retail' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
