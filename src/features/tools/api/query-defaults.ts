/**
 * The tools read accounts, bidders and placements under their own cache keys (a feature never
 * imports another), so no other screen's save invalidates them: refetch whenever a tool mounts.
 * The screens show their own error states with Retry, so no toast either.
 */
export const TOOL_QUERY_DEFAULTS = { staleTime: 0, meta: { errorToast: false } } as const;
