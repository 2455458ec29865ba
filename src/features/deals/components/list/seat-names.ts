// The buyer seats' names: an SSP's (and an Admin's) GET /accounts lists the advertisers, whose
// account id is their Seat ID. A buyer's list has none, so it is not asked for there; a seat the
// list does not know is shown by its Seat ID.
import { useMemo } from 'react';
import { useAdvertisers } from '@/api/accounts';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Seat ID -> advertiser name, from the cached accounts list (empty until it loads). */
export function useSeatNames(enabled: boolean): ReadonlyMap<string, string> {
  const advertisers = useAdvertisers(enabled);
  return useMemo(
    () =>
      advertisers.data
        ? new Map(advertisers.data.map((account) => [account.id, account.name]))
        : NO_NAMES,
    [advertisers.data],
  );
}
