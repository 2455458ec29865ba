// The command palette as its tests drive it (test/app/command-palette*.test.tsx).
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderRoute } from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

/** Ctrl+K, once the shell (which listens for it) is on screen. */
export async function openPalette(user: User) {
  await screen.findByRole('navigation', { name: 'Main' });
  // The palette never opens over another dialog (src/app/shell.tsx): none may be left over.
  expect(screen.queryAllByRole('dialog', { hidden: true })).toEqual([]);
  await user.keyboard('{Control>}k{/Control}');
  // The first open downloads the palette's code: a loaded CI machine took over the default 1 s,
  // and over 5 s beside the end-to-end suite at load 9 (2026-11-29).
  return screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 15_000 });
}

export const combobox = () =>
  screen.getByRole('combobox', { name: 'Search screens, records and actions' });
export const listbox = () => screen.getByRole('listbox', { name: 'Results' });

/** The options of one group (by its name's start), as their texts. */
export const groupOptions = (name: string) =>
  within(within(listbox()).getByRole('group', { name: new RegExp(`^${name}\\b`) }))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The groups' accessible names (their headings, by aria-labelledby), in order. */
export const groupNames = () => {
  const names: string[] = [];
  within(listbox()).queryAllByRole('group', {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
};

/** The option the combobox's aria-activedescendant points at. */
export const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return (id && screen.queryAllByRole('option').find((option) => option.id === id)) || null;
};
