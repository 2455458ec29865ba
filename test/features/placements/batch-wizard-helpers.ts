// The bulk import wizard's steps as a user takes them (batch-wizard.test.tsx,
// batch-sync.test.tsx): a CSV of lines, the Upload gate, the defaults steps up to Launch, and
// Full DB Sync's confirming click.
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { CSV_COLUMNS } from '@/features/placements/import';
import { READINESS_MESSAGES } from '@/features/placements/import/messages';
import type { renderRoute } from '../../utils';

export type User = ReturnType<typeof renderRoute>['user'];

export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
export const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

/**
 * The step's heading once the wizard has moved the focus to it: its fields are on screen, and
 * typing started before the move (a lazy step's effect) would lose its keys to the heading.
 */
export async function stepReady(name: string) {
  const found = await heading(name);
  // A loaded machine (CI beside the browser tests) takes seconds over a step's first render.
  await waitFor(() => expect(found).toHaveFocus(), { timeout: 5000 });
  return found;
}
export const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

export function csv(lines: string[][]): File {
  const text = [CSV_COLUMNS.join(','), ...lines.map((cells) => cells.join(','))].join('\r\n');
  return new File([text], 'screens.csv', { type: 'text/csv' });
}

/** A line with coordinates: name, external_id, venue_type 10101 (an OpenOOH id). */
export const line = (name: string, externalId: string) => [
  name,
  externalId,
  '10101',
  '',
  '',
  '',
  '',
  '',
  '',
  '40.75',
  '-73.98',
];

/** Full DB Sync's confirming click; above 10 deletions the count is typed first. */
export async function confirmDeletes(user: User, deletes: number) {
  const dialog = await screen.findByRole('dialog');
  if (deletes > 10) {
    await user.type(
      within(dialog).getByLabelText(`Type ${deletes} to confirm the deletions`),
      String(deletes),
    );
  }
  await user.click(
    within(dialog).getByRole('button', { name: `Delete ${deletes} placements and import` }),
  );
}

export async function uploadAndFillDefaults(user: User, file: File, skip?: string) {
  expect(await heading('Upload')).toBeInTheDocument();
  // Next without a file moves on; the Upload step then says what is missing.
  await next(user);
  expect(await heading('General')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(READINESS_MESSAGES.noFile);
  await user.upload(screen.getByLabelText(/Placements CSV file/), file);
  expect(await screen.findByRole('list', { name: 'Import summary' })).toBeInTheDocument();
  if (skip) await user.click(screen.getByRole('checkbox', { name: skip }));
  await next(user);
  expect(await stepReady('General')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Placement name/)).not.toBeInTheDocument();
  await user.type(field(/^Bid floor CPM/), '3');
  await next(user);
  expect(await stepReady('Verification')).toBeInTheDocument();
  // Every line has coordinates: the default location (batch-verification.test.tsx) stays empty.
  expect(field(/^Latitude/)).not.toBeRequired();
  await user.type(field(/^Image URL/), 'https://cdn.example.com/screen.png');
  await next(user);
  expect(await heading('Audience')).toBeInTheDocument();
  await next(user);
  expect(await heading('Launch')).toBeInTheDocument();
}
