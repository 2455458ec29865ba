// A `dl`'s value by its label, by roles: the definition (`dd`) paired with the term (`dt`) that
// reads `label`. The lists here give every term one definition, so the n-th term's is the n-th.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

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
