// A creative's preview for cards: the image, or for a video its first frame (a muted video that
// loads only its metadata, once near the viewport) under a play icon. Fills its box with
// object-contain; a missing or broken file, or an address that is neither https nor the console's
// own (SEC-SRC-HTTPS), shows a neutral placeholder. Named by the creative.
import { FilmIcon, PhotoIcon } from '@heroicons/react/24/outline';
import { PlayCircleIcon } from '@heroicons/react/24/solid';
import { useEffect, useRef, useState } from 'react';
import { isVideo } from '@/components/creative/creative-format';
import { safeSrcUrl } from '@/lib/http/safe-url';
import type { Creative } from '@/types/api';

/** True once the element comes near the viewport (at once without IntersectionObserver). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

export function CreativeThumbnail({
  creative,
  className = '',
}: {
  creative: Creative;
  className?: string;
}) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const video = isVideo(creative);
  const src = safeSrcUrl(creative.url);
  const broken = !src || brokenUrl === creative.url;
  const frame = `relative flex items-center justify-center overflow-hidden bg-gray-100 ${className}`;

  if (broken || !src) {
    const Icon = video ? FilmIcon : PhotoIcon;
    return (
      <div role="img" aria-label={creative.name} className={frame}>
        <Icon aria-hidden="true" className="size-10 text-gray-400" />
      </div>
    );
  }
  if (!video) {
    return (
      <div className={frame}>
        <img
          src={src}
          alt={creative.name}
          loading="lazy"
          decoding="async"
          onError={() => setBrokenUrl(creative.url)}
          className="size-full object-contain"
        />
      </div>
    );
  }
  return (
    <div ref={ref} role="img" aria-label={creative.name} className={frame}>
      {near ? (
        <video
          // The media fragment makes browsers that show nothing before playback paint a frame.
          src={`${src}#t=0.1`}
          muted
          playsInline
          preload="metadata"
          aria-hidden="true"
          tabIndex={-1}
          onError={() => setBrokenUrl(creative.url)}
          className="size-full object-contain"
        />
      ) : null}
      <PlayCircleIcon
        aria-hidden="true"
        className="absolute size-10 text-white/90 drop-shadow-md"
      />
    </div>
  );
}
