// No lost updates on the bidder edit (MANY-MERGE): the save reads the bidder again and
// merges three ways; a field changed on both sides asks first; If-Match and a 412 re-merge.
import { screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@/mocks/db';
import { errorToasts, findToast, renderRoute, signInAs } from '../../utils';
import {
  apiUrl,
  bidderField,
  captureRequests,
  fillBidderField,
  errorReply,
  http,
  HttpResponse,
  prepareBidderScreens,
  server,
} from './helpers';

prepareBidderScreens();

const field = bidderField;
const fill = fillBidderField;

/** Another person saves the bidder on the server after this screen loaded it. */
function colleagueSaves(change: (bidder: ReturnType<typeof getDb>['bidders'][number]) => void) {
  const bidder = getDb().bidders.find((candidate) => candidate.id === 'bid_openrtb');
  if (!bidder) throw new Error('bid_openrtb is not in the demo seed');
  change(bidder);
}

async function openEdit() {
  const view = renderRoute('/bidders/bid_openrtb/edit');
  await screen.findByRole('heading', { level: 1, name: 'Edit OpenRtb Bidder' });
  return view;
}

describe('bidder edit: no lost updates', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it("bidder edit: a colleague's lowered daily budget survives this tab's timeout change", async () => {
    const capture = captureRequests();
    const { user } = await openEdit();
    colleagueSaves((bidder) => {
      bidder.budgets = { ...bidder.budgets, spendDaily: 9000 };
    });
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      budgets: { spendDaily: number };
      timeoutMs: number;
    }[];
    expect(body?.budgets.spendDaily).toBe(9000);
    expect(body?.timeoutMs).toBe(450);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('bidder edit: a field changed here and by a colleague opens the conflict view and sends nothing until Keep mine is chosen', async () => {
    const capture = captureRequests();
    const { user } = await openEdit();
    colleagueSaves((bidder) => {
      bidder.budgets = { ...bidder.budgets, spendDaily: 9000 };
      bidder.timeoutMs = 250;
    });
    await fill(user, 'Daily Budget ($)', '12000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toEqual([]);
    const group = within(dialog).getByRole('group', { name: 'Daily Budget ($)' });
    expect(within(group).getByText('15000')).toBeInTheDocument();
    expect(within(group).getByText('9000')).toBeInTheDocument();
    expect(within(group).getByText('12000')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save with my choices' });
    expect(save).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'Keep mine' }));
    await user.click(save);
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      budgets: { spendDaily: number };
      timeoutMs: number;
    }[];
    expect(body?.budgets.spendDaily).toBe(12000);
    // Untouched here, so the colleague's timeout is kept.
    expect(body?.timeoutMs).toBe(250);
  });

  it("bidder edit: Take theirs in the conflict view sends the colleague's value", async () => {
    const capture = captureRequests();
    const { user } = await openEdit();
    colleagueSaves((bidder) => {
      bidder.budgets = { ...bidder.budgets, spendDaily: 9000 };
    });
    await fill(user, 'Daily Budget ($)', '12000');
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    await user.click(within(dialog).getByRole('radio', { name: 'Take theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save with my choices' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    const [body] = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      budgets: { spendDaily: number };
      timeoutMs: number;
    }[];
    expect(body?.budgets.spendDaily).toBe(9000);
    expect(body?.timeoutMs).toBe(450);
  });

  it('bidder edit: Cancel in the conflict view sends nothing and keeps every value typed', async () => {
    const capture = captureRequests();
    const { user, router } = await openEdit();
    colleagueSaves((bidder) => {
      bidder.name = 'Renamed By A Colleague';
    });
    await fill(user, 'Bidder Name', 'Renamed Here');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this bidder' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toEqual([]);
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field('Bidder Name')).toHaveValue('Renamed Here');
  });

  it('bidder edit: the update carries If-Match of the ETag just read, and a 412 reads and merges again', async () => {
    let version = 1;
    const ifMatches: (string | null)[] = [];
    const db = () => getDb().bidders.find((candidate) => candidate.id === 'bid_openrtb');
    server.use(
      // The first read is tagged here; after the colleague's save the demo server's own ETag.
      http.get(apiUrl('/bidders/bid_openrtb'), () =>
        version === 1 ? HttpResponse.json(db(), { headers: { ETag: '"v1"' } }) : undefined,
      ),
      http.post(apiUrl('/bidders/bid_openrtb/update'), ({ request }) => {
        ifMatches.push(request.headers.get('If-Match'));
        if (version === 1) {
          // A colleague saves between this tab's read and its update: a new budget, a new version.
          version = 2;
          const bidder = db();
          if (bidder) bidder.budgets = { ...bidder.budgets, spendDaily: 7000 };
          return errorReply('This record was changed by someone else since you opened it.', 412);
        }
        return undefined;
      }),
    );
    const capture = captureRequests();
    const { user } = await openEdit();
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    // Settled without the user: no error said beside the success.
    expect(errorToasts()).toEqual([]);
    expect(ifMatches).toHaveLength(2);
    expect(ifMatches[0]).toBe('"v1"');
    expect(ifMatches[1]).toMatch(/^"[^"]+"$/);
    expect(ifMatches[1]).not.toBe('"v1"');
    const bodies = (await capture.bodiesOf('/bidders/bid_openrtb/update')) as {
      budgets: { spendDaily: number };
      timeoutMs: number;
    }[];
    expect(bodies.map((body) => [body.budgets.spendDaily, body.timeoutMs])).toEqual([
      [15000, 450],
      [7000, 450],
    ]);
  });

  it('bidder edit: a 412 on every attempt stops after three reads, says so and keeps what was typed', async () => {
    let updates = 0;
    server.use(
      http.post(apiUrl('/bidders/bid_openrtb/update'), () => {
        updates += 1;
        return errorReply('This record was changed by someone else since you opened it.', 412);
      }),
    );
    const { user, router } = await openEdit();
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await findToast('This record was changed by someone else since you opened it.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(updates).toBe(3));
    expect(errorToasts()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field('Timeout (ms)')).toHaveValue(450);
  });

  it('bidder edit: a failed read before the save says why, sends nothing and keeps what was typed', async () => {
    const capture = captureRequests();
    const { user, router } = await openEdit();
    server.use(http.get(apiUrl('/bidders/bid_openrtb'), () => errorReply('Bidder not found', 404)));
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findToast('Bidder not found')).toBeInTheDocument();
    expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toEqual([]);
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field('Timeout (ms)')).toHaveValue(450);
  });
});

// FORM-TYPED-DURING-SAVE: what is typed while a save runs is not in it, and is never lost.
describe('bidder edit: typing while the save runs', () => {
  it('keeps what was typed during the save on screen, unsaved, and saves it next without a conflict', async () => {
    await signInAs('admin');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holds = 1;
    server.use(
      http.post(apiUrl('/bidders/bid_openrtb/update'), async () => {
        if (holds-- > 0) await held;
        return undefined;
      }),
    );
    const capture = captureRequests();
    const { user, router } = await openEdit();
    await fill(user, 'Timeout (ms)', '450');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(async () =>
      expect(await capture.bodiesOf('/bidders/bid_openrtb/update')).toHaveLength(1),
    );
    await fill(user, 'Bidder Name', 'Typed During The Save');
    release();
    expect(await findToast('Bidder successfully updated')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bidders/bid_openrtb/edit');
    expect(field('Bidder Name')).toHaveValue('Typed During The Save');
    expect(getDb().bidders.find((b) => b.id === 'bid_openrtb')?.timeoutMs).toBe(450);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bidders'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getDb().bidders.find((b) => b.id === 'bid_openrtb')?.name).toBe('Typed During The Save');
  });
});
