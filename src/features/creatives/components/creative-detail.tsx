// CRE-DETAIL; CRE-DOWNLOAD (DownloadLink).
// The detail panel's body: the preview (the image, or the video with controls), the type, a
// download link, the metadata Filename, Mime Type, Duration, Width and Height, and each
// publisher's review (CRE-REVIEWS), with `Replace File` once one rejected it (CRE-REPLACE-FILE);
// the creative's History last (HIST-PANEL).
import { ArrowDownTrayIcon } from '@heroicons/react/20/solid';
import { PhotoIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import {
  creativeDuration,
  creativeHeight,
  creativeTypeLabel,
  creativeWidth,
  downloadFilename,
  isVideo,
} from '@/components/creative/creative-format';
import { useReplaceCreativeFile, useCreativeReviews } from '@/api/creatives';
import { apiFilePath, useDownloadApiFile } from '@/api/files';
import { useRecordHistory } from '@/api/history';
import { RecordHistory } from '@/components/history/record-history';
import { earlierFileOf, RestoreFileButton } from '@/features/creatives/components/restore-file';
import { Button, buttonClass } from '@/components/ui/button';
import { CreativeReviews } from '@/components/creative/creative-reviews';
import { MISSING } from '@/lib/text/format';
import { safeSrcUrl } from '@/lib/http/safe-url';
import type { Creative } from '@/types/api';

function Preview({ creative }: { creative: Creative }) {
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const frame =
    'flex max-h-[60vh] w-full items-center justify-center overflow-hidden rounded-md bg-gray-100';
  // SEC-SRC-HTTPS: an address that is neither https nor the console's own shows the placeholder.
  const src = safeSrcUrl(creative.url);
  if (!src || brokenUrl === creative.url) {
    return (
      <div role="img" aria-label={creative.name} className={`${frame} aspect-video`}>
        <PhotoIcon aria-hidden="true" className="size-12 text-gray-400" />
      </div>
    );
  }
  return (
    <div className={frame}>
      {isVideo(creative) ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- an ad creative plays as uploaded: the API carries no caption track for it
        <video
          src={src}
          controls
          playsInline
          preload="metadata"
          aria-label={creative.name}
          onError={() => setBrokenUrl(creative.url)}
          className="max-h-[60vh] w-full object-contain"
        />
      ) : (
        <img
          src={src}
          alt={creative.name}
          onError={() => setBrokenUrl(creative.url)}
          className="max-h-[60vh] w-full object-contain"
        />
      )}
    </div>
  );
}

/**
 * A file the API serves (`…/v1/files/{id}/content`) needs the session's token, which a plain
 * link does not send: it is fetched with it and saved. Any other https or same-origin URL, other
 * paths under the API's base included, is a plain link that carries no token
 * (SEC-TOKEN-OWN-FILES); anything else (http: elsewhere, javascript:, data:,
 * protocol-relative) is never linked (SEC-SRC-HTTPS).
 */
function DownloadLink({ creative }: { creative: Creative }) {
  const download = useDownloadApiFile();
  const path = apiFilePath(creative.url);
  const href = safeSrcUrl(creative.url);
  const fileName = downloadFilename(creative);
  const icon = <ArrowDownTrayIcon aria-hidden="true" className="size-4" />;
  if (path === null && href === null) {
    return (
      <Button variant="secondary" icon={icon} disabled title="This file has no web address">
        Download
      </Button>
    );
  }
  if (path === null) {
    return (
      <a
        href={href ?? undefined}
        download={fileName}
        // Another origin ignores `download` and opens the file: in a tab of its own.
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('secondary')}
      >
        {icon}
        Download
      </a>
    );
  }
  return (
    <Button
      variant="secondary"
      icon={icon}
      loading={download.isPending}
      onClick={() => download.mutate({ url: creative.url, fileName })}
    >
      Download
    </Button>
  );
}

export function CreativeDetail({ creative }: { creative: Creative }) {
  const reviews = useCreativeReviews(creative.id);
  const replace = useReplaceCreativeFile();
  const history = useRecordHistory('creative', creative.id);
  const fields: [string, string][] = [
    ['Filename', creative.name || MISSING],
    ['Mime Type', creative.mimeType || MISSING],
    ['Duration', creativeDuration(creative)],
    ['Width', creativeWidth(creative)],
    ['Height', creativeHeight(creative)],
  ];
  return (
    <div className="space-y-5">
      <Preview creative={creative} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="bg-brand-50 text-brand-700 ring-brand-100 inline-flex items-center rounded-md px-2 py-1 text-xs font-medium ring-1 ring-inset">
          {creativeTypeLabel(creative)}
        </span>
        <DownloadLink creative={creative} />
      </div>
      <dl className="divide-y divide-gray-200 border-y border-gray-200">
        {fields.map(([term, value]) => (
          <div key={term} className="grid grid-cols-3 gap-3 py-3 text-sm">
            <dt className="font-medium text-gray-700">{term}</dt>
            <dd className="col-span-2 [overflow-wrap:anywhere] text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <CreativeReviews
        creativeName={creative.name}
        query={reviews}
        replace={(file) => replace(creative.id, file)}
      />
      <RecordHistory
        query={history}
        action={(entry) => {
          const earlier = earlierFileOf(entry, creative);
          return earlier ? <RestoreFileButton creative={creative} earlier={earlier} /> : null;
        }}
      />
    </div>
  );
}
