// The rendered window of MultiSelect's virtualized listbox. Each group that has any row on
// screen is rendered as a role=group named by its heading and spanning the group's full
// height, with its visible options inside it: grouping survives virtualization.
import { CheckIcon } from '@heroicons/react/20/solid';
import { HEADING_HEIGHT, rowHeight, type Row, type Rows } from './multi-select-model';

interface VirtualRowsProps<V extends string | number> {
  /** the rows the virtualizer wants on screen, ascending */
  rowIndexes: readonly number[];
  totalHeight: number;
  model: Rows<V>;
  starts: readonly number[];
  listId: string;
  selected: ReadonlySet<V>;
  /** index into model.optionRows, -1 for none */
  activeIndex: number;
  onToggle: (value: V) => void;
  onActivate: (optionIndex: number) => void;
}

export function VirtualRows<V extends string | number>({
  rowIndexes,
  totalHeight,
  model,
  starts,
  listId,
  selected,
  activeIndex,
  onToggle,
  onActivate,
}: VirtualRowsProps<V>) {
  const loose: number[] = [];
  const groups = new Map<number, number[]>();
  for (const rowIndex of rowIndexes) {
    const groupIndex = model.rows[rowIndex]?.groupIndex;
    if (groupIndex === undefined) continue;
    if (groupIndex === null) {
      loose.push(rowIndex);
      continue;
    }
    const members = groups.get(groupIndex) ?? [];
    members.push(rowIndex);
    groups.set(groupIndex, members);
  }

  const option = (row: Row<V> | undefined, top: number) => {
    if (row?.kind !== 'option') return null;
    const { option: item, index } = row.entry;
    const isSelected = selected.has(item.value);
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- an option of an aria-activedescendant listbox: the focused combobox input owns the keys
      <div
        key={index}
        id={`${listId}-o${index}`}
        role="option"
        aria-selected={isSelected}
        aria-setsize={model.optionRows.length}
        aria-posinset={row.optionIndex + 1}
        data-active={row.optionIndex === activeIndex ? '' : undefined}
        onClick={() => onToggle(item.value)}
        onMouseMove={() => row.optionIndex !== activeIndex && onActivate(row.optionIndex)}
        style={{ position: 'absolute', top, left: 0, right: 0, height: rowHeight(row) }}
        className="data-active:bg-brand-600 group flex cursor-default items-center gap-2 px-3 text-sm text-gray-900 select-none data-active:text-white"
      >
        <span
          aria-hidden="true"
          className="flex size-4 shrink-0 items-center justify-center rounded ring-1 ring-gray-400 group-data-active:ring-white"
        >
          {isSelected ? <CheckIcon className="size-3.5" /> : null}
        </span>
        <span className="min-w-0">
          <span className="block truncate">{item.label}</span>
          {item.description ? (
            <span className="block truncate text-xs text-gray-500 group-data-active:text-white/80">
              {item.description}
            </span>
          ) : null}
        </span>
      </div>
    );
  };

  return (
    <div style={{ position: 'relative', height: totalHeight }}>
      {loose.map((rowIndex) => option(model.rows[rowIndex], starts[rowIndex] ?? 0))}
      {[...groups].map(([groupIndex, members]) => {
        const group = model.groups[groupIndex];
        if (!group) return null;
        const top = starts[group.first] ?? 0;
        const bottom = (starts[group.last] ?? 0) + rowHeight(model.rows[group.last]);
        const headingId = `${listId}-g${groupIndex}`;
        return (
          <div
            key={group.name}
            role="group"
            aria-labelledby={headingId}
            style={{ position: 'absolute', top, left: 0, right: 0, height: bottom - top }}
          >
            <div
              id={headingId}
              style={{ height: HEADING_HEIGHT }}
              className="flex items-center bg-gray-50 px-3 text-xs font-semibold tracking-wide text-gray-600 uppercase"
            >
              {group.name}
            </div>
            {members.map((rowIndex) => option(model.rows[rowIndex], (starts[rowIndex] ?? 0) - top))}
          </div>
        );
      })}
    </div>
  );
}
