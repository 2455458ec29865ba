import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/server';
import type { Placement, SandboxResult } from '@/types/api';
import { renderRoute, signInAs } from '../../utils';
import { definitionOf, rowWith } from '../../dom-queries';
import { failPart } from '../../parts';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';

const DEBUG_ID = '123e4567-e89b-42d3-a456-426614174000';

function placement(i: number): Placement {
  return {
    id: `pl_big_${i}`,
    name: `Big Screen ${i}`,
    placementKey: `key_${i}`,
    externalId: `ext-${i}`,
    accountId: 'acc_northwind',
    kind: 1,
    bidFloorCpm: 2,
    location: { latitude: 40, longitude: -73, exampleSceneUrl: 'https://example.test/x.png' },
  };
}

const banner = {
  id: 'cr_1',
  name: 'Morning Brew Banner',
  url: '/demo/banner.png',
  mimeType: 'image/png',
  descriptor: { type: 'banner' as const, width: 1920, height: 1080 },
};

function result(overrides: Partial<SandboxResult> = {}): SandboxResult {
  return {
    requestId: 'req_42',
    durationMs: 187,
    bids: [
      { bidderId: 'bid_a', bidderName: 'Alpha', status: 'Won', cpm: 12.5, latencyMs: 84 },
      {
        bidderId: 'bid_b',
        bidderName: 'Bravo',
        status: 'Lost',
        cpm: 9,
        latencyMs: 120,
        reason: 'Outbid',
      },
      {
        bidderId: 'bid_c',
        bidderName: 'Charlie',
        status: 'Timeout',
        latencyMs: 300,
        reason: 'Exceeded 300 ms',
      },
    ],
    winner: { bidderId: 'bid_a', cpm: 12.5, creative: banner },
    ...overrides,
  };
}

async function pickPlacement(user: ReturnType<typeof renderRoute>['user'], search: string) {
  const input = await screen.findByRole('combobox', { name: /Placement/ });
  await user.click(input);
  await user.type(input, search);
  const options = await screen.findAllByRole('option');
  await user.click(options[0] as HTMLElement);
  return input;
}

