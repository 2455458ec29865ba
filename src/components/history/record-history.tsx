// A record's History section (HIST-PANEL): on the page of every campaign, placement, deal,
// bidder, account and creative, below what the page is about. The page reads the entries
// (src/api/history.ts's useRecordHistory) and gives them here; the list's code loads apart
// from the page, inside a boundary of its own (HIST-PANEL-PART): a download that fails, or an
// entry that cannot be shown, puts an error with Retry in the section's place and leaves the
// rest of the page (a form and what is typed in it) as it is.
import { Suspense, useId } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import type { EntryAction, HistoryEntriesSource } from '@/components/history/history-entries';
import { HISTORY_PART, HISTORY_TEXT } from '@/components/history/history-text';
import { Button } from '@/components/ui/button';
import { PART_LOAD_FAILED } from '@/components/ui/lazy-part';
import { LoadingState } from '@/components/ui/states';
import { messageOf } from '@/lib/http/api-error';
import { lazyComponent } from '@/lib/versions/lazy-component';
import { useChunkRetry } from '@/lib/versions/use-chunk-retry';

const entriesPart = lazyComponent(
  () => import('@/components/history/history-entries').then((m) => m.HistoryEntries),
  HISTORY_PART,
);

function PartFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { retry, checking } = useChunkRetry(error, onRetry);
  return (
    <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      <p className="font-semibold text-red-900">{PART_LOAD_FAILED}</p>
      <p className="mt-1 break-words">{messageOf(error)}</p>
      <Button variant="secondary" className="mt-2" loading={checking} onClick={retry}>
        Retry
      </Button>
    </div>
  );
}

export function RecordHistory({
  query,
  restoreTo,
  action,
}: {
  query: HistoryEntriesSource;
  /** The record's editor, when the viewer may edit it (HIST-RESTORE). */
  restoreTo?: string;
  /** What an entry offers besides (a creative's `Restore previous file`). */
  action?: EntryAction;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white shadow-xs ring-1 ring-gray-200"
    >
      <h2
        id={headingId}
        className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900 sm:px-6"
      >
        {HISTORY_TEXT.heading}
      </h2>
      <div className="px-4 py-3 sm:px-6">
        <ErrorBoundary
          onReset={() => void entriesPart.preload()}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <PartFailure error={error} onRetry={resetErrorBoundary} />
          )}
        >
          <Suspense fallback={<LoadingState label={HISTORY_TEXT.loading} />}>
            <entriesPart.Component
              query={query}
              label={HISTORY_TEXT.heading}
              {...(restoreTo ? { restoreTo } : {})}
              {...(action ? { action } : {})}
            />
          </Suspense>
        </ErrorBoundary>
      </div>
    </section>
  );
}
