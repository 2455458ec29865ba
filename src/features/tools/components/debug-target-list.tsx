import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { QueryState, type QueryStateSource } from '@/components/ui/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { useStartDebugSession } from '@/api/debug';
import {
  debugSessionBody,
  debugStartedMessage,
  type DebugTargetKind,
} from '@/features/tools/debug-request';
import { DEFAULT_DEBUG_MINUTES } from '@/features/tools/debug-minutes';
import { toastSuccess } from '@/lib/toasts/toast';

export interface DebugTarget {
  id: string;
  name: string;
}

// DBG-LISTS: minutes (DBG-MINUTES-DEFAULT), Start Session (DBG-START-CALL, DBG-STARTED,
// DBG-PENDING) and the returned Session ID.
function DebugTargetRow({ kind, target }: { kind: DebugTargetKind; target: DebugTarget }) {
  const [minutes, setMinutes] = useState(String(DEFAULT_DEBUG_MINUTES));
  const start = useStartDebugSession();
  const inputId = `debug-minutes-${kind}-${target.id}`;
  const nameId = `debug-target-${kind}-${target.id}`;
  // The last session started stays shown: a later start that fails leaves it running, and its
  // ID is what the logs are searched by.
  const [sessionId, setSessionId] = useState<string>();

  const onStart = () => {
    start.mutate(debugSessionBody(kind, target.id, minutes), {
      onSuccess: (session) => {
        setSessionId(session.session_id);
        toastSuccess(debugStartedMessage(kind, target.id));
      },
    });
  };

  return (
    <li className="py-4" aria-label={target.name}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p id={nameId} className="text-sm font-semibold break-words text-gray-900">
            {target.name}
          </p>
          <p className="font-mono text-xs break-all text-gray-600">{target.id}</p>
        </div>
        <div className="flex items-end gap-2">
          <div>
            <label htmlFor={inputId} className="block text-xs font-medium text-gray-700">
              Minutes<span className="sr-only"> for {target.name}</span>
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={minutes}
              placeholder={String(DEFAULT_DEBUG_MINUTES)}
              onChange={(event) => setMinutes(event.target.value)}
              className="focus:ring-brand-600 mt-1 block w-24 rounded-md border-0 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-inset"
            />
          </div>
          <Button onClick={onStart} loading={start.isPending} aria-describedby={nameId}>
            Start Session
          </Button>
        </div>
      </div>
      {sessionId ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded-md bg-gray-50 px-3 py-2 text-sm">
          <span className="font-medium text-gray-900">Session ID</span>
          <code className="font-mono break-all text-gray-800" data-testid="debug-session-id">
            {sessionId}
          </code>
          <CopyButton value={sessionId} label={`session ID for ${target.name}`} />
        </div>
      ) : null}
    </li>
  );
}

export function DebugTargetList({
  title,
  kind,
  query,
  emptyMessage,
  errorMessage,
}: {
  title: string;
  kind: DebugTargetKind;
  query: QueryStateSource<readonly DebugTarget[]>;
  emptyMessage: string;
  errorMessage: string;
}) {
  return (
    <Card title={title}>
      <QueryState
        query={query}
        loadingLabel={`Loading ${title.toLowerCase()}…`}
        errorTitle={errorMessage}
        empty={<EmptyState title={emptyMessage} />}
      >
        {(targets) => (
          <ul className="-my-4 divide-y divide-gray-100" aria-label={title}>
            {targets.map((target) => (
              <DebugTargetRow key={target.id} kind={kind} target={target} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
