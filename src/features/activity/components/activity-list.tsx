// The Activity list (HIST-ACTIVITY): one row per transaction, newest first, windowed (only the
// rows in view and a margin are in the DOM, so 100,000 entries stay fast), the next page read
// by cursor as the rows near the end come into view, and `Load more` for the same by hand
// (HIST-ACTIVITY-PAGING).
import { measureElement, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { HistoryEntry, Role } from '@/types/api';
import { ActivityRow } from '@/features/activity/components/activity-row';
import { ACTIVITY_TEXT as T } from '@/features/activity/messages';

/** A one-line row at 1280 px; taller rows (wrapped, expanded, 375 px) are measured. */
const ROW_HEIGHT = 56;
const OVERSCAN = 8;
/** The next page is read once the rows in view come this close to the end. */
const LOAD_AHEAD = 20;
/** The scroll area's height at most (in CSS: 70vh). */
const MAX_HEIGHT = 640;

/** A row's height; without layout (jsdom) the estimate stands (as in the data table). */
function rowHeight(
  row: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  virtualizer: Virtualizer<HTMLDivElement, HTMLLIElement>,
): number {
  return measureElement(row, entry, virtualizer) || ROW_HEIGHT;
}

export interface ActivityPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last next page failed: no more are read as the list scrolls, only by `Load more`. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export function ActivityList({
  entries,
  pages,
  roles,
}: {
  entries: readonly HistoryEntry[];
  pages: ActivityPages;
  roles: readonly Role[];
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Expanded transactions, by row: kept here, since a row scrolled out of view is unmounted.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const getItemKey = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render only
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    measureElement: rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 1024, height: MAX_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const lastInView = items[items.length - 1]?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  // A failed page is not asked again and again by the scroll (the failure is toasted once);
  // `Load more` asks it again.
  const readAhead = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (readAhead && lastInView >= entries.length - LOAD_AHEAD) void fetchNextPage();
  }, [readAhead, fetchNextPage, lastInView, entries.length]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length
    ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0)
    : 0;

  return (
    <>
      <div
        ref={scrollRef}
        role="region"
        aria-label={T.scrollLabel}
        // The scrollable region is reached by keyboard, to scroll it.
        tabIndex={0}
        className="focus-visible:outline-brand-600 max-h-[70vh] overflow-auto rounded-lg bg-white shadow-xs ring-1 ring-gray-200 focus-visible:outline-2"
      >
        <ol aria-label={T.listLabel} style={{ paddingTop: padTop, paddingBottom: padBottom }}>
          {items.map((item) => {
            const entry = entries[item.index];
            if (!entry) return null;
            return (
              <ActivityRow
                key={entry.id}
                rowRef={virtualizer.measureElement}
                entry={entry}
                index={item.index}
                setSize={hasNextPage ? -1 : entries.length}
                roles={roles}
                expanded={expanded.has(entry.id)}
                onToggle={() => toggle(entry.id)}
              />
            );
          })}
        </ol>
      </div>
      {hasNextPage ? (
        <div className="mt-3 flex items-center gap-3">
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {T.loadMore}
          </Button>
          {isFetchingNextPage ? (
            <span role="status" className="text-sm text-gray-600">
              {T.loadingMore}
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
