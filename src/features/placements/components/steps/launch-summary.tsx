// The placement Launch summary: one section per earlier step with a link back to it. Batch mode
// summarises the defaults its steps give (General, Verification, Audience); it has no
// address-or-coordinates choice (the mode stays address), so the location lists both.
import { useWatch } from 'react-hook-form';
import { SummaryItem as Item, SummarySectionCard as Section } from '@/components/wizard';
import { usStateName } from '@/data/us-states';
import { venueTypeLabel } from '@/data/venue-types';
import { resolutionOf } from '@/features/placements/placement-body';
import type { PlacementFormValues } from '@/features/placements/placement-form';
import type { PlacementWizardMode } from '@/features/placements/wizard-mode';
import { formatCount, formatMoney, MISSING } from '@/lib/text/format';
import { parseNumberText } from '@/lib/text/number-text';

const or = (text: string) => text.trim() || MISSING;

function locationText(values: PlacementFormValues): string {
  const coordinates =
    values.latitude.trim() && values.longitude.trim()
      ? `${values.latitude.trim()}, ${values.longitude.trim()}`
      : '';
  if (values.locationMode === 'coordinates') return coordinates || MISSING;
  const street = [values.line1, values.line2].map((part) => part.trim()).filter(Boolean);
  const place = [values.city.trim(), values.state ? usStateName(values.state) : '', values.zip]
    .filter(Boolean)
    .join(', ');
  const address = [...street, place].filter(Boolean).join(', ');
  return [address, coordinates && `(${coordinates})`].filter(Boolean).join(' ') || MISSING;
}

function imageText(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return MISSING;
  return trimmed.startsWith('data:') ? 'Uploaded image' : trimmed;
}

export interface LaunchSections {
  general: { stepId: string; title: string };
  verification: { stepId: string; title: string };
  audience: { stepId: string; title: string };
  /** Single mode only. */
  capabilities?: { stepId: string; title: string };
}

export function LaunchSummary({
  mode,
  sections,
}: {
  mode: PlacementWizardMode;
  sections: LaunchSections;
}) {
  const values = useWatch<PlacementFormValues>() as PlacementFormValues;
  const hours = values.operatingHours.length;
  return (
    <>
      <Section step={sections.general}>
        {mode === 'single' ? (
          <>
            <Item term="Name">{or(values.name)}</Item>
            <Item term="External ID">{or(values.externalId)}</Item>
            <Item term="Venue type">
              {values.kind === null ? MISSING : venueTypeLabel(values.kind)}
            </Item>
          </>
        ) : null}
        <Item term={mode === 'batch' ? 'Default bid floor CPM' : 'Bid floor CPM'}>
          {formatMoney(parseNumberText(values.bidFloorCpm))}
        </Item>
      </Section>
      <Section step={sections.verification}>
        <Item term={mode === 'batch' ? 'Default location' : 'Location'}>
          {locationText(values)}
        </Item>
        <Item term={mode === 'batch' ? 'Default screen image' : 'Screen image'}>
          {imageText(values.exampleSceneUrl)}
        </Item>
      </Section>
      <Section step={sections.audience}>
        <Item term="Impression multiplier">{or(values.impressionMultiplier)}</Item>
        <Item term="Average dwell time">
          {values.dwellTimeSecs.trim() ? `${values.dwellTimeSecs.trim()} seconds` : MISSING}
        </Item>
        <Item term="Weekly visitors">
          {values.weeklyVisitors.trim()
            ? formatCount(parseNumberText(values.weeklyVisitors))
            : MISSING}
        </Item>
        <Item term="Operating hours">
          {hours === 7 * 24 ? 'Open around the clock' : `${hours} hours a week`}
        </Item>
      </Section>
      {sections.capabilities ? (
        <Section step={sections.capabilities}>
          <Item term="Device">
            {or([values.deviceMake, values.deviceModel].map((v) => v.trim()).join(' '))}
          </Item>
          <Item term="OS">{or([values.os, values.osVersion].map((v) => v.trim()).join(' '))}</Item>
          <Item term="User agent">{or(values.userAgent)}</Item>
          <Item term="Resolution">{resolutionOf(values) ?? MISSING}</Item>
          <Item term="Supports audio">{values.supportsAudio ? 'Yes' : 'No'}</Item>
        </Section>
      ) : null}
    </>
  );
}
