import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { SEAT_ID_NOTE } from '@/features/settings/messages';

/** Spec section 2 "Settings": the Seat ID is the account id, for private marketplace deals. */
export function SeatIdCard({ accountId }: { accountId: string }) {
  return (
    <Card title="Seat ID">
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-gray-100 px-2 py-1 font-mono text-sm break-all text-gray-900">
          {accountId}
        </code>
        <CopyButton value={accountId} label="Seat ID" />
      </div>
      <p className="mt-2 text-sm text-gray-600">Your account id, {SEAT_ID_NOTE}.</p>
    </Card>
  );
}
