// The command palette (issue 21): a modal dialog holding a combobox whose listbox lists the
// matches in groups (the WAI-ARIA combobox-in-dialog pattern: the input has role=combobox,
// aria-controls names the listbox, aria-activedescendant the active option). Headless UI's
// Dialog traps focus and gives it back on close; its Combobox moves the active option with the
// arrow keys, Home, End, Page Up and Page Down, and chooses it with Enter. Escape closes the
// dialog at once. Data by props: the app's shell says what there is and what choosing does.
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { MagnifyingGlassIcon } from '@heroicons/react/20/solid';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import {
  indexPaletteItem,
  RECENT_GROUP,
  searchPalette,
  withFoundItems,
  type FoundRecords,
  type PaletteGroup,
  type PaletteItem,
} from '@/components/command-palette/palette-search';

export const PALETTE_TITLE = 'Command palette';
export const PALETTE_INPUT_LABEL = 'Search screens, records and actions';
export const SEARCHING_RECORDS = 'Searching records…';
export const RECORD_SEARCH_FAILED =
  'Could not search every record: the screens, actions and records already loaded are listed.';

const NO_RECORDS: FoundRecords = { state: 'idle', items: [] };

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Actions, screens and records, in the order their groups are listed. */
  items: readonly PaletteItem[];
  /** Listed first, newest first. */
  recent: readonly PaletteItem[];
  /** The search it opens with (typed while it was on its way). */
  initialQuery?: string;
  onChoose: (item: PaletteItem) => void;
  /** The query as typed, on every key: the host searches the records it has not got. */
  onQueryChange?: (query: string) => void;
  /** What the host found for the query now typed. */
  found?: FoundRecords;
}

export function CommandPalette({
  open,
  onClose,
  items,
  recent,
  initialQuery = '',
  onChoose,
  onQueryChange,
  found,
}: CommandPaletteProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-900/50" />
      <div className="fixed inset-0 overflow-y-auto p-4 sm:p-6 md:pt-20">
        <DialogPanel className="mx-auto max-w-xl min-w-0 overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-black/5">
          <DialogTitle className="sr-only">{PALETTE_TITLE}</DialogTitle>
          {/* Mounted with the dialog: every opening starts with an empty query. */}
          <PaletteSearch
            items={items}
            recent={recent}
            initialQuery={initialQuery}
            onChoose={onChoose}
            onClose={onClose}
            onQueryChange={onQueryChange}
            found={found}
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function PaletteSearch({
  items,
  recent,
  initialQuery = '',
  onChoose,
  onClose,
  onQueryChange,
  found = NO_RECORDS,
}: Omit<CommandPaletteProps, 'open'>) {
  // What was typed while the palette was on its way; a line break in it is an Enter pressed.
  const [typed, enterTyped] = initialQuery.split('\n', 2) as [string, string | undefined];
  const [query, setQuery] = useState(typed);
  // The host hears of the query: at once for a key typed (one render with the palette's own, so
  // its record search starts waiting a render sooner), and after any other change.
  useEffect(() => onQueryChange?.(query), [query, onQueryChange]);
  // Keys typed after the dialog mounted but before its search box could take them arrive here.
  useEffect(() => {
    setQuery((current) =>
      typed.startsWith(current) || current.startsWith(typed) ? typed : current,
    );
  }, [typed]);
  // Typing never waits for the search over a large cache.
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => items.map(indexPaletteItem), [items]);
  const recentIndex = useMemo(() => recent.map(indexPaletteItem), [recent]);
  const groups = useMemo(
    () => withFoundItems(searchPalette(index, recentIndex, deferredQuery), found.items),
    [index, recentIndex, deferredQuery, found.items],
  );
  // An Enter typed ahead opens the best match of what was typed before it, once.
  const choseTypedAhead = useRef(false);
  useEffect(() => {
    if (enterTyped === undefined || choseTypedAhead.current || !typed.trim()) return;
    const best = searchPalette(index, recentIndex, typed)[0]?.items[0];
    if (!best) return;
    choseTypedAhead.current = true;
    onChoose(best);
  }, [enterTyped, typed, index, recentIndex, onChoose]);
  const idPrefix = useId();
  // On a touch screen Headless UI focuses the dialog itself, not its first field (no keyboard
  // popping up unasked); the palette is always asked for, so its input takes the focus, after.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Escape closes the dialog, not only the combobox (whose own handler would keep it open).
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    }
    // Enter before the list has caught up with the typing opens the best match of what was
    // typed, not the active option of the list still shown.
    if (event.key === 'Enter' && query !== deferredQuery) {
      event.preventDefault();
      const best = searchPalette(index, recentIndex, query)[0]?.items[0];
      if (best) onChoose(best);
    }
  };

  return (
    <Combobox<PaletteItem | null>
      immediate
      onChange={(item) => {
        if (item) onChoose(item);
      }}
    >
      <div className="relative border-b border-gray-200">
        <MagnifyingGlassIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-4 size-5 text-gray-400"
        />
        <ComboboxInput
          ref={input}
          autoFocus
          aria-label={PALETTE_INPUT_LABEL}
          placeholder={`${PALETTE_INPUT_LABEL}…`}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            onQueryChange?.(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full border-0 bg-transparent pr-4 pl-11 text-sm text-gray-900 placeholder:text-gray-500 focus:ring-0 focus:outline-none"
        />
      </div>
      {groups.length > 0 ? (
        // Not modal: the dialog already is, and the status line below must stay readable.
        <ComboboxOptions
          static
          modal={false}
          aria-label="Results"
          className="max-h-[min(24rem,60vh)] scroll-py-2 overflow-y-auto py-2"
        >
          {groups.map((group, position) => (
            <ResultGroup key={group.name} group={group} headingId={`${idPrefix}-${position}`} />
          ))}
        </ComboboxOptions>
      ) : null}
      {/* One live region for what the list cannot say: none found, records still coming, or
          the record search failed (quietly: the rest of the palette works without it). */}
      <p
        role="status"
        className={
          groups.length > 0
            ? 'px-4 text-xs text-gray-500 [&:not(:empty)]:pb-2'
            : 'px-4 py-10 text-center text-sm [overflow-wrap:anywhere] text-gray-600'
        }
      >
        {statusText(groups.length > 0, found.state, deferredQuery.trim())}
      </p>
      <p className="border-t border-gray-200 px-4 py-2 text-xs text-gray-500">
        ↑ ↓ to move, Enter to open, Esc to close
      </p>
    </Combobox>
  );
}

