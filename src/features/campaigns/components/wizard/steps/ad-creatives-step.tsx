// Ad Creatives: IAB categories, and the creatives to run, picked from the account's gallery
// (the same uploader as /creatives adds new ones without leaving the wizard), and the chosen
// ones' reviews by publisher (CRE-REVIEWS).
import { useController } from 'react-hook-form';
import { useCreativeUpload, useCreatives } from '@/api/creatives';
import { CreativeGallery } from '@/components/creative/creative-gallery';
import { CreativeUploader } from '@/components/creative/creative-uploader';
import { IabCategoryInput } from '@/components/form/iab-category-input';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { ChosenCreativeReviews } from '@/features/campaigns/components/wizard/chosen-creative-reviews';

export const UPLOAD_LABEL = 'Upload Ad Creatives';
export const REFRESH_LABEL = 'Refresh Ad Creatives';

function newCreativeId(reply: unknown): string | null {
  return typeof reply === 'object' &&
    reply !== null &&
    'id' in reply &&
    typeof reply.id === 'string'
    ? reply.id
    : null;
}

/** `accountId`: the campaign's account, whose creatives the gallery offers. */
export function AdCreativesStep({ accountId }: { accountId: string }) {
  const creatives = useCreatives(accountId);
  const upload = useCreativeUpload({ accountId });
  const { field, fieldState } = useController<CampaignFormValues, 'creativeIds'>({
    name: 'creativeIds',
  });
  const select = (ids: string[]) => {
    field.onChange(ids);
    field.onBlur();
  };

  return (
    <>
      <IabCategoryInput<CampaignFormValues>
        name="categories"
        hint="What the ads are about: publishers use it to decide what may play on their screens."
      />
      <section aria-labelledby="ad-creatives-heading" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h3 id="ad-creatives-heading" className="text-sm font-medium text-gray-900">
            Ad creatives
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          </h3>
          <Button
            variant="secondary"
            onClick={() => void creatives.refetch()}
            loading={creatives.isFetching && !creatives.isPending}
          >
            {REFRESH_LABEL}
          </Button>
        </div>
        <CreativeUploader
          buttonLabel={UPLOAD_LABEL}
          upload={async (file, options) => {
            const reply = await upload(file, options);
            // A new upload is most likely meant for this campaign: select it.
            const id = newCreativeId(reply);
            if (id && !field.value.includes(id)) select([...field.value, id]);
            return reply;
          }}
        />
        <QueryState
          query={creatives}
          loadingLabel="Loading ad creatives…"
          errorTitle="The ad creatives could not be loaded."
          isEmpty={(reply) => reply.creatives.length === 0}
          empty={
            <p className="rounded-md bg-gray-50 p-4 text-sm text-gray-600">
              You have no ad creatives yet. Upload one above to use it in this campaign.
            </p>
          }
        >
          {(reply) => (
            <>
              <CreativeGallery
                label="Ad creatives"
                creatives={reply.creatives}
                selectedIds={field.value}
                onSelectionChange={select}
              />
              <ChosenCreativeReviews
                creatives={reply.creatives.filter((creative) => field.value.includes(creative.id))}
              />
            </>
          )}
        </QueryState>
        {fieldState.error?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {fieldState.error.message}
          </p>
        ) : null}
      </section>
    </>
  );
}
