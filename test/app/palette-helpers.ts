// The command palette as its tests drive it (test/app/command-palette*.test.tsx).
import { screen } from '@testing-library/react';
import type { renderRoute } from '../utils';

type User = ReturnType<typeof renderRoute>['user'];

/** Ctrl+K, once the shell (which listens for it) is on screen. */
export async function openPalette(user: User) {
  await screen.findByRole('navigation', { name: 'Main' });
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' });
}

export const combobox = () =>
  screen.getByRole('combobox', { name: 'Search screens, records and actions' });
export const listbox = () => screen.getByRole('listbox', { name: 'Results' });
