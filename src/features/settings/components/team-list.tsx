import { useRef, useState } from 'react';
import { useWithdrawInvite } from '@/api/invites';
import { useTeam } from '@/api/users';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable, type Column } from '@/components/ui/table';
import { messageOf } from '@/lib/http/api-error';
import { toastSuccess } from '@/lib/toasts/toasts';
import type { TeamMember } from '@/types/api';
import {
  NO_TEAM,
  TEAM_LOAD_ERROR,
  WITHDRAW_TEXT,
  withdrawnMessage,
} from '@/features/settings/messages';

// SET-TEAM: the team's name and email; empty and failed states with Retry. SET-INVITE-WITHDRAW:
// an invitation not taken up yet can be withdrawn (a mistyped address never joins the team).
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

/** Asks before withdrawing, naming the address; says it once done. */
function WithdrawDialog({
  member,
  onClose,
  onWithdrawn,
}: {
  member: TeamMember;
  onClose: () => void;
  /** After the withdrawal: its row and button are gone, so the focus needs a new place. */
  onWithdrawn: () => void;
}) {
  const withdraw = useWithdrawInvite();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={WITHDRAW_TEXT.title(member.email)}
      description={WITHDRAW_TEXT.description}
      confirmLabel={WITHDRAW_TEXT.confirm}
      confirmVariant="danger"
      busy={withdraw.isPending}
      error={withdraw.error ? messageOf(withdraw.error) : null}
      onConfirm={() =>
        withdraw.mutate(member.id ?? '', {
          onSuccess: () => {
            toastSuccess(withdrawnMessage(member.email));
            onClose();
            onWithdrawn();
          },
        })
      }
    />
  );
}

/** GET /users: name and email of everyone on the team. */
export function TeamList() {
  const team = useTeam();
  const [withdrawing, setWithdrawing] = useState<TeamMember | null>(null);
  const list = useRef<HTMLElement>(null);
  const columns: readonly Column<TeamMember>[] = [
    ...COLUMNS,
    {
      id: 'invitation',
      header: <span className="sr-only">Invitation</span>,
      cell: (m) =>
        m.pending && m.id ? (
          <Button
            variant="secondary"
            aria-label={WITHDRAW_TEXT.button(m.email)}
            onClick={() => setWithdrawing(m)}
          >
            {WITHDRAW_TEXT.confirm}
          </Button>
        ) : null,
    },
  ];
  return (
    <QueryState
      query={team}
      loadingLabel="Loading team…"
      errorTitle={TEAM_LOAD_ERROR}
      empty={<EmptyState title={NO_TEAM} />}
    >
      {(members) => (
        <>
          <section ref={list} aria-label="Team" tabIndex={-1} className="focus:outline-none">
            <DataTable caption="Team" columns={columns} rows={members} rowKey={(m) => m.email} />
          </section>
          {withdrawing ? (
            <WithdrawDialog
              member={withdrawing}
              onClose={() => setWithdrawing(null)}
              // After the dialog has given the focus back (to the button now gone, so to what
              // was focused before it): a frame after the closing render.
              onWithdrawn={() =>
                setTimeout(() => requestAnimationFrame(() => list.current?.focus()), 0)
              }
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
