import { usePublishers } from '@/api/accounts';
import { useClips } from '@/api/content';
import { Card } from '@/components/ui/card';
import { PRODUCT_PLUS_STEP } from '@/config/env';
import { iabCategoryLabel } from '@/data/iab-categories';
import { usStateName } from '@/data/us-states';
import { venueTypeLabel } from '@/data/venue-types';
import type { Campaign, Target } from '@/types/api';
import { FactList } from '@/components/ui/fact-list';
import { ValueList } from '@/features/campaigns/components/detail/detail-list';
import { DealsValue } from '@/features/campaigns/components/detail/deals-value';
import { NAMES_FAILED, NamesOr } from '@/features/campaigns/components/names-or';
import { DEALS_ONLY_LABEL } from '@/features/campaigns/messages';

/** Each member's tag: `AllowStates`, `AllowZips`... (keyof of each member of the union). */
type KeysOfUnion<T> = T extends T ? keyof T : never;
type TargetKind = KeysOfUnion<Target>;

/** Every value of one kind of target (a campaign may hold the same kind more than once). */
export function targetValues<K extends TargetKind>(
  targets: readonly Target[] | undefined,
  kind: K,
): (string | number)[] {
  const values: (string | number)[] = [];
  for (const target of targets ?? []) {
    const list: unknown = (target as Partial<Record<TargetKind, unknown>>)[kind];
    if (Array.isArray(list)) {
      for (const value of list) {
        if (typeof value === 'string' || typeof value === 'number') values.push(value);
      }
    }
  }
  return [...new Set(values)];
}

const asText = (value: string | number) => String(value);

/** Who and where the campaign reaches, in words: names and taxonomy paths, never bare ids. */
export function TargetingSection({ campaign }: { campaign: Campaign }) {
  const publishers = usePublishers();
  const clips = useClips();
  const publisherName = new Map((publishers.data ?? []).map((p) => [p.id, p.name]));
  const clipName = new Map((clips.data ?? []).map((clip) => [clip.key, clip.name]));
  const { targets } = campaign;

  const states = targetValues(targets, 'AllowStates').map(asText);
  const zips = targetValues(targets, 'AllowZips').map(asText);
  const venueTypes = targetValues(targets, 'AllowVenueTypes').map(Number);
  const publisherIds = targetValues(targets, 'AllowPublishers').map(asText);
  const placements = targetValues(targets, 'AllowPlacements').map(asText);
  const dealIds = targetValues(targets, 'AllowDeals').map(asText);
  const categories = campaign.categories ?? [];
  const clipKeys = campaign.contentClips ?? [];

  return (
    <Card title="Targeting">
      <FactList
        facts={[
          {
            label: 'States',
            value: (
              <ValueList
                values={states.map((code) => ({ key: code, label: usStateName(code) }))}
                empty="Any state"
              />
            ),
          },
          {
            label: 'Zip codes',
            value: (
              <ValueList
                values={zips.map((zip) => ({ key: zip, label: zip }))}
                empty="Any zip code"
              />
            ),
          },
          {
            label: 'Venue types',
            value: (
              <ValueList
                values={venueTypes.map((id) => ({ key: String(id), label: venueTypeLabel(id) }))}
                empty="Any venue type"
              />
            ),
          },
          {
            label: 'Publishers',
            value: (
              <NamesOr query={publishers} failed={NAMES_FAILED.publishers}>
                <ValueList
                  values={publisherIds.map((id) => ({
                    key: id,
                    label: publisherName.get(id) ?? id,
                  }))}
                  empty="Any publisher"
                />
              </NamesOr>
            ),
          },
          {
            label: 'Placement IDs',
            value: (
              <ValueList
                values={placements.map((id) => ({ key: id, label: id }))}
                empty="Any placement"
                mono
              />
            ),
          },
          { label: 'Deals', value: <DealsValue dealIds={dealIds} /> },
          // Beside the deals only when it applies: a campaign without deals has no such choice.
          ...(dealIds.length || campaign.dealsOnly
            ? [{ label: DEALS_ONLY_LABEL, value: campaign.dealsOnly ? 'Yes' : 'No' }]
            : []),
          {
            label: 'IAB categories',
            value: (
              <ValueList
                values={categories.map((code) => ({ key: code, label: iabCategoryLabel(code) }))}
                empty="None"
              />
            ),
          },
          {
            label: `${PRODUCT_PLUS_STEP} clips`,
            value: (
              <NamesOr query={clips} failed={NAMES_FAILED.clips}>
                <ValueList
                  values={clipKeys.map((key) => ({ key, label: clipName.get(key) ?? key }))}
                  empty="None"
                />
              </NamesOr>
            ),
          },
        ]}
      />
    </Card>
  );
}
