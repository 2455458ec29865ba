// A placement save (POST /placements, POST /placements/{id}/update), checked like a server
// would (PLC-SERVER-RULES). PLC-NAME, PLC-KIND, PLC-SCENE-IMAGE and PLC-LATLNG are the spec's
// messages word for word; the Audience step follows PLC-AUDIENCE and PLC-HOURS (the same 7 x 24
// grid as campaign day-parts).
import { sceneUrlProblem } from '@/rules/image-files';
import { PLACEMENT_RULE_MESSAGES } from '@/rules/placement-rules';
import { isVenueTypeId } from '@/data/venue-types';
import { isUsStateCode } from '@/data/us-states';
import { fail } from '@/mocks/http';
import { listPlacements } from '@/mocks/queries';
import { BOUND_LABELS as L, nameIssue } from '@/rules/field-bounds';
import {
  boundedMoney,
  isRecord,
  optionalText,
  requiredName,
  requiredText,
  toNumber,
} from '@/mocks/validation/common';
import type {
  PlacementAddress,
  PlacementAudience,
  PlacementCapabilities,
  PlacementInput,
} from '@/types/api';

export const PLACEMENT_MESSAGES = {
  ...PLACEMENT_RULE_MESSAGES,
  externalIdText: 'External ID must be text',
  externalIdTaken: (id: string) => `External ID ${id} is already used by another placement`,
  location: 'Location must be an object',
  address: 'Address must be an object',
  audience: 'Audience must be an object',
  weeklyVisitors: 'Weekly visitors must be at least 0',
  hoursList: 'Operating hours must be a list of {weekday, hour}',
  weekday: 'Operating hours weekday must be 0 (Monday) to 6 (Sunday)',
  hour: 'Operating hours hour must be 0 to 23',
  hoursDuplicate: 'Each operating hours weekday and hour may appear only once',
  capabilities: 'Capabilities must be an object',
  capabilityText: (field: string) => `${field} must be text`,
  supportsAudio: 'supportsAudio must be true or false',
  programmatic: 'enableProgrammaticPartners must be true or false',
} as const;

const M = PLACEMENT_MESSAGES;

/** Where a save lands: the owning account (externalId is unique in it) and, on update, the id. */
export interface PlacementSaveScope {
  accountId: string;
  placementId?: string;
  /** The placement's name on an update (FORM-TEXT-BOUNDS keeps it as it is). */
  storedName?: string;
}

/** The checked input; enableProgrammaticPartners stays undefined when the body leaves it out. */
export type ParsedPlacement = Omit<PlacementInput, 'externalId' | 'enableProgrammaticPartners'> & {
  /** Always present once parsed: a placement's externalId is '' for none. */
  externalId: string;
  enableProgrammaticPartners: boolean | undefined;
};

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim());
}

function parseKind(value: unknown): number {
  const kind = toNumber(value);
  if (!isVenueTypeId(kind)) fail(M.kind);
  return kind;
}

function parseExternalId(value: unknown, scope: PlacementSaveScope): string {
  if (value !== undefined && value !== null && typeof value !== 'string') fail(M.externalIdText);
  const externalId = optionalText(value) ?? '';
  if (!externalId) return '';
  const issue = nameIssue(externalId, L.externalId); // FORM-TEXT-BOUNDS
  if (issue) fail(issue);
  const taken = listPlacements(scope.accountId).some(
    (other) => other.externalId === externalId && other.id !== scope.placementId,
  );
  if (taken) fail(M.externalIdTaken(externalId));
  return externalId;
}

function parseBidFloor(value: unknown): number {
  if (isBlank(value)) fail(M.bidFloorRequired);
  const floor = toNumber(value);
  if (floor === undefined || floor < 0) fail(M.bidFloorMin);
  return boundedMoney(floor, L.bidFloor, 'cpm');
}

/** The address when any field is filled (state and zip checked), and whether it is complete. */
function parseAddress(value: unknown): { address?: PlacementAddress; complete: boolean } {
  if (value === undefined || value === null) return { complete: false };
  if (!isRecord(value)) fail(M.address);
  const text = (field: keyof PlacementAddress) => optionalText(value[field]) ?? '';
  const [line1, line2, city, state, zip] = [
    text('line1'),
    text('line2'),
    text('city'),
    text('state'),
    text('zip'),
  ];
  if (!line1 && !line2 && !city && !state && !zip) return { complete: false };
  const stateCode = state.toUpperCase();
  if (stateCode && !isUsStateCode(stateCode)) fail(M.state);
  if (zip && !/^\d{5}$/.test(zip)) fail(M.zip);
  const address: PlacementAddress = {
    line1,
    ...(line2 ? { line2 } : {}),
    city,
    state: stateCode,
    zip,
  };
  return { address, complete: Boolean(line1 && city && stateCode && zip) };
}

