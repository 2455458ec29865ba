// The Activity screen's filters (HIST-ACTIVITY-FILTERS): record kind, person, action, a date
// range and part of a record's name, each kept in the URL (useListParams).
import { SearchInput } from '@/components/ui/search-input';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { ACTION_LABELS, KIND_LABELS } from '@/components/history/history-text';
import type { ListParams } from '@/hooks/use-list-params';
import type { HistoryPerson } from '@/types/api';
import { FILTER_DEFAULTS, type ActivityFilterName } from '@/features/activity/activity-filters';
import { ACTIVITY_TEXT as T } from '@/features/activity/messages';

export function ActivityFiltersBar({
  list,
  people,
  onClear,
}: {
  list: ListParams<ActivityFilterName>;
  /** The people seen so far (the Person filter's choices). */
  people: readonly HistoryPerson[];
  /** Every filter back to its default, in one change of the URL. */
  onClear: () => void;
}) {
  const { filters, setFilter } = list;
  const filtered =
    list.search !== '' ||
    (Object.keys(FILTER_DEFAULTS) as ActivityFilterName[]).some((name) => filters[name] !== '');
  // A person named by the URL but not seen yet is still a choice (by id), so the select shows it.
  const choices =
    filters.actor && !people.some((person) => person.id === filters.actor)
      ? [...people, { id: filters.actor, name: filters.actor }]
      : people;
  return (
    <section aria-label={T.filtersLabel} className="mb-4 space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <SelectField
          label={T.kind}
          value={filters.kind}
          onChange={(event) => setFilter('kind', event.target.value)}
        >
          <option value="">{T.anyKind}</option>
          {Object.entries(KIND_LABELS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.person}
          value={filters.actor}
          onChange={(event) => setFilter('actor', event.target.value)}
        >
          <option value="">{T.anyone}</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={T.action}
          value={filters.action}
          onChange={(event) => setFilter('action', event.target.value)}
        >
          <option value="">{T.anyAction}</option>
          {Object.entries(ACTION_LABELS).map(([action, label]) => (
            <option key={action} value={action}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={T.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => setFilter('from', event.target.value)}
        />
        <TextField
          type="date"
          label={T.to}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => setFilter('to', event.target.value)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchInput label={T.search} value={list.search} onChange={list.setSearch} />
        {filtered ? (
          <Button variant="ghost" onClick={onClear}>
            {T.clear}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
