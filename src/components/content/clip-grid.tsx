// Content-library clips grouped by category (a heading per category, in the order categories
// first appear), each selectable, with the selected count `{n} clip(s) selected`.
import { ClipCard } from '@/components/content/clip-card';
import { clipsByCategory, selectedClipsText } from '@/components/content/clip-format';
import type { Clip } from '@/types/api';

export interface ClipGridProps {
  clips: readonly Clip[];
  selectedKeys: readonly string[];
  /** The whole new selection (keys not shown in `clips` are kept). */
  onSelectionChange: (keys: string[]) => void;
  /** Names the group of clips. */
  label: string;
  /** Show the selected count above the grid (default true; off when the screen shows it). */
  showCount?: boolean;
}

export function ClipGrid({
  clips,
  selectedKeys,
  onSelectionChange,
  label,
  showCount = true,
}: ClipGridProps) {
  const selected = new Set(selectedKeys);
  const toggle = (key: string, on: boolean) =>
    onSelectionChange(
      on ? [...selectedKeys.filter((k) => k !== key), key] : selectedKeys.filter((k) => k !== key),
    );

  return (
    <div role="group" aria-label={label} className="space-y-8">
      {showCount ? (
        <p aria-live="polite" className="text-sm font-medium text-gray-700">
          {selectedClipsText(selectedKeys.length)}
        </p>
      ) : null}
      {clipsByCategory(clips).map(([category, group]) => (
        <section key={category} aria-label={category}>
          <h2 className="mb-3 text-base font-semibold [overflow-wrap:anywhere] text-gray-900">
            {category}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(13rem,1fr))] sm:gap-4">
            {group.map((clip) => (
              <ClipCard
                key={clip.key}
                clip={clip}
                selected={selected.has(clip.key)}
                onToggle={(on) => toggle(clip.key, on)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
