// What the change history compares of the records that are bought and sold (HIST-RECORD):
// campaigns, placements and deals, each field with its label, its value as a person reads it,
// and what the record's save takes back for `Restore previous values` (HIST-RESTORE).
import { venueTypeById } from '@/data/venue-types';
import { formatFeePercent } from '@/lib/text/format';
import type { CampaignRecord, DealRecord, PlacementRecord } from '@/mocks/records';
import {
  day,
  money,
  onOff,
  someOf,
  inKindOrder,
  targetsText,
  weekHoursText,
  yesNo,
  type FieldSpec,
} from '@/mocks/history/shown-values';

export const CAMPAIGN_FIELDS: FieldSpec<CampaignRecord>[] = [
  { field: 'name', label: 'Campaign name', show: (c) => c.name, value: (c) => c.name },
  { field: 'isPublished', label: 'Status', show: (c) => (c.isPublished ? 'Active' : 'Paused') },
  { field: 'bidCpm', label: 'Bid CPM', show: (c) => money(c.bidCpm), value: (c) => c.bidCpm },
  {
    field: 'budgets.spendLifetime',
    label: 'Lifetime budget',
    show: (c) => money(c.budgets.spendLifetime),
    value: (c) => c.budgets.spendLifetime ?? null,
  },
  {
    field: 'budgets.spendDaily',
    label: 'Daily budget',
    show: (c) => money(c.budgets.spendDaily),
    value: (c) => c.budgets.spendDaily ?? null,
  },
  {
    field: 'enablePacing',
    label: 'Pacing',
    show: (c) => onOff(c.enablePacing),
    value: (c) => c.enablePacing,
  },
  {
    field: 'schedule.window.dateStart',
    label: 'Start',
    show: (c) => day(c.schedule.window.dateStart),
    value: (c) => c.schedule.window.dateStart,
  },
  {
    field: 'schedule.window.dateEnd',
    label: 'End',
    show: (c) => day(c.schedule.window.dateEnd),
    value: (c) => c.schedule.window.dateEnd,
  },
  {
    field: 'schedule.dayParts',
    label: 'Day-parts',
    show: (c) => weekHoursText(c.schedule.dayParts),
    value: (c) => c.schedule.dayParts,
  },
  {
    field: 'fees.dsp',
    label: 'DSP fee',
    show: (c) => formatFeePercent(c.fees.dsp),
    value: (c) => c.fees.dsp,
  },
  {
    field: 'fees.agency',
    label: 'Agency fee',
    show: (c) => formatFeePercent(c.fees.agency),
    value: (c) => c.fees.agency,
  },
  {
    field: 'targets',
    label: 'Targeting',
    show: (c, db) => targetsText(c.targets, db),
    value: (c) => inKindOrder(c.targets),
  },
  {
    field: 'categories',
    label: 'IAB categories',
    show: (c) => someOf(c.categories),
    value: (c) => c.categories,
  },
  {
    field: 'ads',
    label: 'Ad creatives',
    show: (c) => someOf(c.ads.map((ad) => ad.creative.name)),
    // What a save takes: the creatives by id. A copy of each is stored with the campaign, and
    // its other fields (a file replaced since, an account named) are no change of the campaign.
    value: (c) => c.ads.map((ad) => ({ creative: { id: ad.creative.id } })),
  },
  {
    field: 'dealsOnly',
    label: 'Deals only',
    show: (c) => yesNo(c.dealsOnly),
    value: (c) => c.dealsOnly ?? false,
  },
];

const address = (p: PlacementRecord) => {
  const a = p.location.address;
  return a ? [a.line1, a.line2, a.city, a.state, a.zip].filter(Boolean).join(', ') || null : null;
};

export const PLACEMENT_FIELDS: FieldSpec<PlacementRecord>[] = [
  { field: 'name', label: 'Placement name', show: (p) => p.name, value: (p) => p.name },
  {
    field: 'externalId',
    label: 'External ID',
    show: (p) => p.externalId || null,
    value: (p) => p.externalId,
  },
  {
    field: 'bidFloorCpm',
    label: 'Bid floor CPM',
    show: (p) => money(p.bidFloorCpm),
    value: (p) => p.bidFloorCpm,
  },
  {
    field: 'kind',
    label: 'Venue type',
    show: (p) => venueTypeById(p.kind)?.label ?? String(p.kind),
    value: (p) => p.kind,
  },
  {
    field: 'location.address',
    label: 'Address',
    show: address,
    value: (p) => p.location.address ?? null,
  },
  {
    field: 'location.latitude',
    label: 'Latitude',
    show: (p) => (p.location.latitude == null ? null : String(p.location.latitude)),
    value: (p) => p.location.latitude ?? null,
  },
  {
    field: 'location.longitude',
    label: 'Longitude',
    show: (p) => (p.location.longitude == null ? null : String(p.location.longitude)),
    value: (p) => p.location.longitude ?? null,
  },
  {
    field: 'enableProgrammaticPartners',
    label: 'Programmatic partners',
    show: (p) => onOff(p.enableProgrammaticPartners),
    value: (p) => p.enableProgrammaticPartners,
  },
];

export const DEAL_FIELDS: FieldSpec<DealRecord>[] = [
  { field: 'name', label: 'Deal name', show: (d) => d.name, value: (d) => d.name },
  { field: 'isActive', label: 'Status', show: (d) => (d.isActive ? 'Active' : 'Paused') },
  {
    field: 'auctionType',
    label: 'Auction',
    show: (d) => (d.auctionType === 'FixedPrice' ? 'Fixed price' : 'First price'),
    value: (d) => d.auctionType,
  },
  {
    field: 'floorCpm',
    label: 'Floor CPM',
    show: (d) => money(d.floorCpm),
    value: (d) => d.floorCpm,
  },
  {
    field: 'priority',
    label: 'Priority',
    show: (d) => String(d.priority),
    value: (d) => d.priority,
  },
  {
    field: 'seats',
    label: 'Buyers',
    show: (d, db) => someOf(d.seats.map((s) => db.accounts.find((a) => a.id === s)?.name ?? s)),
    value: (d) => d.seats,
  },
  {
    field: 'window.dateStart',
    label: 'Start',
    show: (d) => day(d.window.dateStart),
    value: (d) => d.window.dateStart,
  },
  {
    field: 'window.dateEnd',
    label: 'End',
    show: (d) => day(d.window.dateEnd),
    value: (d) => d.window.dateEnd,
  },
  {
    field: 'placements',
    label: 'Placements',
    show: (d, db) =>
      someOf((d.placements ?? []).map((id) => db.placements.find((p) => p.id === id)?.name ?? id)),
    value: (d) => d.placements ?? [],
  },
  {
    field: 'venueTypes',
    label: 'Venue types',
    show: (d) => someOf((d.venueTypes ?? []).map((v) => venueTypeById(v)?.label ?? String(v))),
    value: (d) => d.venueTypes ?? [],
  },
  { field: 'states', label: 'States', show: (d) => someOf(d.states), value: (d) => d.states ?? [] },
  {
    field: 'dayParts',
    label: 'Day-parts',
    show: (d) => weekHoursText(d.dayParts),
    value: (d) => d.dayParts,
  },
];

/** The fields of a deal that the buyers it is offered to see change (HIST-SCOPE). */
export const DEAL_FIELDS_FOR_BUYERS: ReadonlySet<string> = new Set([
  'isActive',
  'floorCpm',
  'window.dateStart',
  'window.dateEnd',
]);
