import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/mocks/db';
import { applyHostileKnob } from '@/mocks/seed';
import { HOSTILE_HTML, HOSTILE_RTL } from '@/mocks/seed/hostile';
import { server } from '@/mocks/server';
import { captureRequests, findToast, inMain, renderRoute, signInAs } from '../../utils';
import { count, expected, figure, listRows, searchOf, stubLayout } from './helpers';

const FEATURED = { states: ['NY', 'NJ', 'MA', 'PA'], venueTypes: [1, 2] };

// Requirements checked here: INV-SAVE-REPORT, INV-REPORT, INV-REPORT-NOT-FOUND, INV-FEATURED.
describe('Save as Report', () => {
  it('saves the filters with a name and description, then opens the report', async () => {
    stubLayout();
    await signInAs('dsp');
    const requests = captureRequests();
    const { user, router } = renderRoute('/inventory?states=HI&venueTypes=1&q=honolulu');
    await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Save as Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Report' });
    expect(
      within(dialog).getByText(/States: Hawaii\. Venue types: Transit\. Search: “honolulu”\./),
    ).toBeVisible();

    // The name is required: said once the field is touched (here, by submitting).
    const name = within(dialog).getByRole('textbox', { name: /Report name/ });
    expect(within(dialog).queryByText('Report name is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    expect(await within(dialog).findByText('Report name is required')).toBeVisible();
    expect(await requests.bodiesOf('/inventory')).toEqual([]);

    await user.type(name, 'Honolulu transit');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Airport run');
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/inventory\/inv_/));
    expect(await requests.bodiesOf('/inventory')).toEqual([
      {
        name: 'Honolulu transit',
        description: 'Airport run',
        filters: { states: ['HI'], venueTypes: [1], publishers: [], q: 'honolulu' },
      },
    ]);
    await findToast('Report saved.');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Honolulu transit' }),
    ).toBeVisible();
    expect(screen.getByText('Airport run')).toBeVisible();
    const saved = expected({ states: ['HI'], venueTypes: [1], q: 'honolulu' });
    await waitFor(() => expect(figure('Screens')).toBe(count(saved.summary.screens)));
  });

  it('keeps the dialog open with the reason when the save fails', async () => {
    stubLayout();
    await signInAs('dsp');
    server.use(
      http.post('*/v1/inventory', () =>
        HttpResponse.json({ error: { message: 'Reports are read-only today' } }, { status: 400 }),
      ),
    );
    const { user, router } = renderRoute('/inventory');
    await screen.findByRole('region', { name: 'Summary' });
    await user.click(screen.getByRole('button', { name: 'Save as Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as Report' });
    expect(within(dialog).getByText(/every screen: no filters/)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Report name/ }), 'All');
    await user.click(within(dialog).getByRole('button', { name: 'Save Report' }));
    expect(await within(dialog).findByText('Reports are read-only today')).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Report name/ })).toHaveValue('All');
    expect(router.state.location.pathname).toBe('/inventory');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/inventory/{id}', () => {
  it("shows the featured report's name, description, filters, summary, map and screens", async () => {
    stubLayout();
    await signInAs('dsp');
    const { user, router } = renderRoute('/inventory/featured');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northeast commuters' }),
    ).toBeVisible();
    expect(document.title).toBe('Marquee | Inventory Explorer Report');
    expect(screen.getByText(/Transit and retail screens in New York/)).toBeVisible();
    const report = expected(FEATURED);
    expect(figure('Screens')).toBe(count(report.summary.screens));
    expect(figure('Avg. floor CPM')).toBe(`$${report.summary.avgFloorCpm.toFixed(2)}`);
    expect(inMain().getByText('New York, New Jersey, Massachusetts, Pennsylvania')).toBeVisible();
    // Every screen is in the list (a window of them in the DOM).
    expect(await screen.findByRole('table', { name: 'Screens' })).toHaveAttribute(
      'aria-rowcount',
      String(report.screens.length + 1),
    );
    // The map is a picture here (the filters are the report's), its numbers in the table.
    expect(await screen.findByRole('img', { name: 'Screens by state' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^New York: / })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Explorer' })).toHaveAttribute(
      'href',
      '/inventory?states=MA,NJ,NY,PA&venueTypes=1,2',
    );

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    const sent = searchOf(router).get('placements')?.split(',') ?? [];
    expect([...sent].sort()).toEqual(report.screens.map((s) => s.id).sort());
  });

  it('says when the report does not exist', async () => {
    stubLayout();
    await signInAs('dsp');
    renderRoute('/inventory/inv_gone');
    // (The failure is also toasted, outside the main landmark.)
    expect(await inMain().findByText('Inventory report not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the Inventory Explorer' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
  });

  it('shows hostile names as plain text', async () => {
    stubLayout();
    applyHostileKnob(getDb(), true);
    await signInAs('dsp');
    renderRoute('/inventory/inv_hostile');
    const heading = await screen.findByRole('heading', { level: 1, name: /Unbreakable_name/ });
    expect(heading.textContent).toContain('☕️');
    expect(screen.getByText(`${HOSTILE_HTML} ${HOSTILE_RTL}`)).toBeVisible();
    await waitFor(() => expect(listRows()).toHaveLength(1));
    expect(within(listRows()[0]!).getByText(`${HOSTILE_RTL} ${HOSTILE_HTML}`)).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- no query finds an injected element (a script has no role): the payload must have made none
    expect(document.querySelector('img[src="x"], script:not([src])')).toBeNull();
  });
});
