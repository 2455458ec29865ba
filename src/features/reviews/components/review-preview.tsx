// A review's creative as the publisher judges it: the image (the shared thumbnail), or the
// video itself with controls, so it can be watched before deciding. A video that cannot be
// loaded, or whose address is neither https nor the console's own (SEC-SRC-HTTPS), falls back to
// the thumbnail's placeholder.
import { useState } from 'react';
import { isVideo } from '@/components/creative/creative-format';
import { CreativeThumbnail } from '@/components/creative/creative-thumbnail';
import { safeSrcUrl } from '@/lib/http/safe-url';
import type { Creative } from '@/types/api';

const FRAME = 'aspect-video w-full';

export function ReviewPreview({ creative }: { creative: Creative }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const src = safeSrcUrl(creative.url);
  if (!isVideo(creative) || !src || brokenUrl === creative.url) {
    return <CreativeThumbnail creative={creative} className={FRAME} />;
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- an ad creative plays as uploaded: the API carries no caption track for it
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      aria-label={creative.name}
      onError={() => setBrokenUrl(creative.url)}
      className={`${FRAME} bg-gray-900 object-contain`}
    />
  );
}