function parseCoordinate(value: unknown, min: number, max: number, message: string) {
  if (isBlank(value)) return null;
  const parsed = toNumber(value);
  if (parsed === undefined || parsed < min || parsed > max) fail(message);
  return parsed;
}

function parseLocation(value: unknown): PlacementInput['location'] {
  if (value !== undefined && value !== null && !isRecord(value)) fail(M.location);
  const location: Record<string, unknown> = isRecord(value) ? value : {};
  const exampleSceneUrl = requiredText(location.exampleSceneUrl, M.imageRequired);
  const sceneProblem = sceneUrlProblem(exampleSceneUrl); // PLC-SCENE-URL-SAFE
  if (sceneProblem) fail(sceneProblem);
  const { address, complete } = parseAddress(location.address);
  const latitude = parseCoordinate(location.latitude, -90, 90, M.latitude);
  const longitude = parseCoordinate(location.longitude, -180, 180, M.longitude);
  // Lat/Lng come as a pair; without them a complete address places the screen (address mode).
  if ((latitude === null) !== (longitude === null)) fail(M.latLngRequired);
  if (latitude === null && !complete) fail(M.latLngRequired);
  return { ...(address ? { address } : {}), latitude, longitude, exampleSceneUrl };
}

function optionalMin(value: unknown, message: string): number | null {
  if (isBlank(value)) return null;
  const parsed = toNumber(value);
  if (parsed === undefined || parsed < 0) fail(message);
  return parsed;
}

function parseOperatingHours(value: unknown): PlacementAudience['operatingHours'] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) fail(M.hoursList);
  const seen = new Set<number>();
  return value.map((entry) => {
    if (!isRecord(entry)) fail(M.hoursList);
    const { weekday, hour } = entry;
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      fail(M.weekday);
    }
    if (typeof hour !== 'number' || !Number.isInteger(hour) || hour < 0 || hour > 23) fail(M.hour);
    const slot = weekday * 24 + hour;
    if (seen.has(slot)) fail(M.hoursDuplicate);
    seen.add(slot);
    return { weekday, hour };
  });
}

function parseAudience(value: unknown): PlacementAudience | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) fail(M.audience);
  const impressionMultiplier = toNumber(value.impressionMultiplier);
  if (impressionMultiplier === undefined || impressionMultiplier <= 0) fail(M.multiplier);
  return {
    impressionMultiplier,
    dwellTimeSecs: optionalMin(value.dwellTimeSecs, M.dwellTime),
    weeklyVisitors: optionalMin(value.weeklyVisitors, M.weeklyVisitors),
    operatingHours: parseOperatingHours(value.operatingHours),
  };
}

const DEVICE_FIELDS = ['deviceMake', 'deviceModel', 'os', 'osVersion', 'userAgent'] as const;

function parseCapabilities(value: unknown): PlacementCapabilities | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) fail(M.capabilities);
  const capabilities: PlacementCapabilities = {};
  for (const field of DEVICE_FIELDS) {
    const raw = value[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      fail(M.capabilityText(field));
    }
    const text = optionalText(raw);
    if (text) capabilities[field] = text;
  }
  if (!isBlank(value.resolution)) {
    const resolution = typeof value.resolution === 'string' ? value.resolution.trim() : '';
    if (!/^[1-9]\d{0,4}x[1-9]\d{0,4}$/.test(resolution)) fail(M.resolution);
    capabilities.resolution = resolution;
  }
  if (value.supportsAudio !== undefined && value.supportsAudio !== null) {
    if (typeof value.supportsAudio !== 'boolean') fail(M.supportsAudio);
    capabilities.supportsAudio = value.supportsAudio;
  }
  return capabilities;
}

function parseProgrammatic(value: unknown): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') fail(M.programmatic);
  return value;
}

/** The placement a body describes, or a 400 with the first problem's message. */
export function parsePlacementInput(raw: Record<string, unknown>, scope: PlacementSaveScope) {
  const name = requiredName(raw.name, M.name, L.placementName, scope.storedName);
  const kind = parseKind(raw.kind);
  const externalId = parseExternalId(raw.externalId, scope);
  const bidFloorCpm = parseBidFloor(raw.bidFloorCpm);
  const location = parseLocation(raw.location);
  const audience = parseAudience(raw.audience);
  const capabilities = parseCapabilities(raw.capabilities);
  const parsed: ParsedPlacement = {
    name,
    externalId,
    kind,
    bidFloorCpm,
    location,
    ...(audience ? { audience } : {}),
    ...(capabilities ? { capabilities } : {}),
    enableProgrammaticPartners: parseProgrammatic(raw.enableProgrammaticPartners),
  };
  return parsed;
}
