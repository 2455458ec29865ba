import { SeatId } from '@/components/account/seat-id';
import { Card } from '@/components/ui/card';

export function SeatIdCard({ accountId }: { accountId: string }) {
  return (
    <Card title="Seat ID">
      <SeatId accountId={accountId} whose="Your" />
    </Card>
  );
}
