// The Activity screen's words, in one place (HIST-ACTIVITY, HIST-EXPORT).
export const ACTIVITY_TEXT = {
  description: 'Who changed what, and when: one row per save, bulk action or import.',
  loading: 'Loading the activity…',
  failed: 'The activity could not be loaded.',
  empty: 'No activity matches these filters.',
  emptyHint: 'Choose another record kind, person, action or date range.',
  listLabel: 'Activity',
  scrollLabel: 'Activity, scrollable',
  loadMore: 'Load more',
  loadingMore: 'Loading more activity…',
  filtersLabel: 'Filter the activity',
  kind: 'Record kind',
  anyKind: 'Any record',
  person: 'Person',
  anyone: 'Anyone',
  action: 'Action',
  anyAction: 'Any action',
  from: 'From',
  to: 'To',
  search: 'Record name',
  clear: 'Clear filters',
  recordsLabel: 'Records of this change',
  recordsLoading: 'Loading the records…',
  recordsFailed: 'The records of this change could not be loaded.',
  showMore: 'Show more',
  // HIST-EXPORT
  download: 'Download CSV',
  exporting: 'Exporting the activity',
  cancel: 'Cancel',
  exportFailed: 'The activity could not be exported.',
} as const;

/** `and 2 more`: the other records of a transaction of `size` (HIST-ACTIVITY-GROUP). */
export const moreRecords = (others: string) => `and ${others} more`;

/** The export's progress: `1,500 entries read…`. */
export const exportProgress = (count: string) => `${count} entries read…`;
