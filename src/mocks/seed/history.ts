// Thirty days of change history for the seeded records, by the seeded people (HIST-SEED), each
// entry ending at the value the record holds now, so a fresh demo shows a lived-in history:
// campaigns made and re-priced, one changed by the admin signed in as Dana Buyer, deals made and
// paused, an import of placement floors, a bidder's timeout and key, an account's fee.
import { addDays, timestampOn } from '@/lib/text/dates';
import { changesBetween, type HistoryKind, type KindRecords } from '@/mocks/history/fields';
import type { DbState, HistoryEntryRecord } from '@/mocks/records';
import type { HistoryAction, HistoryVia } from '@/types/api';

interface Person {
  id: string;
  name: string;
  accountId: string;
}

interface SeedEntry<K extends HistoryKind> {
  daysAgo: number;
  hour: number;
  person: Person;
  /** The user `person` (an admin) was signed in as: the entry's actor, the admin its onBehalfOf. */
  asUser?: Person;
  via: HistoryVia;
  fileName?: string;
  transaction?: string;
  kind: K;
  before: KindRecords[K] | null;
  after: KindRecords[K];
  id: string;
  accountId: string | null;
  buyerAccountIds?: string[];
  action: HistoryAction;
}

export function seedHistory(db: DbState): HistoryEntryRecord[] {
  const person = (id: string): Person => {
    const user = db.users.find((candidate) => candidate.id === id)!;
    return { id: user.id, name: user.name, accountId: user.accountId };
  };
  const avery = person('usr_admin');
  const sam = person('usr_ssp');
  const lee = person('usr_northwind_lee');
  const peopleOf = (accountId: string) =>
    db.users.filter(
      (user) => user.accountId === accountId && user.password !== null && user.roles.length > 0,
    );
  const seeds: SeedEntry<HistoryKind>[] = [];
  const add = <K extends HistoryKind>(entry: SeedEntry<K>) =>
    seeds.push(entry as unknown as SeedEntry<HistoryKind>);

  db.campaigns.forEach((campaign, index) => {
    const team = peopleOf(campaign.accountId);
    const owner = team[index % team.length];
    if (!owner) return;
    const by = { id: owner.id, name: owner.name, accountId: owner.accountId };
    const common = { kind: 'campaign' as const, id: campaign.id, accountId: campaign.accountId };
    const repriced = campaign.id === 'cmp_2';
    const midBid = campaign.bidCpm + 0.5;
    const firstBid = repriced ? campaign.bidCpm + 1 : midBid;
    // Re-priced once (to the bid it holds now), or twice: the last time by the admin as Dana.
    const secondBid = repriced ? midBid : campaign.bidCpm;
    const base = { ...campaign, isPublished: true, bidCpm: firstBid };
    add({
      ...common,
      daysAgo: 29 - index,
      hour: 14,
      person: by,
      via: 'form',
      before: null,
      after: base,
      action: 'created',
    });
    add({
      ...common,
      daysAgo: 12,
      hour: 10 + index,
      person: by,
      via: 'form',
      before: base,
      after: { ...base, bidCpm: secondBid },
      action: 'updated',
    });
    const priced = { ...base, bidCpm: secondBid };
    if (repriced) {
      add({
        ...common,
        daysAgo: 4,
        hour: 15,
        person: avery,
        asUser: person('usr_dsp'),
        via: 'form',
        before: priced,
        after: { ...priced, bidCpm: campaign.bidCpm },
        action: 'updated',
      });
    }
    if (!campaign.isPublished) {
      const current = { ...priced, bidCpm: campaign.bidCpm };
      add({
        ...common,
        daysAgo: 3,
        hour: 9 + index,
        person: by,
        via: 'toggle',
        before: current,
        after: { ...current, isPublished: false },
        action: 'paused',
      });
    }
  });

  db.deals.forEach((deal, index) => {
    const common = {
      kind: 'deal' as const,
      id: deal.id,
      accountId: deal.accountId,
      buyerAccountIds: deal.seats,
    };
    const base = { ...deal, isActive: true, floorCpm: deal.floorCpm + (index === 0 ? 2 : 0) };
    add({
      ...common,
      daysAgo: 25 - index,
      hour: 11,
      person: sam,
      via: 'form',
      before: null,
      after: base,
      action: 'created',
    });
    if (index === 0) {
      add({
        ...common,
        daysAgo: 9,
        hour: 16,
        person: lee,
        via: 'form',
        before: base,
        after: { ...base, floorCpm: deal.floorCpm },
        action: 'updated',
      });
    }
    if (!deal.isActive) {
      const current = { ...base, floorCpm: deal.floorCpm };
      add({
        ...common,
        daysAgo: 5,
        hour: 13,
        person: sam,
        via: 'toggle',
        before: current,
        after: { ...current, isActive: false },
        action: 'paused',
      });
    }
  });

  // One import that re-priced five of Northwind's screens.
  db.placements
    .filter((placement) => placement.accountId === sam.accountId)
    .slice(0, 5)
    .forEach((placement) => {
      add({
        kind: 'placement',
        id: placement.id,
        accountId: placement.accountId,
        daysAgo: 15,
        hour: 10,
        person: sam,
        via: 'import',
        fileName: 'northwind-screens.csv',
        transaction: 'txn_seed_import',
        before: { ...placement, bidFloorCpm: placement.bidFloorCpm + 1 },
        after: placement,
        action: 'updated',
      });
    });

  const bidder = db.bidders[0];
  if (bidder) {
    const slower = { ...bidder, timeoutMs: bidder.timeoutMs + 50 };
    add({
      kind: 'bidder',
      id: bidder.id,
      accountId: null,
      daysAgo: 10,
      hour: 17,
      person: avery,
      via: 'form',
      before: slower,
      after: bidder,
      action: 'updated',
    });
  }
  const acme = db.accounts.find((account) => account.id === 'acc_acme');
  if (acme) {
    const before = { ...acme, fees: { ...acme.fees, dsp: Math.max(0, acme.fees.dsp - 0.02) } };
    add({
      kind: 'account',
      id: acme.id,
      accountId: null,
      daysAgo: 14,
      hour: 12,
      person: avery,
      via: 'form',
      before,
      after: acme,
      action: 'updated',
    });
  }
  const dana = db.users.find((user) => user.id === 'usr_dsp');
  if (dana) {
    add({
      kind: 'user',
      id: dana.id,
      accountId: null,
      daysAgo: 4,
      hour: 15,
      person: avery,
      via: 'form',
      before: dana,
      after: dana,
      action: 'signed in as',
    });
  }

  const today = db.seededOn;
  return seeds
    .map((seed, index): HistoryEntryRecord => {
      const at = timestampOn(addDays(today, -seed.daysAgo), seed.hour, index % 60);
      const name = (seed.after as { name?: string }).name ?? seed.id;
      return {
        id: `hist_seed_${String(index + 1).padStart(4, '0')}`,
        at,
        actor: seed.asUser
          ? { id: seed.asUser.id, name: seed.asUser.name }
          : { id: seed.person.id, name: seed.person.name },
        onBehalfOf: seed.asUser ? { id: seed.person.id, name: seed.person.name } : null,
        via: seed.via,
        ...(seed.fileName ? { fileName: seed.fileName } : {}),
        transactionId: seed.transaction ?? `txn_seed_${index + 1}`,
        record: { kind: seed.kind, id: seed.id, name },
        action: seed.action,
        changes:
          seed.action === 'signed in as'
            ? []
            : changesBetween(seed.kind, seed.before, seed.after, db),
        accountId: seed.accountId,
        actorAccountId: seed.person.accountId,
        ...(seed.buyerAccountIds ? { buyerAccountIds: [...seed.buyerAccountIds] } : {}),
      };
    })
    .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
