// A responsive grid of creative cards: thumbnail, name, type, size and (for a video) length.
// With onSelectionChange it is a selection gallery (a checkbox per card named by the creative,
// the selected count, Select all and Clear); with onOpen a card opens the creative's detail.
import { useId } from 'react';
import {
  creativeDuration,
  creativeSize,
  creativeTypeLabel,
  isVideo,
  selectedCreativesText,
} from '@/components/creative/creative-format';
import { CreativeThumbnail } from '@/components/creative/creative-thumbnail';
import { Button } from '@/components/ui/button';
import type { Creative } from '@/types/api';
import { MediaCardCaption } from '@/components/ui/media-card-caption';

export interface CreativeGalleryProps {
  creatives: readonly Creative[];
  /** Names the list of cards (e.g. `Ad creatives`). */
  label: string;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  onOpen?: (creative: Creative) => void;
}

export function CreativeGallery({
  creatives,
  label,
  selectedIds = [],
  onSelectionChange,
  onOpen,
}: CreativeGalleryProps) {
  const selected = new Set(selectedIds);
  const toggle = (id: string, on: boolean) => {
    if (!onSelectionChange) return;
    onSelectionChange(on ? [...selectedIds, id] : selectedIds.filter((other) => other !== id));
  };
  const selectAll = () =>
    onSelectionChange?.([...new Set([...selectedIds, ...creatives.map((c) => c.id)])]);

  return (
    <div>
      {onSelectionChange ? (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <p aria-live="polite" className="text-sm font-medium text-gray-700">
            {selectedCreativesText(selectedIds.length)}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={selectAll}
              disabled={creatives.every((c) => selected.has(c.id))}
            >
              Select all
            </Button>
            <Button
              variant="secondary"
              onClick={() => onSelectionChange([])}
              disabled={selectedIds.length === 0}
            >
              Clear
            </Button>
          </div>
        </div>
      ) : null}
      <ul
        aria-label={label}
        className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-3 sm:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] sm:gap-4"
      >
        {creatives.map((creative) => (
          <CreativeCard
            key={creative.id}
            creative={creative}
            selected={onSelectionChange ? selected.has(creative.id) : undefined}
            onToggle={(on) => toggle(creative.id, on)}
            onOpen={onOpen}
          />
        ))}
      </ul>
    </div>
  );
}

function CreativeCard({
  creative,
  selected,
  onToggle,
  onOpen,
}: {
  creative: Creative;
  /** undefined: not a selection gallery */
  selected: boolean | undefined;
  onToggle: (on: boolean) => void;
  onOpen?: (creative: Creative) => void;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const metaId = `${id}-meta`;
  const checkboxId = `${id}-check`;
  const body = (
    <>
      <CreativeThumbnail creative={creative} className="aspect-video w-full" />
      <MediaCardCaption name={creative.name} nameId={nameId} metaId={metaId} className="text-left">
        <span>{creativeTypeLabel(creative)}</span>
        <span>{creativeSize(creative)}</span>
        {isVideo(creative) ? <span>{creativeDuration(creative)}</span> : null}
      </MediaCardCaption>
    </>
  );
  const ring =
    selected === true ? 'ring-2 ring-brand-600' : 'ring-1 ring-gray-200 hover:ring-gray-300';

  return (
    <li className={`relative overflow-hidden rounded-lg bg-white shadow-xs ${ring}`}>
      {onOpen ? (
        <button
          type="button"
          aria-labelledby={nameId}
          aria-describedby={metaId}
          onClick={() => onOpen(creative)}
          className="focus-visible:outline-brand-600 block w-full focus-visible:outline-2 focus-visible:-outline-offset-2"
        >
          {body}
        </button>
      ) : selected !== undefined ? (
        <label htmlFor={checkboxId} className="block cursor-pointer">
          {body}
        </label>
      ) : (
        body
      )}
      {selected !== undefined ? (
        <input
          id={checkboxId}
          type="checkbox"
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
          aria-labelledby={nameId}
          aria-describedby={metaId}
          className="text-brand-600 focus-visible:outline-brand-600 absolute top-2 left-2 size-5 rounded border-gray-300 bg-white shadow focus-visible:outline-2"
        />
      ) : null}
    </li>
  );
}
