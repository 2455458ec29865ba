// Audience (CMP-AUDIENCE): who sees the campaign. Every filter is optional; an empty one is left
// out of the campaign's targets (no restriction).
import { useWatch } from 'react-hook-form';
import { usePublishers } from '@/api/accounts';
import { TextAreaInput } from '@/components/form/fields';
import { MultiSelectInput, StateInput } from '@/components/form/controlled-fields';
import { VenueTypeInput } from '@/components/form/venue-type-inputs';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import type { CampaignFormValues } from '@/features/campaigns/campaign-form';
import { DealsField } from '@/features/campaigns/components/wizard/deals/deals-field';
import { splitIds } from '@/lib/text/ids';

function countText(text: string, one: string, many: string): string {
  const raw = text.split(/[\s,]+/).filter(Boolean).length;
  const unique = splitIds(text).length;
  const label = `${unique} ${unique === 1 ? one : many}`;
  const duplicates = raw - unique;
  return duplicates > 0
    ? `${label} (${duplicates} duplicate${duplicates === 1 ? '' : 's'} ignored)`
    : label;
}

function ZipCount() {
  const zips = useWatch<CampaignFormValues, 'zips'>({ name: 'zips' });
  return (
    <>
      {countText(zips ?? '', 'zip code', 'zip codes')}. 5 digits each, separated by commas, spaces
      or new lines.
    </>
  );
}

function PlacementCount() {
  const ids = useWatch<CampaignFormValues, 'placementIds'>({ name: 'placementIds' });
  return (
    <>
      {countText(ids ?? '', 'placement ID', 'placement IDs')}. Separated by commas, spaces or new
      lines.
    </>
  );
}

function PublisherSelect() {
  const publishers = usePublishers();
  const options = (publishers.data ?? []).map((account) => ({
    value: account.id,
    label: account.name,
  }));
  if (publishers.isError && !publishers.data) {
    return (
      <InlineLoadError
        message={'The publishers could not be loaded.'}
        retrying={publishers.isFetching}
        onRetry={() => void publishers.refetch()}
      />
    );
  }
  return (
    <MultiSelectInput<CampaignFormValues, string>
      name="publishers"
      label="Publishers"
      options={options}
      placeholder={publishers.isPending ? 'Loading publishers…' : 'Search publishers'}
      disabled={publishers.isPending}
      hint="Only these publishers' screens. Leave empty for every publisher."
    />
  );
}

/** `accountId`: the campaign's account, whose offered deals the step lists. */
export function AudienceStep({ accountId }: { accountId: string }) {
  return (
    <>
      <StateInput<CampaignFormValues> name="states" hint="Leave empty for every state." />
      <TextAreaInput<CampaignFormValues>
        name="zips"
        label="Zip codes"
        rows={3}
        hint={<ZipCount />}
      />
      <VenueTypeInput<CampaignFormValues>
        name="venueTypes"
        hint="Picking a category covers everything in it. Leave empty for every venue type."
      />
      <PublisherSelect />
      <TextAreaInput<CampaignFormValues>
        name="placementIds"
        label="Placement IDs"
        rows={3}
        hint={<PlacementCount />}
      />
      <DealsField accountId={accountId} />
    </>
  );
}
