// Marquee+ (CMP-PLUS): optional sponsored content from the library. Clips chosen on /content
// with `Use in Campaign` arrive here pre-selected (?clips=, CMP-HANDOVER).
import { useController } from 'react-hook-form';
import { useClips } from '@/api/content';
import { ClipGrid } from '@/components/content/clip-grid';
import { QueryState } from '@/components/ui/query-state';
import { PRODUCT_PLUS_STEP } from '@/config/env';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';

export function MarqueePlusStep() {
  const clips = useClips();
  const { field } = useController<CampaignFormValues, 'contentClips'>({ name: 'contentClips' });
  return (
    <>
      <p className="text-sm text-gray-600">
        Optional: pair the campaign with sponsored clips from the content library.{' '}
        {PRODUCT_PLUS_STEP} clips play alongside your ad creatives.
      </p>
      <QueryState
        query={clips}
        loadingLabel="Loading clips…"
        errorTitle="The clips could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-gray-600">No clips are available at this time.</p>}
      >
        {(list) => (
          <ClipGrid
            label="Content clips"
            clips={list}
            selectedKeys={field.value}
            onSelectionChange={(keys) => field.onChange(keys)}
          />
        )}
      </QueryState>
    </>
  );
}
