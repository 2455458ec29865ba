import { CopyButton } from '@/components/ui/copy-button';
import { SEAT_ID_NOTE } from '@/features/accounts/messages';

/** The Seat ID (the account id) with a copy button. */
export function SeatId({ accountId }: { accountId: string }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-gray-100 px-2 py-1 font-mono text-sm break-all text-gray-900">
          {accountId}
        </code>
        <CopyButton value={accountId} label="Seat ID" />
      </div>
      <p className="mt-1 text-xs text-gray-600">The account id, {SEAT_ID_NOTE}.</p>
    </div>
  );
}
