// What the placement wizards' one form holds (single and batch): numbers as the text typed into
// them (the schema parses them, the body builder converts them), the location as an address or
// coordinates choice, operating hours as day-part grid cells.
import type { DayPartCell } from '@/components/ui/day-part-grid';
import { numberText } from '@/lib/text/number-text';
import type { Placement } from '@/types/api';

export type LocationMode = 'address' | 'coordinates';

/** The resolution choice: one of RESOLUTIONS' values or CUSTOM_RESOLUTION. */
export const CUSTOM_RESOLUTION = 'custom';

/** Common digital out-of-home screen sizes, landscape and portrait. */
export const RESOLUTIONS = [
  { value: '1920x1080', label: '1920 x 1080 (Full HD, landscape)' },
  { value: '1080x1920', label: '1080 x 1920 (Full HD, portrait)' },
  { value: '3840x2160', label: '3840 x 2160 (4K, landscape)' },
  { value: '2160x3840', label: '2160 x 3840 (4K, portrait)' },
  { value: '1280x720', label: '1280 x 720 (HD, landscape)' },
  { value: '720x1280', label: '720 x 1280 (HD, portrait)' },
  { value: '1366x768', label: '1366 x 768' },
  { value: '1024x768', label: '1024 x 768' },
  { value: '1400x400', label: '1400 x 400 (bulletin)' },
  { value: '840x400', label: '840 x 400 (poster)' },
] as const;

export interface PlacementFormValues {
  name: string;
  externalId: string;
  /** The OpenOOH venue type id; null until one is picked. */
  kind: number | null;
  bidFloorCpm: string;
  locationMode: LocationMode;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  latitude: string;
  longitude: string;
  exampleSceneUrl: string;
  impressionMultiplier: string;
  dwellTimeSecs: string;
  weeklyVisitors: string;
  /** The open hours of the week (value unused: null). */
  operatingHours: DayPartCell[];
  deviceMake: string;
  deviceModel: string;
  os: string;
  osVersion: string;
  userAgent: string;
  /** A RESOLUTIONS value, CUSTOM_RESOLUTION, or '' for none given. */
  resolution: string;
  /** WIDTHxHEIGHT, used when resolution is CUSTOM_RESOLUTION. */
  customResolution: string;
  supportsAudio: boolean;
  enableProgrammaticPartners: boolean;
}

/** Every hour of the week: a new screen is open around the clock until told otherwise. */
export function allHours(): DayPartCell[] {
  return Array.from({ length: 7 * 24 }, (_, slot) => ({
    weekday: Math.floor(slot / 24),
    hour: slot % 24,
    value: null,
  }));
}

export function newPlacementValues(): PlacementFormValues {
  return {
    name: '',
    externalId: '',
    kind: null,
    bidFloorCpm: '',
    locationMode: 'address',
    line1: '',
    line2: '',
    city: '',
    state: '',
    zip: '',
    latitude: '',
    longitude: '',
    exampleSceneUrl: '',
    impressionMultiplier: '1',
    dwellTimeSecs: '',
    weeklyVisitors: '',
    operatingHours: allHours(),
    deviceMake: '',
    deviceModel: '',
    os: '',
    osVersion: '',
    userAgent: '',
    resolution: '',
    customResolution: '',
    supportsAudio: false,
    enableProgrammaticPartners: true,
  };
}

const isPreset = (resolution: string) => RESOLUTIONS.some((r) => r.value === resolution);

/** The form values of a saved placement (the edit wizard's starting point). */
export function placementToValues(placement: Placement): PlacementFormValues {
  const { location, audience, capabilities = {} } = placement;
  const address = location.address;
  const hasCoordinates =
    typeof location.latitude === 'number' && typeof location.longitude === 'number';
  const resolution = capabilities.resolution ?? '';
  return {
    name: placement.name,
    externalId: placement.externalId,
    kind: placement.kind,
    bidFloorCpm: numberText(placement.bidFloorCpm),
    // A saved address places the screen unless only coordinates were given.
    locationMode: address || !hasCoordinates ? 'address' : 'coordinates',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    latitude: numberText(location.latitude),
    longitude: numberText(location.longitude),
    exampleSceneUrl: location.exampleSceneUrl,
    impressionMultiplier: numberText(audience?.impressionMultiplier) || '1',
    dwellTimeSecs: numberText(audience?.dwellTimeSecs),
    weeklyVisitors: numberText(audience?.weeklyVisitors),
    operatingHours: audience
      ? audience.operatingHours.map(({ weekday, hour }) => ({ weekday, hour, value: null }))
      : allHours(),
    deviceMake: capabilities.deviceMake ?? '',
    deviceModel: capabilities.deviceModel ?? '',
    os: capabilities.os ?? '',
    osVersion: capabilities.osVersion ?? '',
    userAgent: capabilities.userAgent ?? '',
    resolution: resolution === '' || isPreset(resolution) ? resolution : CUSTOM_RESOLUTION,
    customResolution: resolution !== '' && !isPreset(resolution) ? resolution : '',
    supportsAudio: capabilities.supportsAudio ?? false,
    enableProgrammaticPartners: placement.enableProgrammaticPartners ?? true,
  };
}
