// ETag / If-Match on bidders, accounts, campaigns and placements (MANY-ETAG-DEMO, "No lost
// updates"; issue 26 item 4): a detail read and an update answer the record's ETag; an update
// whose If-Match is not the current ETag is a 412 and changes nothing.
import { bidderBody, bidderToFormValues } from '@/features/bidders/bidder-body';
import { protocolName } from '@/rules/bidder-protocols';
import { buildCampaignBody } from '@/features/campaigns/campaign-body';
import { campaignToValues } from '@/features/campaigns/campaign-form';
import { buildPlacementBody } from '@/features/placements/placement-body';
import { placementToValues } from '@/features/placements/placement-form';
import { getDb } from '@/mocks/db';
import { PRECONDITION_FAILED_MESSAGE } from '@/mocks/etag';
import type { Account, Bidder, Campaign, CreativeList, Placement } from '@/types/api';
import { ADMIN, BASE, call, SSP, tokenFor } from './helpers';

interface Kind<T> {
  name: string;
  login: string;
  path: string;
  /** The update body the console's form would send for the record as read, renamed. */
  body: (record: T, token: string) => Promise<Record<string, unknown>> | Record<string, unknown>;
  rename: (body: Record<string, unknown>, name: string) => Record<string, unknown>;
  /** A toggle that changes the record, if it has one. */
  toggle?: string;
}

const renamed = (body: Record<string, unknown>, name: string) => ({ ...body, name });

const KINDS = [
  {
    name: 'bidder',
    login: ADMIN,
    path: '/bidders/bid_openrtb',
    body: (bidder: Bidder) =>
      bidderBody(protocolName(bidder.protocol), bidderToFormValues(bidder), bidder),
    rename: renamed,
    toggle: '/bidders/bid_openrtb/toggleActive',
  } satisfies Kind<Bidder>,
  {
    name: 'account',
    login: ADMIN,
    path: '/accounts/acc_acme',
    body: ({ name, kind, fees }: Account) => ({ name, kind, fees }),
    rename: renamed,
  } satisfies Kind<Account>,
  {
    name: 'campaign',
    login: ADMIN,
    path: '/campaigns/cmp_1',
    body: async (campaign: Campaign, token: string) => {
      const { data } = await call<CreativeList>('/creatives', { token });
      return {
        ...buildCampaignBody(campaignToValues(campaign), data.creatives, { sendDspFee: true }),
      };
    },
    rename: renamed,
    toggle: '/campaigns/cmp_1/togglePublished',
  } satisfies Kind<Campaign>,
  {
    name: 'placement',
    login: SSP,
    path: '/placements/pl_nw_001',
    body: (placement: Placement) => ({ ...buildPlacementBody(placementToValues(placement)) }),
    rename: renamed,
  } satisfies Kind<Placement>,
] as const;

async function read<T>(path: string, token: string) {
  const response = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    data: (await response.json()) as T,
  };
}

async function update(path: string, token: string, body: unknown, ifMatch?: string) {
  const response = await fetch(`${BASE}${path}/update`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    data: (await response.json()) as { name?: string; error?: { message: string } },
  };
}

describe.each(KINDS)('ETag and If-Match: $name', (kind) => {
  const { path, login } = kind;

  it(`answers the ${kind.name}'s read with a strong ETag that stays until it changes`, async () => {
    const token = await tokenFor(login);
    const first = await read(path, token);
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[0-9a-f]{14}"$/);
    expect((await read(path, token)).etag).toBe(first.etag);
  });

  it(`updates the ${kind.name} when If-Match is its ETag, and answers the new ETag`, async () => {
    const token = await tokenFor(login);
    const before = await read<never>(path, token);
    const body = kind.rename(await kind.body(before.data, token), 'Matched Update');
    const saved = await update(path, token, body, before.etag!);
    expect(saved.status).toBe(200);
    expect(saved.data.name).toBe('Matched Update');
    expect(saved.etag).toMatch(/^"[0-9a-f]{14}"$/);
    expect(saved.etag).not.toBe(before.etag);
    expect((await read(path, token)).etag).toBe(saved.etag);
  });

  it(`answers 412 to the ${kind.name}'s update when If-Match is an older ETag, and changes nothing`, async () => {
    const token = await tokenFor(login);
    const opened = await read<never>(path, token);
    const body = await kind.body(opened.data, token);
    // Someone else saves first (no If-Match: applied as before).
    const theirs = await update(path, token, kind.rename(body, 'Their Change'));
    expect(theirs.status).toBe(200);
    const mine = await update(path, token, kind.rename(body, 'My Stale Change'), opened.etag!);
    expect(mine).toEqual({
      status: 412,
      etag: null,
      data: { error: { message: PRECONDITION_FAILED_MESSAGE } },
    });
    expect((await read<{ name: string }>(path, token)).data.name).toBe('Their Change');
  });
});

describe('ETag changes', () => {
  for (const kind of KINDS.filter((candidate) => 'toggle' in candidate)) {
    it(`with a toggle of the ${kind.name}: an If-Match from before it is a 412`, async () => {
      const token = await tokenFor(kind.login);
      const opened = await read<never>(kind.path, token);
      expect((await call(kind.toggle!, { token })).status).toBe(200);
      const after = await read(kind.path, token);
      expect(after.etag).not.toBe(opened.etag);
      const body = await kind.body(opened.data, token);
      expect((await update(kind.path, token, body, opened.etag!)).status).toBe(412);
    });
  }

  it('matches If-Match: * and any tag of a list; a weak tag never matches', async () => {
    const token = await tokenFor(ADMIN);
    const opened = await read<Bidder>('/bidders/bid_openrtb', token);
    const body = bidderBody(
      protocolName(opened.data.protocol),
      bidderToFormValues(opened.data),
      opened.data,
    );
    expect((await update('/bidders/bid_openrtb', token, body, '*')).status).toBe(200);
    const current = (await read('/bidders/bid_openrtb', token)).etag!;
    expect((await update('/bidders/bid_openrtb', token, body, `W/${current}`)).status).toBe(412);
    expect((await update('/bidders/bid_openrtb', token, body, `"0000", ${current}`)).status).toBe(
      200,
    );
    expect(getDb().bidders.find((bidder) => bidder.id === 'bid_openrtb')).toBeDefined();
  });
});
