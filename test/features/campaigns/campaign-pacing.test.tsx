// Pacing at a glance (issue 21, item 3; PACE-SHOWN, PACE-TOOLTIP): the Pacing column on /campaigns
// and the line on the detail page, each status with a tooltip of its figures (on hover and on
// keyboard focus, and the badge's accessible description). The rule itself is table-tested in
// pacing.test.ts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/http/api-client';
import { localIsoDate } from '@/lib/text/dates';
import { server } from '@/mocks/server';
import type { Campaign } from '@/types/api';
import { bodyRows, renderRoute, signInAs } from '../../utils';

beforeAll(async () => {
  await Promise.all([
    import('@/features/campaigns/routes/campaigns-list'),
    import('@/features/campaigns/routes/campaign-detail'),
  ]);
});

beforeEach(async () => {
  await signInAs('dsp');
});

function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return localIsoDate(date);
}

/** A 30-day flight whose 10th day is today ($100 a day on a $3,000 lifetime budget). */
function fixture(id: string, name: string, overrides: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name,
    isPublished: true,
    bidCpm: 10,
    budgets: { spendLifetime: 3000 },
    enablePacing: true,
    schedule: {
      window: { dateStart: `${day(-9)}T00:00:00`, dateEnd: `${day(20)}T23:59:59` },
      dayParts: [],
      dayPartFallbackStrategy: 'campaignDefault',
    },
    fees: { dsp: 0.15, agency: 0 },
    targets: [],
    categories: [],
    ads: [],
    statsLifetime: { impressions: 100000, spend: 1000 },
    ...overrides,
  };
}

const flight = (start: number, end: number) => ({
  window: { dateStart: `${day(start)}T00:00:00`, dateEnd: `${day(end)}T23:59:59` },
  dayParts: [],
  dayPartFallbackStrategy: 'campaignDefault' as const,
});

const CAMPAIGNS = [
  fixture('c_steady', 'Steady'),
  fixture('c_slow', 'Slow', { statsLifetime: { impressions: 1, spend: 500 } }),
  fixture('c_daily', 'Daily', {
    budgets: { spendDaily: 50 },
    statsLifetime: { impressions: 1, spend: 700 },
  }),
  fixture('c_later', 'Later', { schedule: flight(5, 30) }),
  fixture('c_done', 'Done', { schedule: flight(-40, -1) }),
];

const pacingOf = (tableEl: HTMLElement) =>
  Object.fromEntries(bodyRows(tableEl).map((cells) => [cells[1], cells[9]]));

describe('Pacing', () => {
  it('shows each campaign’s pacing in the list, sortable, with its figures in a tooltip', async () => {
    server.use(
      http.get(apiUrl('/campaigns'), () =>
        HttpResponse.json({ campaigns: CAMPAIGNS, snapshot_iframe_url: '' }),
      ),
    );
    const { user } = renderRoute('/campaigns');
    const tableEl = await screen.findByRole('table', { name: 'Campaigns' });
    expect(within(tableEl).getAllByRole('columnheader')[9]).toHaveTextContent('Pacing');
    expect(pacingOf(tableEl)).toEqual({
      Steady: 'On track',
      Slow: 'Behind',
      Daily: 'Ahead',
      Later: 'Not started',
      Done: 'Ended',
    });

    // Most behind first; campaigns outside their flight last.
    await user.click(within(tableEl).getByRole('button', { name: 'Pacing' }));
    expect(
      bodyRows(tableEl)
        .map((cells) => cells[1])
        .slice(0, 3),
    ).toEqual(['Slow', 'Steady', 'Daily']);

    const slow = within(tableEl).getByText('Behind');
    expect(slow).toHaveAccessibleDescription(
      'Spent $500.00 of $1,000.00 expected by today: 50% under. Day 10 of 30; budget $3,000 lifetime. On track within 10% either way.',
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(slow);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Spent $500.00 of $1,000.00 expected by today: 50% under.',
    );
    await user.unhover(slow);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    // A daily budget: today's expected spend is the budget times the days so far.
    const daily = within(tableEl).getByText('Ahead');
    fireEvent.focus(daily);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Spent $700.00 of $500.00 expected by today: 40% over. Day 10 of 30; budget $50/day × 10 days.',
    );
    fireEvent.keyDown(daily, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(within(tableEl).getByText('Not started')).toHaveAccessibleDescription(
      `Starts ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
        new Date(`${day(5)}T00:00:00`),
      )}; a flight of 26 days. Budget $3,000 lifetime.`,
    );
  });

  it('says the pacing on the detail page', async () => {
    server.use(http.get(apiUrl('/campaigns/c_slow'), () => HttpResponse.json(CAMPAIGNS[1])));
    const { user } = renderRoute('/campaigns/c_slow');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow' })).toBeInTheDocument();
    const line = screen.getByText('Pacing:');
    const badge = within(line).getByText('Behind');
    expect(badge).toHaveAccessibleDescription(/^Spent \$500\.00 of \$1,000\.00 expected by today/);
    for (let presses = 0; presses < 40 && !badge.matches(':focus'); presses += 1) {
      await user.tab();
    }
    expect(badge).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Day 10 of 30');
  });
});
