// A review's creative as the publisher judges it: the image (the shared thumbnail), or the
// video itself with controls, so it can be watched before deciding. A video that cannot be
// loaded falls back to the thumbnail's placeholder.
import { useState } from 'react';
import { isVideo } from '@/components/creative/creative-format';
import { CreativeThumbnail } from '@/components/creative/creative-thumbnail';
import type { Creative } from '@/types/api';

const FRAME = 'aspect-video w-full';

export function ReviewPreview({ creative }: { creative: Creative }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  if (!isVideo(creative) || !creative.url || brokenUrl === creative.url) {
    return <CreativeThumbnail creative={creative} className={FRAME} />;
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- an ad creative plays as uploaded: the API carries no caption track for it
    <video
      src={creative.url}
      controls
      playsInline
      preload="metadata"
      aria-label={creative.name}
      onError={() => setBrokenUrl(creative.url)}
      className={`${FRAME} bg-gray-900 object-contain`}
    />
  );
}
