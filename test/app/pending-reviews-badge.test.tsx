// Issue 21, item 5: the SSP sidebar's Reviews item shows how many reviews are pending, named
// `Reviews, 4 pending`. A decision updates it through the decision's cache invalidation; the
// window regaining focus refetches it; a failed count shows no badge and no toast.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/lib/http/api-client';
import { server } from '@/mocks/server';
import type { Session } from '@/types/api';
import { captureRequests, errorToasts, renderRoute, signInAs } from '../utils';

const sidebar = () => within(screen.getByRole('navigation', { name: 'Main' }));
/** The sidebar's link of this name, once the shell has loaded. */
const findSidebarLink = async (name: string) =>
  within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name });

/** Another tab (or colleague) approves a review: the mock API changes behind this page. */
async function approveElsewhere(session: Session, id: string) {
  const response = await fetch(apiUrl(`/reviews/${id}/approve`), {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.ok).toBe(true);
}

describe('the pending reviews badge', () => {
  it('names the Reviews item with the pending count, on every SSP screen', async () => {
    await signInAs('ssp');
    renderRoute('/placements');
    const reviews = await findSidebarLink('Reviews, 4 pending');
    expect(reviews).toHaveAttribute('href', '/reviews');
    expect(within(reviews).getByText('4')).toBeVisible();
  });

  it('drops when a review is approved, through the decision’s invalidation', async () => {
    await signInAs('ssp');
    const { user } = renderRoute('/reviews');
    await findSidebarLink('Reviews, 4 pending');
    const card = await screen.findByRole('listitem', { name: 'Morning Brew – Landscape' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await findSidebarLink('Reviews, 3 pending')).toBeVisible();
  });

  it('refreshes when the window regains focus', async () => {
    const session = await signInAs('ssp');
    renderRoute('/placements');
    await findSidebarLink('Reviews, 4 pending');
    await approveElsewhere(session, 'rev_1');
    // Nothing on this page changed it: the count stays until the window comes back.
    expect(sidebar().getByRole('link', { name: 'Reviews, 4 pending' })).toBeVisible();

    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await findSidebarLink('Reviews, 3 pending')).toBeVisible();
  });

  it('shows no badge at 0 pending', async () => {
    const session = await signInAs('ssp');
    for (const id of ['rev_1', 'rev_2', 'rev_3', 'rev_4']) await approveElsewhere(session, id);
    const requests = captureRequests();
    renderRoute('/placements');
    await waitFor(() => expect(requests.requests.some((r) => r.path === '/reviews')).toBe(true));
    await requests.settled();
    // Settled: the link keeps its plain name.
    await waitFor(() => expect(sidebar().getByRole('link', { name: 'Reviews' })).toBeVisible());
  });

  it('a failed count shows no badge and no error toast', async () => {
    let calls = 0;
    server.use(
      http.get('*/v1/reviews', () => {
        calls += 1;
        return HttpResponse.json({ error: 'Simulated server fault' }, { status: 500 });
      }),
    );
    await signInAs('ssp');
    renderRoute('/placements');
    await screen.findByRole('heading', { level: 1, name: 'Placements' });
    // Tried twice (the query client's one retry), then given up quietly.
    await waitFor(() => expect(calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sidebar().getByRole('link', { name: 'Reviews' })).toBeVisible();
    expect(errorToasts()).toEqual([]);
  });

  it('is not asked for by users who may not open /reviews', async () => {
    const requests = captureRequests();
    await signInAs('dsp');
    renderRoute('/campaigns');
    await screen.findByRole('heading', { level: 1, name: 'Campaigns' });
    await requests.settled();
    expect(requests.requests.filter((r) => r.path === '/reviews')).toEqual([]);
  });
});