// SBX-PAGE, SBX-PLACEMENT, SBX-DEBUG-ID, SBX-CALL, SBX-RESULT, SBX-WINNER, SBX-FAILED, SBX-NO-BIDS
describe('/sandbox', () => {
  beforeEach(async () => {
    await signInAs('admin');
  });

  it('runs the simulated auction for a seeded placement and shows every bidder', async () => {
    const { user } = renderRoute('/sandbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ad Request Sandbox' }),
    ).toBeInTheDocument();
    const input = await pickPlacement(user, 'pl_nw_001');
    expect(input).not.toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));

    const table = await screen.findByRole('table', { name: 'Bids' });
    for (const header of ['Bidder', 'Status', 'CPM', 'Latency ms', 'Reason']) {
      const column = within(table).getByRole('columnheader', { name: header });
      // Every column at every width (the table scrolls in its box on a phone): why a bid was
      // filtered or lost is the tool's point.
      expect(column).not.toHaveClass('hidden');
    }
    // Every seeded bidder is accounted for, bidding or not.
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(within(table).getByText('Adomni Marketplace')).toBeInTheDocument();
    expect(screen.getByText('Request ID')).toBeInTheDocument();
    // A winner's creative (an image or a video) or the no-winner line: one of them shows.
    const outcome =
      screen.queryByRole('img', { name: /^Winning creative/ }) ??
      screen.queryByLabelText(/^Winning creative/, { selector: 'video' }) ??
      screen.queryByText('No winner: no bidder won this request.');
    expect(outcome).not.toBeNull();
  });

  it('requires a placement and a well-formed debug session id', async () => {
    let calls = 0;
    server.use(
      http.post('*/v1/sandbox/ad-request', () => {
        calls += 1;
        return HttpResponse.json(result());
      }),
    );
    const { user } = renderRoute('/sandbox');
    await user.click(await screen.findByRole('button', { name: 'Send Test Request' }));
    expect(await screen.findByText('Select a placement')).toBeInTheDocument();
    await pickPlacement(user, 'pl_nw');
    await user.type(screen.getByLabelText(/Debug session ID/), 'not-a-uuid');
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
    expect(await screen.findByText(/Enter a valid UUID/)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('sends the placement and the debug session id (body and x-debug-session-id header), and previews a banner winner', async () => {
    let seen: { body: unknown; header: string | null } | null = null;
    server.use(
      http.post('*/v1/sandbox/ad-request', async ({ request }) => {
        seen = { body: await request.json(), header: request.headers.get('x-debug-session-id') };
        return HttpResponse.json(result());
      }),
      http.get('*/v1/placements', () =>
        HttpResponse.json({ placements: [placement(1), placement(2)] }),
      ),
    );
    const { user } = renderRoute('/sandbox');
    await pickPlacement(user, 'ext-2');
    expect(screen.getByRole('combobox', { name: /Placement/ })).toHaveValue('Big Screen 2');
    await user.type(screen.getByLabelText(/Debug session ID/), ` ${DEBUG_ID} `);
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));

    const table = await screen.findByRole('table', { name: 'Bids' });
    expect(seen).toEqual({
      body: { placementId: 'pl_big_2', debugSessionId: DEBUG_ID },
      header: DEBUG_ID,
    });
    expect(screen.getByText('req_42')).toBeInTheDocument();
    expect(screen.getByText('187 ms')).toBeInTheDocument();
    const alpha = rowWith('Alpha', table);
    expect(within(alpha).getByText('Won')).toBeInTheDocument();
    expect(within(alpha).getByText('$12.50')).toBeInTheDocument();
    expect(within(alpha).getByText('84')).toBeInTheDocument();
    const charlie = rowWith('Charlie', table);
    expect(within(charlie).getByText('Timeout')).toBeInTheDocument();
    expect(within(charlie).getByText('Exceeded 300 ms')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Winning creative: Morning Brew Banner' }),
    ).toHaveAttribute('src', '/demo/banner.png');
    expect(definitionOf('Winning CPM')).toHaveTextContent('$12.50');
  });

  it('sends no header without a debug session id, previews a video winner muted with controls', async () => {
    let seen: { body: unknown; header: string | null } | null = null;
    server.use(
      http.post('*/v1/sandbox/ad-request', async ({ request }) => {
        seen = { body: await request.json(), header: request.headers.get('x-debug-session-id') };
        return HttpResponse.json(
          result({
            winner: {
              bidderId: 'bid_a',
              cpm: 8,
              creative: {
                ...banner,
                name: 'Spot 15s',
                url: '/demo/spot.mp4',
                mimeType: 'video/mp4',
                descriptor: { type: 'video', width: 1920, height: 1080, duration_secs: 15 },
              },
            },
          }),
        );
      }),
      http.get('*/v1/placements', () => HttpResponse.json({ placements: [placement(1)] })),
    );
    const { user } = renderRoute('/sandbox');
    await pickPlacement(user, 'Big');
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
    await screen.findByRole('table', { name: 'Bids' });
    expect(seen).toEqual({ body: { placementId: 'pl_big_1' }, header: null });
    const video = screen.getByLabelText(/^Winning creative/, {
      selector: 'video',
    }) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/demo/spot.mp4');
    expect(video).toHaveAttribute('controls');
    expect(video.muted).toBe(true);
  });

  it('says so when nobody won', async () => {
    server.use(
      http.post('*/v1/sandbox/ad-request', () =>
        HttpResponse.json(
          result({
            bids: [
              { bidderId: 'bid_b', bidderName: 'Bravo', status: 'NoBid', latencyMs: 40 },
              {
                bidderId: 'bid_d',
                bidderName: 'Delta',
                status: 'Filtered',
                latencyMs: 0,
                reason: 'Bidder is inactive',
              },
            ],
            winner: undefined,
          }),
        ),
      ),
      http.get('*/v1/placements', () => HttpResponse.json({ placements: [placement(1)] })),
    );
    const { user } = renderRoute('/sandbox');
    await pickPlacement(user, 'Big');
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
    expect(await screen.findByText('No winner: no bidder won this request.')).toBeInTheDocument();
    const delta = rowWith('Delta');
    expect(within(delta).getByText('Filtered')).toBeInTheDocument();
    expect(within(delta).getByText('Bidder is inactive')).toBeInTheDocument();
    // Not sent, so no latency and no CPM.
    expect(within(delta).getAllByText('—')).toHaveLength(2);
    const bravo = rowWith('Bravo');
    expect(within(bravo).getByText('40')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Winning creative/ })).not.toBeInTheDocument();
  });

  // SBX-NO-BIDS
  it('says no bidder was asked when the result lists no bid, with no Bids table', async () => {
    server.use(
      http.post('*/v1/sandbox/ad-request', () =>
        HttpResponse.json(result({ bids: [], winner: undefined })),
      ),
      http.get('*/v1/placements', () => HttpResponse.json({ placements: [placement(1)] })),
    );
    const { user } = renderRoute('/sandbox');
    await pickPlacement(user, 'Big');
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
    expect(
      await screen.findByText('No bidder was asked to bid on this placement.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bids' })).not.toBeInTheDocument();
    expect(screen.getByText('No winner: no bidder won this request.')).toBeInTheDocument();
  });

  it('renders at most 50 options of a huge list and narrows it by typing', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => placement(i));
    server.use(http.get('*/v1/placements', () => HttpResponse.json({ placements: many })));
    const { user } = renderRoute('/sandbox');
    const input = await screen.findByRole('combobox', { name: /Placement/ }, { timeout: 5000 });
    await user.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(50);
    expect(screen.getByText(/Showing 50 of 5,000 placements/)).toBeInTheDocument();
    await user.type(input, 'Big Screen 4999');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Big Screen 4999/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'nothing-like-this');
    expect(await screen.findByText('No placements match “nothing-like-this”.')).toBeInTheDocument();
  });

  it('disables Send Test Request while it runs and shows a failure', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/v1/sandbox/ad-request', async () => {
        await gate;
        return HttpResponse.json({ error: { message: 'Placement is not live' } }, { status: 400 });
      }),
      http.get('*/v1/placements', () => HttpResponse.json({ placements: [placement(1)] })),
    );
    const { user } = renderRoute('/sandbox');
    await pickPlacement(user, 'Big');
    const button = screen.getByRole('button', { name: 'Send Test Request' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText('Running the auction…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('The test request failed.')).toBeInTheDocument();
    expect(screen.getAllByText('Placement is not live').length).toBeGreaterThan(0);
    expect(button).toBeEnabled();
  });

  it('shows the placement load failure with Retry', async () => {
    server.use(http.get('*/v1/placements', () => new HttpResponse(null, { status: 404 })));
    renderRoute('/sandbox');
    expect(await screen.findByText('Failed to load placements.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
  // ROUTE-PART-FAILS: the results' code downloads apart from the screen.
  it('shows a failed download of the results in their place with Retry, the form kept', async () => {
    const network = failPart('sandbox results');
    server.use(
      http.post('*/v1/sandbox/ad-request', () => HttpResponse.json(result())),
      http.get('*/v1/placements', () => HttpResponse.json({ placements: [placement(1)] })),
    );
    const { user } = renderRoute('/sandbox');
    const input = await pickPlacement(user, 'Big');
    const debugId = screen.getByLabelText(/Debug session ID/);
    await user.type(debugId, DEBUG_ID);
    await user.click(screen.getByRole('button', { name: 'Send Test Request' }));
    expect(await screen.findByText(PART_LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Bids' })).not.toBeInTheDocument();
    expect(input).toHaveValue('Big Screen 1');
    expect(debugId).toHaveValue(DEBUG_ID);
    network.restore();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Bids' });
    expect(within(table).getByText('Alpha')).toBeInTheDocument();
    expect(screen.queryByText(PART_LOAD_FAILED)).not.toBeInTheDocument();
    expect(debugId).toHaveValue(DEBUG_ID);
  });
});
