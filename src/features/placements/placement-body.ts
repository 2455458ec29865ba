// The wire bodies of the placement wizards (PLC-BODY): POST /placements (and /update) from the
// single wizard, and the `defaults` of POST /placements/batch from the batch wizard's steps
// (BATCH-DEFAULTS).
import { cleanText } from '@/rules/field-bounds';
import { parseNumberText } from '@/lib/text/number-text';
import type {
  BatchDefaults,
  PlacementAddress,
  PlacementAudience,
  PlacementCapabilities,
  PlacementInput,
} from '@/types/api';
import { CUSTOM_RESOLUTION, type PlacementFormValues } from '@/features/placements/placement-form';

const text = (value: string) => cleanText(value);

function audienceOf(values: PlacementFormValues): PlacementAudience {
  return {
    impressionMultiplier: parseNumberText(values.impressionMultiplier) ?? 1,
    dwellTimeSecs: parseNumberText(values.dwellTimeSecs),
    weeklyVisitors: parseNumberText(values.weeklyVisitors),
    operatingHours: [...values.operatingHours]
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour)
      .map(({ weekday, hour }) => ({ weekday, hour })),
  };
}

/** The resolution sent: the preset, the custom WIDTHxHEIGHT, or none. */
export function resolutionOf(values: PlacementFormValues): string | undefined {
  const resolution =
    values.resolution === CUSTOM_RESOLUTION
      ? text(values.customResolution).toLowerCase()
      : values.resolution;
  return resolution || undefined;
}

function capabilitiesOf(values: PlacementFormValues): PlacementCapabilities {
  const capabilities: PlacementCapabilities = {};
  const fields = ['deviceMake', 'deviceModel', 'os', 'osVersion', 'userAgent'] as const;
  for (const field of fields) {
    const value = text(values[field]);
    if (value) capabilities[field] = value;
  }
  const resolution = resolutionOf(values);
  if (resolution) capabilities.resolution = resolution;
  capabilities.supportsAudio = values.supportsAudio;
  return capabilities;
}

function addressOf(values: PlacementFormValues): PlacementAddress {
  const line2 = text(values.line2);
  return {
    line1: text(values.line1),
    ...(line2 ? { line2 } : {}),
    city: text(values.city),
    state: values.state.toUpperCase(),
    zip: text(values.zip),
  };
}

/** The location: the address in address mode (with coordinates when given), else coordinates. */
function locationOf(values: PlacementFormValues): PlacementInput['location'] {
  const latitude = parseNumberText(values.latitude);
  const longitude = parseNumberText(values.longitude);
  const exampleSceneUrl = text(values.exampleSceneUrl);
  if (values.locationMode === 'coordinates') return { latitude, longitude, exampleSceneUrl };
  return { address: addressOf(values), latitude, longitude, exampleSceneUrl };
}

/**
 * The batch Verification defaults: the image, plus the address and coordinates as far as they
 * are filled (the mock gives them to lines with no location of their own: BATCH-DEFAULT-LOCATION).
 */
function defaultLocationOf(values: PlacementFormValues): PlacementInput['location'] {
  const location: PlacementInput['location'] = { exampleSceneUrl: text(values.exampleSceneUrl) };
  const parts = [values.line1, values.line2, values.city, values.state, values.zip];
  if (parts.some((part) => text(part))) location.address = addressOf(values);
  const latitude = parseNumberText(values.latitude);
  const longitude = parseNumberText(values.longitude);
  if (latitude !== null) location.latitude = latitude;
  if (longitude !== null) location.longitude = longitude;
  return location;
}

/** The body of POST /placements and POST /placements/{id}/update. */
export function buildPlacementBody(values: PlacementFormValues): PlacementInput {
  return {
    name: text(values.name),
    externalId: text(values.externalId),
    kind: values.kind ?? 0,
    bidFloorCpm: parseNumberText(values.bidFloorCpm) ?? 0,
    location: locationOf(values),
    audience: audienceOf(values),
    capabilities: capabilitiesOf(values),
    enableProgrammaticPartners: values.enableProgrammaticPartners,
  };
}

/** What the batch wizard's General, Verification and Audience steps give lines that leave it empty. */
export function buildBatchDefaults(values: PlacementFormValues): BatchDefaults {
  const bidFloorCpm = parseNumberText(values.bidFloorCpm);
  return {
    // Left out when blank: every line then gives its own (the General step's check).
    ...(bidFloorCpm === null ? {} : { bidFloorCpm }),
    location: defaultLocationOf(values),
    audience: audienceOf(values),
  };
}
