// Issue 27, item 3: the palette finds any record. Beside the screens, actions and cached records,
// it asks GET /search what the user types (debounced, the previous request aborted on the next
// key, by role), lists each result under its kind's group, opens its page, and says quietly
// when the search is still running or has failed.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { campaignKeys } from '@/api/keys';
import { queryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import { captureRequests, renderRoute, signInAs } from '../utils';
import { activeOption, combobox, groupNames, groupOptions, openPalette } from './palette-helpers';

const SEARCHING = 'Searching records…';
const FAILED =
  'Could not search every record: the screens, actions and records already loaded are listed.';

/** The searches sent so far: their `q`, and whether each was aborted. */
function holdSearches() {
  const sent: { q: string; signal: AbortSignal }[] = [];
  server.use(
    http.get('*/v1/search', async ({ request }) => {
      sent.push({ q: new URL(request.url).searchParams.get('q') ?? '', signal: request.signal });
      await delay('infinite');
      return HttpResponse.json({ results: [] });
    }),
  );
  return sent;
}

describe('command palette record search', () => {
  it('on a fresh cache finds an uncached campaign by name and Enter opens its page', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await screen.findByRole('heading', { level: 1, name: 'Content Library' });
    expect(queryClient.getQueryData(campaignKeys.list())).toBeUndefined();
    const requests = captureRequests();

    await openPalette(user);
    await user.keyboard('Cold Brew Summer');
    await waitFor(() => expect(groupOptions('Campaigns')).toEqual(['Cold Brew Summer']));
    // Each result shows its kind: its group's heading. The report of the campaign is found too.
    expect(groupNames()).toEqual(['Campaigns', 'Reports']);
    expect(groupOptions('Reports')).toEqual(['Cold Brew Summer']);
    expect(activeOption()).toHaveTextContent('Cold Brew Summer');
    await requests.settled();
    // One search, for the whole name: the keys before it were typed without a pause.
    expect(requests.requests.filter((r) => r.path === '/search')).toHaveLength(1);
    expect(requests.requests.filter((r) => r.path === '/campaigns')).toEqual([]);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/cmp_2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cold Brew Summer' }),
    ).toBeVisible();
  });

  it('finds an offered deal by its Deal ID for the buyer, under Deals, and Enter opens its page', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await screen.findByRole('heading', { level: 1, name: 'Content Library' });
    await openPalette(user);
    await user.keyboard('MQ-4F8J');
    // The Deal ID it was found by shows beside the name.
    await waitFor(() =>
      expect(groupOptions('Deals')).toEqual([
        expect.stringMatching(/^Northwind Mall Screens Fixed/),
      ]),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deals/deal_nw_malls'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northwind Mall Screens Fixed' }),
    ).toBeVisible();
  });

  it('lists creatives under Ad Creatives and opens the creatives screen on the one chosen', async () => {
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await openPalette(user);
    await user.keyboard('leaderboard');
    await waitFor(() => expect(groupOptions('Ad Creatives')).toContain('Cold Brew Leaderboard'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creatives'));
    expect(router.state.location.search).toBe('?creative=cr_3');
  });

  it('an SSP login never gets campaign or creative results, only its placements and reports', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/placements');
    const requests = captureRequests();
    await openPalette(user);
    await user.keyboard('cold brew');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “cold brew”.'),
    );
    await requests.settled();
    expect(requests.requests.filter((r) => r.path === '/search')).toHaveLength(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.clear(combobox());
    await user.keyboard('philadelphia');
    await waitFor(() => expect(groupNames()).toContain('Placements'));
    expect(groupNames()).not.toContain('Campaigns');
    expect(groupNames()).not.toContain('Ad Creatives');
  });

  it('a login that may open no record list never asks the search, and says nothing failed', async () => {
    await signInAs('misconfigured');
    const { user } = renderRoute('/');
    const requests = captureRequests();
    await openPalette(user);
    await user.keyboard('sign');
    expect(await screen.findByRole('option', { name: /Sign out/ })).toBeInTheDocument();
    // Well past the pause after the last key that would send a search.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await requests.settled();
    expect(requests.requests.filter((r) => r.path === '/search')).toEqual([]);
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('aborts the previous search on the next key and sends the next once the typing pauses', async () => {
    const sent = holdSearches();
    await signInAs('dsp');
    const { user } = renderRoute('/content');
    await openPalette(user);
    await user.keyboard('cold');
    await waitFor(() => expect(sent.map((search) => search.q)).toEqual(['cold']));
    expect(sent[0]!.signal.aborted).toBe(false);

    await user.keyboard(' b');
    // Aborted at once, on the key, before the next search is sent.
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(sent).toHaveLength(1);
    await waitFor(() => expect(sent.map((search) => search.q)).toEqual(['cold', 'cold b']));
    expect(sent[1]!.signal.aborted).toBe(false);
  });

  it('says it is searching while the search runs, and lists the screens meanwhile', async () => {
    holdSearches();
    await signInAs('dsp');
    const { user } = renderRoute('/content');
    await openPalette(user);
    await user.keyboard('reports');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCHING));
    expect(groupOptions('Screens')).toEqual(['Reports']);

    // Nothing on the list yet: the status says searching, not "Nothing matches".
    await user.clear(combobox());
    await user.keyboard('zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SEARCHING));
    expect(screen.getByRole('status')).not.toHaveTextContent('Nothing matches');
  });

  it('keeps the records found that still match while the next search runs, and drops the rest', async () => {
    await signInAs('dsp');
    const { user } = renderRoute('/content');
    await openPalette(user);
    await user.keyboard('cold brew');
    await waitFor(() => expect(groupOptions('Campaigns')).toEqual(['Cold Brew Summer']));
    expect(groupOptions('Ad Creatives')).toEqual([
      'Cold Brew Leaderboard',
      'Cold Brew Season Billboard',
    ]);

    const sent = holdSearches();
    await user.keyboard(' su');
    // Still listed while "cold brew su" is asked: no emptying of the list at every key.
    expect(screen.getByRole('status')).toHaveTextContent(SEARCHING);
    expect(groupOptions('Campaigns')).toEqual(['Cold Brew Summer']);
    expect(groupNames()).not.toContain('Ad Creatives');
    await waitFor(() => expect(sent.map((search) => search.q)).toEqual(['cold brew su']));
    await user.keyboard('x');
    expect(screen.queryByRole('option', { name: /Cold Brew Summer/ })).not.toBeInTheDocument();
  });

  it('says quietly when the search fails, and the screens and actions still show', async () => {
    server.use(
      http.get('*/v1/search', () =>
        HttpResponse.json({ error: { message: 'Search is down' } }, { status: 500 }),
      ),
    );
    await signInAs('dsp');
    const { user, router } = renderRoute('/content');
    await openPalette(user);
    await user.keyboard('new camp');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(FAILED));
    expect(groupOptions('Actions')).toEqual(['New Campaign']);
    // No toast: the palette's own line says it.
    expect(screen.queryByText('Search is down')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
  });

  it('lists a record found both in the cache and by the search once', async () => {
    await signInAs('dsp');
    const { user } = renderRoute('/campaigns');
    await within(await screen.findByRole('main')).findByRole('link', { name: 'Cold Brew Summer' });
    const requests = captureRequests();
    await openPalette(user);
    await user.keyboard('cold brew summer');
    await waitFor(() => expect(groupOptions('Reports')).toEqual(['Cold Brew Summer']));
    await requests.settled();
    expect(requests.requests.filter((r) => r.path === '/search')).toHaveLength(1);
    expect(groupOptions('Campaigns')).toEqual(['Cold Brew Summer']);
  });
});
