// The shared harness of the DayPartGrid tests: the grid as a form uses it, and cell lookups.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import {
  DayPartGrid,
  type DayPartCell,
  type DayPartGridProps,
} from '@/components/ui/day-part-grid';

export const money = (value: number) => `$${value.toFixed(2)}`;

export type HarnessProps = Partial<DayPartGridProps> & { initial?: DayPartCell[] };

/** The grid as a form uses it: controlled, every change fed back in. */
export function Harness({ initial = [], onChange, ...props }: HarnessProps) {
  const [cells, setCells] = useState<DayPartCell[]>(initial);
  return (
    <DayPartGrid
      label="Day-parts"
      cells={cells}
      formatValue={money}
      baseValue={8}
      onChange={(next) => {
        onChange?.(next);
        setCells(next);
      }}
      {...props}
    />
  );
}

export function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn<(cells: DayPartCell[]) => void>();
  render(<Harness onChange={onChange} {...props} />);
  return { user, onChange };
}

/** Tab to the grid's single tab stop (the toolbar comes first). */
export async function tabToGrid(user: ReturnType<typeof userEvent.setup>) {
  for (let i = 0; i < 10 && document.activeElement?.getAttribute('role') !== 'gridcell'; i++) {
    await user.tab();
  }
}

// Role queries over 168 cells are slow in a test DOM: most lookups go by the cells' aria-label
// (their accessible name); the naming test below asserts the roles and names themselves.
export const cell = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'td[role="gridcell"]' });
// `hidden: true` skips the (slow) visibility checks; hidden cells were always counted too.
export const selectedCount = () =>
  screen.queryAllByRole('gridcell', { selected: true, hidden: true }).length;
export const lastPayload = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0];
export const cells = (weekday: number, hours: number[], value: number | null = null) =>
  hours.map((hour) => ({ weekday, hour, value }));
