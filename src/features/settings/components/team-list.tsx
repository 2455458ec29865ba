import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type Column } from '@/components/ui/table';
import type { TeamMember } from '@/types/api';
import { useTeam } from '@/api/users';
import { NO_TEAM, TEAM_LOAD_ERROR } from '@/features/settings/messages';

// SET-TEAM: the team's name and email; empty and failed states with Retry.
const COLUMNS: readonly Column<TeamMember>[] = [
  {
    id: 'name',
    header: 'Name',
    sortValue: (m) => m.name,
    apiText: true,
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
  return (
    <QueryState
      query={team}
      loadingLabel="Loading team…"
      errorTitle={TEAM_LOAD_ERROR}
      empty={<EmptyState title={NO_TEAM} />}
    >
      {(members) => (
        <DataTable caption="Team" columns={COLUMNS} rows={members} rowKey={(m) => m.email} />
      )}
    </QueryState>
  );
}
