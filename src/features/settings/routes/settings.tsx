import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/config/routes';
import { useSession } from '@/lib/session/use-session';
import { InviteForm } from '@/features/settings/components/invite-form';
import { SeatIdCard } from '@/features/settings/components/seat-id-card';
import { TeamList } from '@/features/settings/components/team-list';

export default function SettingsRoute() {
  const session = useSession();
  return (
    <>
      <PageHeader title={ROUTES.settings.title} />
      <div className="space-y-6">
        {session ? <SeatIdCard accountId={session.user.account_id} /> : null}
        <Card title="Team">
          <p className="mb-4 text-sm text-gray-600">
            Invite a colleague by e-mail. They receive a link to choose a password.
          </p>
          <InviteForm />
          <div className="mt-6">
            <TeamList />
          </div>
        </Card>
      </div>
    </>
  );
}
