// Shared pieces of the inventory screens' tests.
import { screen, within } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { getDb } from '@/mocks/db';
import { searchInventory } from '@/mocks/inventory-search';
import { formatCount } from '@/lib/text/format';
import type { InventoryFilters } from '@/types/api';

/**
 * What the test DOM lacks: a canvas (the dots layer then draws nothing, and no "not implemented"
 * is logged), and layout: the screen list's scroll area gets the height a browser would
 * give it (its max-height), so its window of rows is rendered.
 */
export function stubLayout() {
  const spies = [
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640),
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
}

/** What the mock API answers for these filters: the figures the screen must show. */
export function expected(filters: Partial<InventoryFilters> = {}) {
  return searchInventory(
    { states: [], venueTypes: [], publishers: [], q: '', ...filters },
    getDb(),
  );
}

/** The summary's value for a figure, e.g. `Screens`. */
export function figure(term: string): string {
  const summary = screen.getByRole('region', { name: 'Summary' });
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

export const count = (n: number) => formatCount(n);

/** The screen list's body rows (the header row left out). */
export function listRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Screens' });
  return within(table).getAllByRole('row').slice(1);
}

export function searchOf(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}
