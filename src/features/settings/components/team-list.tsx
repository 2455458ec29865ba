import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { DataTable, type Column } from '@/components/ui/table';
import type { TeamMember } from '@/types/api';
import { useTeam } from '@/api/users';
import { NO_TEAM, TEAM_LOAD_ERROR } from '@/features/settings/messages';

const COLUMNS: readonly Column<TeamMember>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (m) => m.name,
    // An invited user who has not signed up yet may have no name.
    cell: (m) =>
      m.name ? (
        <span className="font-medium text-gray-900">{m.name}</span>
      ) : (
        <span className="text-gray-500 italic">Invited</span>
      ),
  },
  {
    id: 'email',
    header: 'Email',
    sortValue: (m) => m.email,
    cell: (m) => <span className="break-all">{m.email}</span>,
  },
];

/** GET /users: name and email of everyone on the team. */
export function TeamList() {
  const team = useTeam();
  if (team.isPending) return <LoadingState label="Loading team…" />;
  if (team.isError) {
    return (
      <ErrorState
        title={TEAM_LOAD_ERROR}
        error={team.error}
        onRetry={() => void team.refetch()}
        retrying={team.isFetching}
      />
    );
  }
  if (team.data.length === 0) return <EmptyState title={NO_TEAM} />;
  return <DataTable caption="Team" columns={COLUMNS} rows={team.data} rowKey={(m) => m.email} />;
}
