// Finding things on the Creative Reviews screen as a user does: tabs by name and count, a
// tab's queue, a card by its creative's name, and the seeded Northwind queue.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReviewStatus } from '@/types/api';

/** Northwind's seeded queue (src/mocks/seed/reviews.ts), newest first (of
 * two submitted together, the later-added first). */
export const SEEDED = {
  Pending: [
    'Morning Brew 15s Spot',
    'Morning Brew – Landscape',
    'Fly South – Landscape',
    'Latte Art 15s Portrait',
  ],
  Approved: ['Fly South – Portrait', 'Morning Brew – Portrait', 'Cold Brew Season Billboard'],
  Rejected: ['Spring Menu Square', 'Cold Brew Leaderboard'],
} as const satisfies Record<ReviewStatus, readonly string[]>;

export const tab = (status: ReviewStatus) =>
  screen.getByRole('tab', { name: new RegExp(`^${status}\\b`) });

/** Waits until the three tabs show these counts (the first render in a worker compiles the screen). */
export async function expectCounts(counts: Record<ReviewStatus, number>) {
  for (const [status, count] of Object.entries(counts)) {
    expect(
      await screen.findByRole('tab', { name: `${status} ${count}` }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  }
}

export const queue = (status: ReviewStatus) =>
  screen.getByRole('list', { name: `${status} creatives` });

export const findQueue = (status: ReviewStatus) =>
  screen.findByRole('list', { name: `${status} creatives` });

export const cardNames = (status: ReviewStatus) =>
  within(queue(status))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const card = (name: string) => screen.getByRole('listitem', { name });

/** The value beside `term` in a card's facts. */
export function fact(scope: HTMLElement, term: string): string | null {
  const dt = within(scope)
    .getAllByRole('term')
    .find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

type User = { click: (element: Element) => Promise<void> };

/**
 * `Always approve this advertiser` on a card, confirmed: the question must say that `waiting`
 * creatives of `advertiser` are approved now (REV-ALWAYS-APPROVE).
 */
export async function alwaysApprove(
  user: User,
  onCard: HTMLElement,
  advertiser: string,
  waiting: string,
) {
  await user.click(within(onCard).getByRole('button', { name: 'Always approve this advertiser' }));
  const confirm = await screen.findByRole('dialog', { name: `Always approve ${advertiser}?` });
  expect(confirm).toHaveTextContent(`Their ${waiting} waiting for review will be approved now.`);
  await user.click(within(confirm).getByRole('button', { name: 'Always approve' }));
  return confirm;
}
