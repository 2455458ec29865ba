// Shared steps of the deal form's screen tests: fields by label, the pickers, the demo seed.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { getDb } from '@/mocks/db';
import { DEAL_FORM_TEXT } from '@/features/deals/form-messages';
import { venueTypeWithDescendants } from '@/data/venue-types';
import { fieldLabel, type renderRoute } from '../../utils';

export type User = ReturnType<typeof renderRoute>['user'];

/** The screens are lazy chunks: load them up front, so a busy machine does not time out. */
export function prepareDealScreens() {
  beforeAll(async () => {
    await Promise.all([
      import('@/features/deals/routes/deal-create'),
      import('@/features/deals/routes/deal-edit'),
      import('@/features/deals/routes/deal-detail'),
    ]);
  });
}

export const NORTHWIND = 'acc_northwind';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const field = (name: string) =>
  screen.getByLabelText(fieldLabel(name), { selector: 'input, textarea, select' });

export async function fill(user: User, name: string, value: string) {
  const input = field(name);
  await user.clear(input);
  if (value !== '') await user.type(input, value);
}

/** Picks an option of a MultiSelect (buyer seats, placements, states) by typing and Enter. */
export async function pick(user: User, combobox: string, search: string, option: string) {
  const input = screen.getByRole('combobox', { name: new RegExp(`^${escape(combobox)}`) });
  await user.clear(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${escape(option)}`) }));
}

/** Checks a venue type in the tree picker. */
export async function pickVenueType(user: User, label: string) {
  const search = screen.getByRole('searchbox', { name: /^Venue types/ });
  await user.clear(search);
  await user.type(search, label);
  await user.click(await screen.findByRole('treeitem', { name: label }));
}

/** The count of Northwind's screens of these venue types (with descendants), in these states. */
export function northwindScreens(venueTypes: number[], states: string[] = []): number {
  const kinds = new Set(venueTypes.flatMap(venueTypeWithDescendants));
  return getDb().placements.filter(
    (placement) =>
      placement.accountId === NORTHWIND &&
      kinds.has(placement.kind) &&
      (states.length === 0 || states.includes(placement.location?.address?.state ?? '')),
  ).length;
}

/** Waits for the live count line to read that many screens. */
export async function expectScreenCount(count: number) {
  const text = DEAL_FORM_TEXT.screenCount(count);
  await waitFor(() =>
    expect(
      screen.getByText(/^(No screens match yet|\d+ screens? match(es)?|Counting your screens…)$/),
    ).toHaveTextContent(text),
  );
}
