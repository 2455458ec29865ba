// One content-library clip: its poster, name, duration and resolution, and a checkbox named by
// the clip (the whole card toggles it). A poster whose address is neither https nor the console's
// own (SEC-SRC-HTTPS) is not loaded: the film icon stands in for it.
import { FilmIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import type { Clip } from '@/types/api';
import { MediaCardCaption } from '@/components/ui/media-card-caption';
import { safeSrcUrl } from '@/lib/http/safe-url';

export function ClipCard({
  clip,
  selected,
  onToggle,
}: {
  clip: Clip;
  selected: boolean;
  onToggle: (selected: boolean) => void;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const metaId = `${id}-meta`;
  const checkboxId = `${id}-check`;
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const poster = safeSrcUrl(clip.posterUrl);
  const broken = !poster || brokenUrl === clip.posterUrl;

  return (
    <li
      className={`relative overflow-hidden rounded-lg bg-white shadow-xs ${
        selected ? 'ring-brand-600 ring-2' : 'ring-1 ring-gray-200 hover:ring-gray-300'
      }`}
    >
      <label htmlFor={checkboxId} className="block cursor-pointer">
        <div className="flex aspect-video w-full items-center justify-center overflow-hidden bg-gray-100">
          {broken || !poster ? (
            <FilmIcon aria-hidden="true" className="size-10 text-gray-400" />
          ) : (
            <img
              src={poster}
              alt={clip.name}
              loading="lazy"
              decoding="async"
              onError={() => setBrokenUrl(clip.posterUrl)}
              className="size-full object-cover"
            />
          )}
        </div>
        <MediaCardCaption name={clip.name} nameId={nameId} metaId={metaId}>
          <span>{clip.duration}</span>
          <span>{clip.resolution}</span>
        </MediaCardCaption>
      </label>
      <input
        id={checkboxId}
        type="checkbox"
        checked={selected}
        onChange={(event) => onToggle(event.target.checked)}
        aria-labelledby={nameId}
        aria-describedby={metaId}
        className="text-brand-600 focus-visible:outline-brand-600 absolute top-2 left-2 size-5 rounded border-gray-300 bg-white shadow focus-visible:outline-2"
      />
    </li>
  );
}
