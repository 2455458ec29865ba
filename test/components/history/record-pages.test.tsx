// The History section on every record's page (HIST-PANEL), as each login opens it against the
// mock API and its seeded month: the campaign, deal, placement, bidder, account and creative;
// a save shown at once on the page that is open (HIST-PANEL-FRESH); and a History whose code
// fails to load while the placement's form stays as typed (HIST-PANEL-PART).
import { MutationObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCampaignPublishedMutation } from '@/api/campaigns';
import { HISTORY_PART, HISTORY_TEXT } from '@/components/history/history-text';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { queryClient } from '@/lib/cache/query-client';
import { getDb } from '@/mocks/db';
import { failPart } from '../../parts';
import { renderRoute, signInAs } from '../../utils';

const historySection = () => screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });

/** The section's entries, once listed (none once it says so). */
async function entriesOf(section: HTMLElement): Promise<HTMLElement[]> {
  const list = await waitFor(() => {
    const found = within(section).queryByRole('list', { name: 'History' });
    if (!found) expect(within(section).getByText(HISTORY_TEXT.empty)).toBeVisible();
    return found;
  });
  return list ? within(list).getAllByRole('listitem', { name: / by / }) : [];
}

describe('the History section of each record', () => {
  // The seed's month (HIST-SEED) has entries for each but the creatives: that one is empty.
  it.each([
    ['dsp', 'campaign detail', 'campaign', (): string => '/campaigns/cmp_2'],
    ['ssp', 'deal detail', 'deal', (): string => '/deals/deal_nw_morning'],
    ['ssp', 'deal edit', 'deal', (): string => '/deals/deal_nw_morning/edit'],
    ['ssp', 'placement edit', 'placement', (): string => '/placements/pl_nw_001/edit'],
    ['admin', 'bidder edit', 'bidder', (): string => `/bidders/${getDb().bidders[0]!.id}/edit`],
    ['admin', 'account detail', 'account', (): string => '/accounts/acc_acme'],
    ['admin', 'account edit', 'account', (): string => '/accounts/acc_acme/edit'],
    ['dsp', 'creative panel', 'creative', (): string => '/creatives?creative=cr_5'],
  ] as const)('as %s, the %s shows the %s’s entries', async (login, _page, kind, urlOf) => {
    await signInAs(login);
    const url = urlOf();
    renderRoute(url);
    const section = await historySection();
    const entries = await entriesOf(section);
    const recorded = getDb().history.filter(
      (entry) => entry.record.kind === kind && url.includes(`/${entry.record.id}`),
    );
    if (kind === 'creative') {
      expect(entries).toEqual([]);
      expect(section).toHaveTextContent(HISTORY_TEXT.empty);
    } else {
      expect(recorded.length).toBeGreaterThan(0);
      expect(entries).toHaveLength(Math.min(recorded.length, 20));
    }
  });

  it('reads the admin signed in as Dana Buyer on her campaign, and the change made', async () => {
    await signInAs('dsp');
    renderRoute('/campaigns/cmp_2');
    const section = await historySection();
    const entries = await entriesOf(section);
    const byAdmin = entries.find((item) => item.textContent?.includes('Avery Admin as Dana Buyer'));
    expect(byAdmin).toBeDefined();
    expect(within(byAdmin!).getByRole('list', { name: 'Changes' })).toHaveTextContent(
      /^Bid CPM: \$\d+\.\d{2} → \$\d+\.\d{2}$/,
    );
  });

  it('shows a save made while the page is open, at the top (HIST-PANEL-FRESH)', async () => {
    await signInAs('dsp');
    renderRoute('/campaigns/cmp_2');
    const section = await historySection();
    const before = await entriesOf(section);
    const published = getDb().campaigns.find((campaign) => campaign.id === 'cmp_2')!.isPublished;
    await new MutationObserver(queryClient, setCampaignPublishedMutation).mutate({
      id: 'cmp_2',
      isPublished: !published,
    });
    const action = published ? 'Paused' : 'Activated';
    const top = await within(section).findByRole('listitem', {
      name: new RegExp(`^${action} by Dana Buyer`),
    });
    expect(within(section).getAllByRole('listitem', { name: / by / })[0]).toBe(top);
    expect(top).toHaveTextContent(`Status: ${published ? 'Active → Paused' : 'Paused → Active'}`);
    expect(before).not.toContain(top);
  });

  it('keeps the placement form as typed when the History cannot be loaded, and Retry shows it', async () => {
    await signInAs('ssp');
    const network = failPart(HISTORY_PART);
    const { user } = renderRoute('/placements/pl_nw_001/edit');
    const name = await screen.findByLabelText(/^Placement name/, { selector: 'input' });
    await user.clear(name);
    await user.type(name, 'Typed Before The Failure');
    const section = await historySection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(PART_LOAD_FAILED);
    network.restore();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await entriesOf(section)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Placement name/, { selector: 'input' })).toHaveValue(
      'Typed Before The Failure',
    );
  });
});
