// /activity (HIST-ACTIVITY): the change history the user may see (the account's; an Admin's,
// the whole exchange's), one row per save, bulk action or import, filtered by what the URL
// keeps (HIST-ACTIVITY-FILTERS), paged by cursor, with the CSV export of the filtered
// entries (HIST-EXPORT).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHistoryList } from '@/api/history';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { ROUTES } from '@/config/routes';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useListParams } from '@/hooks/use-list-params';
import { useSession } from '@/lib/session/use-session';
import {
  activityFilters,
  entryFilters,
  FILTER_DEFAULTS,
  type ActivityFilterName,
  type ActivityView,
} from '@/features/activity/activity-filters';
import { ActivityFiltersBar } from '@/features/activity/components/activity-filters-bar';
import { ActivityList } from '@/features/activity/components/activity-list';
import { ExportActivity } from '@/features/activity/components/export-activity';
import { useActivityExport } from '@/features/activity/hooks/use-activity-export';
import { usePeopleSeen } from '@/features/activity/hooks/use-people-seen';
import { ACTIVITY_TEXT as T } from '@/features/activity/messages';

/** Typing in the name filter asks the API once the text has been still this long. */
const SEARCH_DELAY_MS = 300;

export default function ActivityRoute() {
  const list = useListParams<ActivityFilterName>({ filters: FILTER_DEFAULTS });
  const [, setParams] = useSearchParams();
  const q = useDebouncedValue(list.search, SEARCH_DELAY_MS);
  const { kind, actor, action, from, to } = list.filters;
  const view: ActivityView = useMemo(
    () => ({ kind, actor, action, from, to, q }),
    [kind, actor, action, from, to, q],
  );
  const activity = useHistoryList(useMemo(() => activityFilters(view), [view]));
  const exportRun = useActivityExport(useMemo(() => entryFilters(view), [view]));
  const people = usePeopleSeen(activity.data);
  const roles = useSession()?.roles ?? [];

  const clear = () => {
    list.setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <>
      <PageHeader
        title={ROUTES.activity.title}
        description={T.description}
        actions={<ExportActivity run={exportRun} />}
      />
      <ActivityFiltersBar list={list} people={people} onClear={clear} />
      <QueryState
        query={activity}
        loadingLabel={T.loading}
        errorTitle={T.failed}
        empty={<EmptyState title={T.empty} description={T.emptyHint} />}
      >
        {(entries) => <ActivityList entries={entries} pages={activity} roles={roles} />}
      </QueryState>
    </>
  );
}
