// Reading the page by roles where a structure carries the meaning (testing-library's
// no-node-access): a `dl`'s value by its label, a table's row by a cell's text.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The definition (`dd`) paired with the term (`dt`) that reads `label`, in `scope` (the page by
 * default). The lists here give every term one definition, so the n-th term's is the n-th.
 */
export function definitionOf(label: string, scope?: HTMLElement): HTMLElement {
  const terms = scope ? within(scope).getAllByRole('term') : screen.getAllByRole('term');
  const definitions = scope
    ? within(scope).getAllByRole('definition')
    : screen.getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  const index = terms.findIndex((term) => term.textContent?.trim() === label);
  if (index < 0) throw new Error(`No term reads ${label}`);
  return definitions[index] as HTMLElement;
}

/** The one table row (in `scope`) with a cell reading exactly `text`. */
export function rowWith(text: string, scope: HTMLElement = document.body): HTMLElement {
  const rows = within(scope)
    .getAllByRole('row')
    .filter((row) => within(row).queryByText(text));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
