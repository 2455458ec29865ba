// Names the code gives to parts of the generated wire types (src/types/api.ts, from
// api/openapi.yaml). Each is derived from the contract's types, never written out by hand, so a
// change to the document reaches every user through `npm run api:types`.
import type { BidderProtocol, CampaignSchedule, NotifSettings } from '@/types/api';

/** The keys of each member of a union: `{A: x} | {B: y}` -> 'A' | 'B'. */
type TagOf<T> = T extends unknown ? keyof T : never;

/** The name of an externally tagged protocol: 'Adomni' | 'Vast' | ... */
export type BidderProtocolName = TagOf<BidderProtocol>;

export type NurlCallAction = NotifSettings['nurl']['callAction'];
export type BurlCallAction = NotifSettings['burl']['callAction'];
export type LurlCallAction = NotifSettings['lurl']['callAction'];

export type DayPartFallbackStrategy = CampaignSchedule['dayPartFallbackStrategy'];
