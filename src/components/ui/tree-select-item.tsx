// One row of TreeSelect's tree: a flat treeitem carrying its level and sibling position (the
// tree is rendered as a flat list, so aria-level/-setsize/-posinset describe the nesting).
import { CheckIcon, ChevronRightIcon, MinusIcon } from '@heroicons/react/20/solid';
import type { Ref } from 'react';
import { highlightParts, type CheckState, type TreeRow } from './tree-select-model';

interface TreeItemProps<V extends string | number> {
  ref: Ref<HTMLLIElement>;
  row: TreeRow<V>;
  description?: string;
  /** the search text to highlight, '' for none */
  query: string;
  multiple: boolean;
  state: CheckState;
  /** the tree's single tab stop (roving tabindex) */
  tabbable: boolean;
  onFocus: () => void;
  onChoose: () => void;
  onToggleOpen: () => void;
}

const INDENT_REM = 1.25;

export function TreeItem<V extends string | number>({
  ref,
  row,
  description,
  query,
  multiple,
  state,
  tabbable,
  onFocus,
  onChoose,
  onToggleOpen,
}: TreeItemProps<V>) {
  const included = state === 'included';
  const checked = state === 'checked' || included;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a treeitem of a roving-tabindex tree: the tree handles the keys (Space, Enter, arrows)
    <li
      ref={ref}
      role="treeitem"
      aria-level={row.depth}
      aria-setsize={row.siblings}
      aria-posinset={row.position}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-checked={multiple ? (state === 'mixed' ? 'mixed' : checked) : undefined}
      aria-selected={multiple ? undefined : state === 'checked'}
      // A chosen ancestor already covers it: shown checked, not choosable on its own.
      aria-disabled={included || undefined}
      tabIndex={tabbable ? 0 : -1}
      title={description}
      onFocus={onFocus}
      onClick={onChoose}
      style={{ paddingLeft: `${(row.depth - 1) * INDENT_REM + 0.25}rem` }}
      className={`focus-visible:outline-brand-600 flex cursor-default items-center gap-1.5 py-1.5 pr-3 text-sm select-none focus-visible:outline-2 focus-visible:-outline-offset-2 ${
        included ? 'text-gray-500' : 'text-gray-900 hover:bg-gray-50'
      } ${!multiple && state === 'checked' ? 'bg-brand-50 font-medium' : ''}`}
    >
      <span
        aria-hidden="true"
        onClick={(event) => {
          // Opening a branch is not choosing it.
          event.stopPropagation();
          if (row.hasChildren) onToggleOpen();
        }}
        className="flex size-6 shrink-0 items-center justify-center rounded text-gray-500 hover:bg-gray-100"
      >
        {row.hasChildren ? (
          <ChevronRightIcon
            className={`size-4 transition-transform ${row.expanded ? 'rotate-90' : ''}`}
          />
        ) : null}
      </span>
      {multiple ? (
        <span
          aria-hidden="true"
          className={`flex size-4 shrink-0 items-center justify-center rounded ring-1 ${
            checked || state === 'mixed'
              ? included
                ? 'bg-gray-300 text-white ring-gray-300'
                : 'bg-brand-600 ring-brand-600 text-white'
              : 'bg-white ring-gray-400'
          }`}
        >
          {checked ? <CheckIcon className="size-3.5" /> : null}
          {state === 'mixed' ? <MinusIcon className="size-3.5" /> : null}
        </span>
      ) : null}
      <span className="min-w-0 truncate">
        {highlightParts(row.label, query).map((part, at) =>
          part.match ? (
            <mark key={at} className="rounded-sm bg-yellow-100 text-inherit">
              {part.text}
            </mark>
          ) : (
            part.text
          ),
        )}
      </span>
      {included ? (
        <span aria-hidden="true" className="ml-auto shrink-0 text-xs text-gray-500">
          included
        </span>
      ) : null}
    </li>
  );
}
