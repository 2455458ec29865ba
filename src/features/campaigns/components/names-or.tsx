// A list of names read from another call (publishers, clips, creatives), as the campaign detail
// and the wizard's Launch summary show them: while that call runs, `Loading…`; when it failed,
// its error and Retry in the list's place; never the bare ids (CMP-NAMES-FAILED).
import type { ReactNode } from 'react';
import { InlineLoadError } from '@/components/ui/inline-load-error';

/** When the names of a campaign's publishers, clips or creatives could not be read. */
export const NAMES_FAILED = {
  publishers: 'The publishers’ names could not be loaded.',
  clips: 'The clips’ names could not be loaded.',
  creatives: 'The creatives’ names could not be loaded.',
} as const;

export function NamesOr({
  query,
  failed,
  children,
}: {
  query: { data?: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  failed: string;
  children: ReactNode;
}) {
  if (query.data !== undefined) return children;
  // Still on their way: said so, never the bare ids in the meantime.
  if (!query.isError) return <span className="text-gray-500">Loading…</span>;
  return (
    <InlineLoadError
      message={failed}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
