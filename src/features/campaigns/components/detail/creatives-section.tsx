import { CreativeThumbnail } from '@/components/creative/creative-thumbnail';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/text/format';
import type { Campaign, Creative } from '@/types/api';

function describe(creative: Creative): string {
  const { descriptor } = creative;
  const kind = descriptor?.type === 'video' ? 'Video' : 'Banner';
  const size =
    descriptor && descriptor.width > 0 && descriptor.height > 0
      ? ` · ${descriptor.width}×${descriptor.height}`
      : '';
  const duration =
    descriptor?.type === 'video' && typeof descriptor.duration_secs === 'number'
      ? ` · ${formatCount(descriptor.duration_secs)} s`
      : '';
  return `${kind}${size}${duration}`;
}

/** The ad creatives the campaign shows, as thumbnails with their names and sizes. */
export function CreativesSection({ campaign }: { campaign: Campaign }) {
  const creatives = (campaign.ads ?? []).map((ad) => ad.creative).filter(Boolean);
  return (
    <Card title={`Creatives (${formatCount(creatives.length)})`}>
      {creatives.length === 0 ? (
        <p className="text-sm text-gray-600">This campaign has no ad creatives.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {creatives.map((creative, index) => (
            <li key={`${creative.id}-${index}`} className="min-w-0">
              <CreativeThumbnail creative={creative} className="aspect-video w-full rounded-md" />
              <p className="mt-2 text-sm font-medium break-words text-gray-900">{creative.name}</p>
              <p className="text-xs text-gray-600">{describe(creative)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