/** The status line: empty while the list says it all. */
function statusText(listed: boolean, state: FoundRecords['state'], query: string): string {
  if (state === 'searching') return SEARCHING_RECORDS;
  const failed = state === 'failed' ? RECORD_SEARCH_FAILED : '';
  if (listed) return failed;
  return [`Nothing matches “${query}”.`, failed].filter(Boolean).join(' ');
}

function ResultGroup({ group, headingId }: { group: PaletteGroup; headingId: string }) {
  const cut = group.total > group.items.length;
  return (
    <div role="group" aria-labelledby={headingId}>
      <div
        role="presentation"
        id={headingId}
        className="px-4 pt-2 pb-1 text-xs font-semibold text-gray-600"
      >
        {group.name}
        {cut ? `, ${group.items.length} of ${group.total.toLocaleString('en-US')}` : null}
      </div>
      {group.items.map((item) => (
        <ComboboxOption
          key={item.id}
          value={item}
          className="group data-focus:bg-brand-600 mx-2 flex min-w-0 cursor-default items-center gap-3 rounded-md px-2 py-2 text-sm text-gray-900 select-none data-focus:text-white"
        >
          {/* dir="auto": a right-to-left name is laid out as such, without turning the row. */}
          <span dir="auto" className="min-w-0 flex-1 truncate" title={item.label}>
            {item.label}
          </span>
          {item.detail || group.name === RECENT_GROUP ? (
            <span
              dir="auto"
              className="max-w-[40%] shrink-0 truncate text-xs text-gray-500 group-data-focus:text-white/80"
            >
              <span className="sr-only">, </span>
              {group.name === RECENT_GROUP ? item.group : item.detail}
            </span>
          ) : null}
        </ComboboxOption>
      ))}
    </div>
  );
}
