// A list's sort: which column, which way; null keeps the list's own order. Shared by the table
// (src/components/ui) and the list state kept in the URL (src/hooks/use-list-params.ts), so
// neither imports the other for it.
export type SortState = { columnId: string; direction: 'asc' | 'desc' } | null;
