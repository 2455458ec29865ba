import { CopyButton } from '@/components/ui/copy-button';

/** SET-SEAT-ID: the Seat ID is the account id, usable for private marketplace deals. */
export const SEAT_ID_NOTE = 'usable for private marketplace deals';

/** The Seat ID with a copy button; `whose` says whose account it is ("Your", "The"). */
export function SeatId({ accountId, whose }: { accountId: string; whose: 'Your' | 'The' }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-gray-100 px-2 py-1 font-mono text-sm break-all text-gray-900">
          {accountId}
        </code>
        <CopyButton value={accountId} label="Seat ID" />
      </div>
      <p className="mt-2 text-sm text-gray-600">
        {whose} account id, {SEAT_ID_NOTE}.
      </p>
    </div>
  );
}
