// Intent warms the next screen (issue 27, item 1): the pointer resting on a row or a link, or
// focus reaching one, starts that screen's reads before the click.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { campaignKeys, creativeKeys } from '@/api/keys';
import { internalPath } from '@/app/route-intent';
import { CREATIVES_LOAD_ERROR } from '@/features/creatives/messages';
import { apiUrl } from '@/lib/http/api-client';
import { queryClient } from '@/lib/cache/query-client';
import { server } from '@/mocks/server';
import { findToast, renderRoute, signInAs } from '../utils';

async function campaignsScreen() {
  await signInAs('dsp');
  const view = renderRoute('/campaigns');
  const table = await screen.findByRole('table');
  await within(table).findByText('Cold Brew Summer');
  return view;
}

describe('intent warms the next screen', () => {
  it("the pointer resting on a campaign's row reads that campaign before any click", async () => {
    const { user, router } = await campaignsScreen();
    expect(queryClient.getQueryData(campaignKeys.detail('cmp_2'))).toBeUndefined();
    await user.hover(screen.getByRole('row', { name: /Cold Brew Summer/ }));
    await waitFor(() =>
      expect(queryClient.getQueryData(campaignKeys.detail('cmp_2'))).toMatchObject({
        name: 'Cold Brew Summer',
      }),
    );
    expect(router.state.location.pathname).toBe('/campaigns');
  });

  it("pressing a control inside a row (its Active switch) acts on the row and never warms the row's page", async () => {
    const { user } = await campaignsScreen();
    const toggle = screen.getByRole('switch', { name: 'Active: Cold Brew Summer' });
    await user.hover(toggle);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(queryClient.getQueryData(campaignKeys.detail('cmp_2'))).toBeUndefined();
  });

  it('focus reaching a sidebar link reads its screen', async () => {
    await campaignsScreen();
    expect(queryClient.getQueryData(creativeKeys.list())).toBeUndefined();
    screen.getByRole('link', { name: 'Ad Creatives' }).focus();
    await waitFor(() => expect(queryClient.getQueryData(creativeKeys.list())).toBeDefined());
  });

  it('a read warmed by intent that fails says nothing; the screen, opened, reads again', async () => {
    const { user } = await campaignsScreen();
    let calls = 0;
    server.use(
      http.get(apiUrl('/creatives'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const link = screen.getByRole('link', { name: 'Ad Creatives' });
    link.focus();
    await waitFor(() =>
      expect(queryClient.getQueryState(creativeKeys.list())?.status).toBe('error'),
    );
    const warmed = calls;
    expect(warmed).toBeGreaterThan(0);
    // No toast (role alert) says so: give one the time to show.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(link);
    await waitFor(() => expect(calls).toBeGreaterThan(warmed));
    expect(await findToast(CREATIVES_LOAD_ERROR)).toBeInTheDocument();
  });
});

describe('internalPath', () => {
  const here = new URL('https://console.test/campaigns?q=a') as unknown as Location;
  it('keeps a link of this origin as its path and query, and nothing else', () => {
    expect(internalPath('/campaigns/cmp_1', here)).toBe('/campaigns/cmp_1');
    expect(internalPath('/reports/r1?range=7d', here)).toBe('/reports/r1?range=7d');
    expect(internalPath('https://elsewhere.test/campaigns', here)).toBeNull();
    expect(internalPath('/campaigns?q=a', here)).toBeNull();
  });
});
